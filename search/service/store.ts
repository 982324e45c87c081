/**
 * Named indexes (records, settings and synonyms) that the write side of the
 * protocol fills, kept in memory and persisted one file per index in a data directory:
 * `<dataDir>/<encoded index name>.json` = {settings, records, synonyms}; the file name
 * is the index name, so that a move is one rename.
 *
 * Every change is checked whole first (documents.ts), then made on a copy of the index, written
 * with writeFileAtomic, and only then swapped in (so a search sees the index before or after it,
 * never halfway, and memory never holds what the disk refused); a `move` renames the source's file
 * over the destination's. A process killed at any point therefore leaves each file whole: the old
 * index or the new one. A write the disk refuses is a 503 that says so, and changes nothing.
 *
 * At start, the build's records (SEARCH_RECORDS_FILE, with the site's settings
 * and synonyms) and a pushed copy of the same index compete: the newer file wins
 * (a push after a build serves the push; the next build serves the build again).
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import {
  SearchError,
  SearchIndex,
  checkSynonym,
  resolveSettings,
  synonymType,
  type IndexRecord,
  type Synonym,
} from '../engine';
import {SITE_INDEX} from '../site-index';
import {TEMP_SUFFIX, renameDurable, writeFileAtomic} from '../atomic-files';
import {DOCUMENT_LIMITS, checkDocument} from './documents';

export type IndexSettings = Record<string, unknown>;

/** One write of a batch, as the client sends it (`POST /1/indexes/{index}/batch`). */
export type BatchRequest = {action: string; body?: Record<string, unknown>};

type Entry = {
  records: Map<string, IndexRecord>;
  settings: IndexSettings;
  synonyms: Map<string, Synonym>;
  updatedAt: string;
  /** The search index over the records, built on the first search after a change. */
  searchIndex?: SearchIndex;
};

type IndexFile = {settings: IndexSettings; records: IndexRecord[]; synonyms?: Synonym[]};

const byId = (synonyms: Synonym[]) => new Map(synonyms.map((s) => [s.objectID, s]));

/** A copy of an entry that a write may change: the current one stays as it is until the copy is saved. */
const copyOf = (entry: Entry): Entry => ({
  records: new Map(entry.records),
  settings: {...entry.settings},
  synonyms: new Map(entry.synonyms),
  updatedAt: entry.updatedAt,
});

/** An index with nothing in it yet. */
const emptyEntry = (): Entry => ({
  records: new Map(),
  settings: {},
  synonyms: new Map(),
  updatedAt: new Date().toISOString(),
});

export type StoreOptions = {
  dataDir: string;
  /** The build's records for one index (what `npm run build` wrote), if any. */
  seed?: {indexName: string; recordsFile: string};
};

const fileName = (indexName: string) => `${encodeURIComponent(indexName)}.json`;

const objectIdOf = (body: Record<string, unknown> | undefined): string | undefined => {
  const id = body?.objectID;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
};

export type SynonymSearch = {query?: string; type?: string; page?: number; hitsPerPage?: number};

/** The search index over an entry's records, with its settings and synonyms. */
const searchIndexOf = (indexName: string, {records, settings, synonyms}: Entry) =>
  new SearchIndex(indexName, [...records.values()], {settings, synonyms: [...synonyms.values()]});

/** A change of the data directory; one the disk refuses is a 503, before anything in memory changes. */
function onDisk(change: () => void) {
  try {
    change();
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new SearchError(503, `The index could not be saved (${reason}): nothing was changed`);
  }
}

export class IndexStore {
  private readonly indexes = new Map<string, Entry>();
  /** The last task id handed out; every task is done when its request returns. */
  private lastTask = Date.now();

  private constructor(readonly dataDir: string) {}

  /** Loads the persisted indexes (and the build's records, when newer) from disk. */
  static open({dataDir, seed}: StoreOptions): IndexStore {
    const store = new IndexStore(path.resolve(dataDir));
    const files = fs.existsSync(store.dataDir) ? fs.readdirSync(store.dataDir) : [];
    for (const file of files) {
      const full = path.join(store.dataDir, file);
      // A write that a crash interrupted: the real file beside it is whole (old or new).
      if (file.endsWith(TEMP_SUFFIX)) fs.rmSync(full, {force: true});
      else if (file.endsWith('.json')) store.load(full);
    }
    if (seed && fs.existsSync(seed.recordsFile)) {
      const pushed = path.join(store.dataDir, fileName(seed.indexName));
      const buildTime = fs.statSync(seed.recordsFile).mtimeMs;
      if (!fs.existsSync(pushed) || fs.statSync(pushed).mtimeMs < buildTime) {
        const records = JSON.parse(fs.readFileSync(seed.recordsFile, 'utf8')) as IndexRecord[];
        store.indexes.set(seed.indexName, {
          records: new Map(records.map((r) => [r.objectID, r])),
          settings: {...SITE_INDEX.settings},
          synonyms: byId(SITE_INDEX.synonyms),
          updatedAt: new Date(buildTime).toISOString(),
        });
      }
    }
    return store;
  }

  private load(file: string) {
    let parsed: IndexFile;
    try {
      parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as IndexFile;
    } catch (error) {
      throw new Error(`The index file ${file} is not valid JSON (${(error as Error).message}).`);
    }
    this.indexes.set(decodeURIComponent(path.basename(file, '.json')), {
      records: new Map(parsed.records.map((r) => [r.objectID, r])),
      settings: parsed.settings,
      synonyms: byId(parsed.synonyms ?? []),
      updatedAt: fs.statSync(file).mtime.toISOString(),
    });
  }

  private file(indexName: string) {
    return path.join(this.dataDir, fileName(indexName));
  }

  /** Writes an index's file; a disk that refuses it is a 503 (logged by the service), nothing changed. */
  private persist(indexName: string, entry: Entry) {
    const data: IndexFile = {
      settings: entry.settings,
      records: [...entry.records.values()],
      synonyms: [...entry.synonyms.values()],
    };
    onDisk(() => writeFileAtomic(this.file(indexName), JSON.stringify(data)));
  }

  private task() {
    this.lastTask = Math.max(this.lastTask + 1, Date.now());
    return this.lastTask;
  }

  /** Saves a changed copy of an index, then serves it (in that order: see the top of this file). */
  private changed(indexName: string, entry: Entry) {
    entry.updatedAt = new Date().toISOString();
    entry.searchIndex = undefined;
    this.persist(indexName, entry);
    this.indexes.set(indexName, entry);
  }

  /** A copy of the index to change (an empty one when it does not exist yet). */
  private entryOrNew(indexName: string): Entry {
    const entry = this.indexes.get(indexName);
    return entry ? copyOf(entry) : emptyEntry();
  }

  has(indexName: string) {
    return this.indexes.has(indexName);
  }

  /** Each index: its name, its records' count, and its search index if one was built (for the metrics). */
  indexStats(): {name: string; records: number; searchIndex?: SearchIndex}[] {
    return [...this.indexes].map(([name, entry]) => ({
      name,
      records: entry.records.size,
      searchIndex: entry.searchIndex,
    }));
  }

  records(indexName: string): IndexRecord[] | undefined {
    const entry = this.indexes.get(indexName);
    return entry && [...entry.records.values()];
  }

  /** The search index over an index's records, or undefined (no such index). */
  searchIndex(indexName: string): SearchIndex | undefined {
    const entry = this.indexes.get(indexName);
    if (!entry) return undefined;
    entry.searchIndex ??= searchIndexOf(indexName, entry);
    return entry.searchIndex;
  }

  /** Applies a batch of writes, all or none (every write is checked before any is applied). */
  batch(indexName: string, requests: BatchRequest[]) {
    const writes = requests.map(({action, body}, i) => {
      const objectID = objectIdOf(body);
      const needsBody = action !== 'delete' && action !== 'clear';
      if (needsBody && (typeof body !== 'object' || body === null || Array.isArray(body)))
        throw new SearchError(400, `requests[${i}].body must be an object`);
      if (needsBody) checkDocument(body, `requests[${i}].body`, DOCUMENT_LIMITS.recordBytes);
      switch (action) {
        case 'addObject':
          return {action, objectID: objectID ?? crypto.randomUUID(), body};
        case 'updateObject':
        case 'partialUpdateObject':
        case 'partialUpdateObjectNoCreate':
        case 'deleteObject':
          if (objectID === undefined)
            throw new SearchError(400, `requests[${i}]: ${action} needs an objectID`);
          return {action, objectID, body};
        case 'delete':
        case 'clear':
          return {action, objectID: undefined, body};
        default:
          throw new SearchError(400, `requests[${i}]: invalid action "${String(action)}"`);
      }
    });
    const entry = this.entryOrNew(indexName);
    const objectIDs: string[] = [];
    for (const {action, objectID, body} of writes) {
      if (objectID === undefined) {
        entry.records.clear();
        if (action === 'delete') {
          entry.settings = {};
          entry.synonyms.clear();
        }
        continue;
      }
      objectIDs.push(objectID);
      const current = entry.records.get(objectID);
      if (action === 'deleteObject') entry.records.delete(objectID);
      else if (action === 'addObject' || action === 'updateObject')
        entry.records.set(objectID, {...body, objectID});
      else if (current || action === 'partialUpdateObject')
        entry.records.set(objectID, {...current, ...body, objectID});
    }
    this.changed(indexName, entry);
    return {taskID: this.task(), objectIDs};
  }

  /**
   * Algolia's copy: the destination is replaced by the source (only the settings when `scope` names
   * them); a source that does not exist copies as an empty index.
   */
  copy(source: string, destination: string, scope?: string[]) {
    const from = this.indexes.get(source) ?? emptyEntry();
    const to = scope ? this.entryOrNew(destination) : {...from, records: new Map(from.records)};
    if (!scope || scope.includes('settings')) to.settings = structuredClone(from.settings);
    if (!scope || scope.includes('synonyms')) to.synonyms = new Map(from.synonyms);
    this.changed(destination, to);
    return {taskID: this.task(), updatedAt: new Date().toISOString()};
  }

  /** Algolia's move (rename), replacing the destination; a source that does not exist is ignored. */
  move(source: string, destination: string) {
    const entry = this.indexes.get(source);
    if (entry && source !== destination) {
      if (!fs.existsSync(this.file(source))) this.persist(source, entry);
      onDisk(() => {
        renameDurable(this.file(source), this.file(destination));
        const now = new Date();
        fs.utimesSync(this.file(destination), now, now); // the push's time, for "the newer wins"
      });
      this.indexes.delete(source);
      entry.updatedAt = new Date().toISOString();
      // Index the records now, so that the first search after the swap answers as fast as any other.
      entry.searchIndex = searchIndexOf(destination, entry);
      this.indexes.set(destination, entry);
    }
    return {taskID: this.task(), updatedAt: new Date().toISOString()};
  }

  deleteIndex(indexName: string) {
    onDisk(() => fs.rmSync(this.file(indexName), {force: true}));
    this.indexes.delete(indexName);
    return {taskID: this.task(), deletedAt: new Date().toISOString()};
  }

  /**
   * Replaces the given settings (the others are kept), creating the index if needed. Settings the
   * engine could not apply (a wrong type, an unknown ranking criterion) are a 400, nothing stored.
   */
  setSettings(indexName: string, settings: IndexSettings) {
    checkDocument(settings, 'The settings');
    const entry = this.entryOrNew(indexName);
    const merged = {...entry.settings, ...settings};
    resolveSettings(merged);
    entry.settings = merged;
    this.changed(indexName, entry);
    return {taskID: this.task(), updatedAt: new Date().toISOString()};
  }

  getSettings(indexName: string): IndexSettings {
    const entry = this.indexes.get(indexName);
    if (!entry) throw new SearchError(404, 'Index does not exist');
    return entry.settings;
  }

  /** Algolia's saveSynonyms: all checked before any is stored; `replace` drops the others first. */
  saveSynonyms(indexName: string, synonyms: unknown[], replace: boolean) {
    checkDocument(synonyms, 'The synonyms');
    const checked = synonyms.map((s, i) => checkSynonym(s, `synonyms[${i}]`));
    const entry = this.entryOrNew(indexName);
    if (replace) entry.synonyms.clear();
    for (const synonym of checked) entry.synonyms.set(synonym.objectID, synonym);
    this.changed(indexName, entry);
    return {taskID: this.task(), updatedAt: new Date().toISOString()};
  }

  /** Algolia's saveSynonym: the objectID of the path wins over the body's. */
  saveSynonym(indexName: string, objectID: string, synonym: unknown) {
    checkDocument(synonym, 'The synonym');
    const checked = checkSynonym(synonym, 'synonym', objectID);
    const entry = this.entryOrNew(indexName);
    entry.synonyms.set(objectID, checked);
    this.changed(indexName, entry);
    return {taskID: this.task(), updatedAt: new Date().toISOString(), id: objectID};
  }

  getSynonym(indexName: string, objectID: string): Synonym {
    const synonym = this.indexes.get(indexName)?.synonyms.get(objectID);
    if (!synonym) throw new SearchError(404, 'Synonym does not exist');
    return synonym;
  }

  deleteSynonym(indexName: string, objectID: string) {
    if (!this.indexes.get(indexName)?.synonyms.has(objectID))
      throw new SearchError(404, 'Synonym does not exist');
    const entry = this.entryOrNew(indexName);
    entry.synonyms.delete(objectID);
    this.changed(indexName, entry);
    return {taskID: this.task(), deletedAt: new Date().toISOString()};
  }

  clearSynonyms(indexName: string) {
    const entry = this.entryOrNew(indexName);
    entry.synonyms.clear();
    this.changed(indexName, entry);
    return {taskID: this.task(), updatedAt: new Date().toISOString()};
  }

  /** Algolia's searchSynonyms: the synonyms whose words contain the query's, of one type, a page of them. */
  searchSynonyms(indexName: string, {query = '', type, page = 0, hitsPerPage = 100}: SynonymSearch) {
    const entry = this.indexes.get(indexName);
    if (!entry) throw new SearchError(404, 'Index does not exist');
    const wanted = type === undefined ? undefined : synonymType(type);
    if (type !== undefined && !wanted) throw new SearchError(400, `Invalid value for type: "${type}"`);
    const needle = query.trim().toLowerCase();
    const all = [...entry.synonyms.values()].filter(
      (s) =>
        (!wanted || synonymType(s.type) === wanted) &&
        (!needle ||
          JSON.stringify({...s, type: undefined})
            .toLowerCase()
            .includes(needle)),
    );
    return {hits: all.slice(page * hitsPerPage, (page + 1) * hitsPerPage), nbHits: all.length};
  }

  /** Every task is published when its request returns; ids never handed out are unknown. */
  taskStatus(taskID: number) {
    if (!Number.isInteger(taskID) || taskID <= 0 || taskID > this.lastTask)
      throw new SearchError(404, 'Task does not exist');
    return {status: 'published' as const};
  }
}
