/**
 * An Algolia query -> Algolia results, over any records, as the index's settings
 * (search/engine/settings.ts) and synonyms (synonyms.ts) say.
 *
 * The inverted index (inverted.ts) expands each query word to the index's words
 * it matches and finds the records of every slot (AND) or any (OR) as bitsets;
 * query.ts reads the query. On those candidates this module applies the rest of
 * Algolia's search:
 * facet filters, the ranking (ranking.ts), words made optional when nothing
 * matches, distinct, paging, facet counts, and the highlight and snippet
 * results (highlight.ts).
 */
import crypto from 'node:crypto';
import {highlighter, type HighlightResult, type SnippetResult, type Tags, type TextWords} from './highlight';
import {parseParams, paramsString, type FacetFilters, type SearchParams} from './params';
import {SearchError} from './errors';
import {AnswerBudget} from './limits';
import {resolveSettings, type EngineSettings, type RemoveWords} from './settings';
import {parseQuery, type ParsedQuery} from './query';
import {synonymTable, type Synonym, type SynonymTable} from './synonyms';
import {AnswerCache} from './lru';
import {InvertedIndex, add, and, members, or, type Expansion, type RecordSet} from './inverted';
import {
  comparator,
  Layout,
  best,
  ranking,
  unranked,
  textsOf,
  wordsOf,
  sortAttributes,
  sortPlaces,
  keyPacker,
  sortValue,
  type Candidate,
  type IndexRecord,
  type Ranked,
  type SortPlaces,
  Scratch,
} from './ranking';

/** Dotted paths split into their keys, once per path. */
const splitPaths = new Map<string, string[]>();

/**
 * A value of a record by dotted path ("hierarchy.lvl1"): own properties of objects only, so that a
 * path a client sends ("constructor.name", "content.length", "__proto__") never reaches a prototype.
 */
function get(record: object, path: string): unknown {
  return at(record, keysOf(path));
}

/** The synonyms of a query sent with `synonyms: false`. */
const NO_SYNONYMS: SynonymTable = new Map();

/** Bits of a record's matched attributes are kept in one 32-bit number: at most 31 searchable attributes. */
const MAX_FIELDS = 31;

/**
 * Every attribute of the records with text in it, in the order first seen ("hierarchy.lvl1"…): what
 * Algolia searches when an index has no searchableAttributes.
 */
function textAttributes(records: IndexRecord[]): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, path: string) => {
    if (found.size >= MAX_FIELDS) return;
    if (typeof value === 'string' || (Array.isArray(value) && value.some((v) => typeof v === 'string'))) {
      if (path && path !== 'objectID') found.add(path);
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const key of Object.keys(value))
        walk((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
    }
  };
  for (const record of records) walk(record, '');
  return [...found];
}

/** A record's values of an attribute as facet text (a list's each, "undefined" when missing). */
function facetTexts(record: IndexRecord, keys: string[]): string[] {
  const actual = at(record, keys);
  try {
    return Array.isArray(actual) ? actual.map(String) : [String(actual)];
  } catch {
    // A value whose toString is not a function ({"toString": 1}): no value to match.
    return [];
  }
}

/**
 * Top-level entries AND together; the entries of a nested list OR together. Each list's filters are
 * grouped by attribute once per search ("attribute:value" in `any`, "-attribute:value" in `none`),
 * so a record costs one lookup per attribute, not one per filter.
 */
function facetPredicate(filters: FacetFilters): (record: IndexRecord) => boolean {
  const groups = filters.map((entry) => {
    const byAttribute = new Map<string, {keys: string[]; any: Set<string>; none: Set<string>}>();
    for (const filter of Array.isArray(entry) ? entry : [entry]) {
      const negated = filter.startsWith('-');
      const [attribute, ...rest] = (negated ? filter.slice(1) : filter).split(':');
      let group = byAttribute.get(attribute);
      if (!group)
        byAttribute.set(attribute, (group = {keys: keysOf(attribute), any: new Set(), none: new Set()}));
      (negated ? group.none : group.any).add(rest.join(':'));
    }
    return [...byAttribute.values()];
  });
  const passes = (record: IndexRecord, {keys, any, none}: (typeof groups)[number][number]) => {
    const values = facetTexts(record, keys);
    if (values.some((value) => any.has(value))) return true;
    for (const value of none) if (!values.includes(value)) return true;
    return false;
  };
  return (record) => groups.every((group) => group.some((test) => passes(record, test)));
}

/** A dotted path split into its keys, once per distinct path. */
function keysOf(path: string): string[] {
  let keys = splitPaths.get(path);
  if (!keys) {
    keys = path.split('.');
    if (splitPaths.size < 1000) splitPaths.set(path, keys);
  }
  return keys;
}

/** get() on a path already split. */
function at(record: object, keys: string[]): unknown {
  let value: unknown = record;
  for (const key of keys) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The object at the first `length` keys of a path, created (with the objects on the way) when missing. */
function objectAt(
  target: Record<string, unknown>,
  keys: string[],
  length = keys.length,
): Record<string, unknown> {
  let into = target;
  for (let i = 0; i < length; i += 1) into = (into[keys[i]] ??= {}) as Record<string, unknown>;
  return into;
}

/** Sets `value` at a path, creating the objects on the way. */
function setAt(target: Record<string, unknown>, keys: string[], value: unknown) {
  objectAt(target, keys, keys.length - 1)[keys[keys.length - 1]] = value;
}

/**
 * Sets in `target` what `result` gives for each text of an attribute of a record: the attribute
 * itself when it is text, each text of a list (as a list, as Algolia highlights lists), each text
 * value of an object ("hierarchy" -> hierarchy.lvl0…).
 */
function eachText<T>(
  record: IndexRecord,
  keys: string[],
  target: Record<string, unknown>,
  /**
   * The text, and where it is when it is its attribute's only text (not an element of a list): the
   * path `keys`, or the `key` of an object at that path.
   */
  result: (text: string, at?: {keys: string[]; key?: string}) => T,
) {
  const value = at(record, keys);
  if (typeof value === 'string') setAt(target, keys, result(value, {keys}));
  else if (Array.isArray(value))
    setAt(
      target,
      keys,
      value.filter((v) => typeof v === 'string').map((v) => result(v)),
    );
  else if (value && typeof value === 'object') {
    let into: Record<string, unknown> | undefined;
    for (const key of Object.keys(value)) {
      const inner = (value as Record<string, unknown>)[key];
      if (typeof inner !== 'string') continue;
      into ??= objectAt(target, keys);
      into[key] = result(inner, {keys, key});
    }
  }
}

/**
 * How one search turns records into hits, planned once per search: the attributes to retrieve,
 * highlight and snippet, their paths split once.
 */
function decorator(
  params: SearchParams,
  highlighted: string[],
  marker: ReturnType<typeof highlighter>,
  /** A record's searchable attribute (by path) as word ids, when the index has them. */
  wordsAt: (id: number, path: string[], key?: string) => TextWords | undefined,
) {
  const tags: Tags = {pre: params.highlightPreTag, post: params.highlightPostTag};
  const everything = params.attributesToRetrieve.includes('*');
  const retrieved = params.attributesToRetrieve.map(keysOf);
  const highlights = highlighted.map(keysOf);
  const snippets = params.attributesToSnippet.map((spec) => {
    const [attribute, count] = spec.split(':');
    // A whole number of words, at least one ("content:0.5" gets the default, as "content" does).
    const size = Math.floor(Number(count)) > 0 ? Math.floor(Number(count)) : 10;
    return {keys: keysOf(attribute), size};
  });
  const ellipsis = params.snippetEllipsisText;
  return (record: IndexRecord, id: number): SearchHit => {
    const words = (where?: {keys: string[]; key?: string}) => where && wordsAt(id, where.keys, where.key);
    // The attributes asked for ("*", "hierarchy", "hierarchy.lvl1"…), and always objectID.
    let hit: Record<string, unknown>;
    if (everything) hit = {...record};
    else {
      hit = {objectID: record.objectID};
      for (const keys of retrieved) {
        const value = at(record, keys);
        if (value !== undefined) setAt(hit, keys, value);
      }
    }
    const highlightResult: Nested<HighlightResult> = {};
    for (const keys of highlights)
      eachText(record, keys, highlightResult, (text, path) => marker.highlight(text, tags, words(path)));
    hit._highlightResult = highlightResult;
    if (snippets.length) {
      const snippetResult: Nested<SnippetResult> = {};
      for (const {keys, size} of snippets)
        eachText(record, keys, snippetResult, (text, path) =>
          marker.snippet(text, size, tags, ellipsis, words(path)),
        );
      hit._snippetResult = snippetResult;
    }
    return hit as SearchHit;
  };
}

/**
 * removeWordsIfNoResults, as Algolia documents it: the slots each retry requires, in order, when the
 * query found nothing. lastWords makes the last word optional, then the last two… (at most 5);
 * firstWords the same from the start; allOptional every word (any one word is enough).
 */
function relaxations(required: boolean[], strategy: RemoveWords): boolean[][] {
  const count = required.length;
  const steps = Math.min(5, count - 1);
  const range = (n: number) => Array.from({length: n}, (_, i) => i + 1);
  switch (strategy) {
    case 'lastWords':
      return range(steps).map((k) => required.map((r, i) => r && i < count - k));
    case 'firstWords':
      return range(steps).map((k) => required.map((r, i) => r && i >= k));
    case 'allOptional':
      return count > 1 ? [required.map(() => false)] : [];
    default:
      return [];
  }
}

/** Highlight or snippet results, nested as the attributes are ("hierarchy.lvl1" → {hierarchy: {lvl1: …}}). */
type Nested<T> = {[attribute: string]: T | T[] | Nested<T>};

/** One hit: the attributes retrieved, and the highlighted and snippeted text of the ones asked for. */
type SearchHit = Record<string, unknown> & {
  _highlightResult: Nested<HighlightResult>;
  _snippetResult?: Nested<SnippetResult>;
};

export type SearchResponse = Record<string, unknown> & {hits: SearchHit[]; nbHits: number};

/** What a query's parameters alone decide (the rest of a response echoes the request). */
type Answer = {
  hits: SearchHit[];
  nbHits: number;
  facets: Record<string, Record<string, number>>;
  /** The bytes of the hits as JSON (limits.ts): what each request that gets them spends. */
  bytes: number;
  /** `hits` as JSON, built with them (it is most of the bytes). */
  hitsJson: string;
  /** What the response says of the parameters, copied when the answer is made. */
  echo: {
    page: number;
    hitsPerPage: number;
    nbPages: number;
    query: string;
    facets: boolean;
    clickAnalytics: boolean;
    /** What the search analytics see of the query, or undefined with `analytics: false`. */
    seen?: SearchSeen;
  };
};

/** What a search tells the search analytics (search/service/analytics.ts). */
export type SearchSeen = {
  /** The query as searched (at most 512 characters). */
  query: string;
  nbHits: number;
  /** Whether facet filters narrowed it. */
  filtered: boolean;
};

/** Requests whose JSON is longer than this are never cached by it (see SearchIndex.respond). */
const MAX_REQUEST_KEY = 4096;

export type SearchIndexOptions = {
  /**
   * How many answers (pages of up to 100 hits) to keep, by normalised parameters; 0: none.
   * Answers are shared between responses: treat them as read-only.
   */
  cacheSize?: number;
  /** The index's settings, as `setSettings` takes them (Algolia's defaults for the ones missing). */
  settings?: Record<string, unknown>;
  /** The index's synonyms, as `saveSynonyms` takes them. */
  synonyms?: Synonym[];
};

export class SearchIndex {
  readonly settings: EngineSettings;
  /** The searchable attributes, and each one's rank for the attribute criterion. */
  readonly fields: string[];
  private readonly ranks: number[];
  private readonly answers: AnswerCache<Answer>;
  /** Each record, and its values for the sorts of the ranking. */
  private readonly candidates: Candidate[];
  /** Each record's searchable attributes as word ids, for ranking and highlighting. */
  private readonly layout: Layout;
  /** Each searchable attribute's place in `fields`, by path. */
  private readonly fieldAt: Map<string, number>;
  /** The words of the searchable attributes and the records holding each (also for splitting and concatenating query words). */
  private readonly inverted: InvertedIndex;
  /** Facet values by record, per attribute of attributesForFaceting counted so far (see facetValues). */
  private readonly facetTables = new Map<string, {of: Int32Array; values: string[]}>();
  /** Records passing each facet filter set seen lately (see filtered). */
  private readonly filters = new Map<string, RecordSet>();
  private readonly synonyms: SynonymTable;
  /** Each record's attributeForDistinct group, numbered from 0 (a record without the attribute is a group of its own). */
  private readonly groups: Int32Array;
  private readonly groupCount: number;
  private readonly compare: (a: Ranked, b: Ranked) => number;
  /** The ranking with typo first, which typoTolerance "min" and "strict" force (as in Algolia). */
  private readonly compareTypoFirst: (a: Ranked, b: Ranked) => number;
  /** The settings with typo first in the ranking. */
  private readonly typoFirst: EngineSettings;
  /** Each record's place by each sort attribute (sortPlaces), for the packed ranking keys. */
  private readonly places: SortPlaces;
  /** The tables each search fills (ranking's Scratch), reused. */
  private readonly scratch: Scratch;
  /** Each record's JSON length, measured the first time it is a hit (the answer budget's first check). */
  private readonly recordBytes: (number | undefined)[] = [];

  constructor(
    readonly name: string,
    records: IndexRecord[],
    {cacheSize = 500, settings = {}, synonyms = []}: SearchIndexOptions = {},
  ) {
    this.settings = resolveSettings(settings);
    this.answers = new AnswerCache(cacheSize);
    const searchable =
      this.settings.searchableAttributes?.slice(0, MAX_FIELDS) ??
      textAttributes(records).map((attribute, rank) => ({attribute, rank}));
    this.fields = searchable.map((s) => s.attribute);
    this.ranks = searchable.map((s) => s.rank);
    this.fieldAt = new Map(this.fields.map((field, i) => [field, i]));
    const sorts = sortAttributes(this.settings);
    this.candidates = records.map((record) => {
      return {
        record,
        values: sorts.map(({attribute, order}) => sortValue(get(record, attribute), order)),
      };
    });
    this.synonyms = synonymTable(synonyms);
    const distinctOn = this.settings.attributeForDistinct;
    const numbers = new Map<unknown, number>();
    this.groups = Int32Array.from(records, (record) => {
      const value = distinctOn ? get(record, distinctOn) : undefined;
      if (value === undefined || value === null) return numbers.set(Symbol(), numbers.size).size - 1;
      const key = typeof value === 'object' ? JSON.stringify(value) : value;
      let group = numbers.get(key);
      if (group === undefined) numbers.set(key, (group = numbers.size));
      return group;
    });
    this.groupCount = numbers.size;
    // Each record's searchable texts, read once for the inverted index and the layout.
    const texts = records.map((record) => this.fields.map((attribute) => textsOf(get(record, attribute))));
    this.inverted = new InvertedIndex(records.length, (id) => wordsOf(texts[id]));
    const inverted = this.inverted;
    this.layout = Layout.of(
      records.length,
      this.fields.length,
      (id) => texts[id],
      (word) => inverted.idOf(word),
    );
    this.compare = comparator(this.settings);
    this.typoFirst = {
      ...this.settings,
      ranking: ['typo', ...this.settings.ranking.filter((name) => name !== 'typo')],
    };
    this.compareTypoFirst = comparator(this.typoFirst);
    this.places = sortPlaces(this.candidates, this.settings);
    this.scratch = new Scratch(records.length, this.inverted.vocabularySize);
  }

  /** One query, with its parameters as an Algolia client sends them. */
  search(request: Record<string, unknown>): SearchResponse {
    return this.respond(request, false, new AnswerBudget()).response;
  }

  /**
   * `search`'s response as JSON text, as the service sends it. A cached answer's hits are
   * serialised once, not on every keystroke that asks for them again. `seen` hears of the search
   * unless it asked for `analytics: false`.
   */
  searchJson(
    request: Record<string, unknown>,
    seen?: (search: SearchSeen) => void,
    /** What the request's answers may still weigh (one budget for the queries of a multi-query). */
    budget = new AnswerBudget(),
  ): string {
    const {response, answer} = this.respond(request, true, budget);
    if (seen && answer.echo.seen) seen(answer.echo.seen);

    const {hits: _hits, ...rest} = response;
    return `{"hits":${answer.hitsJson},${JSON.stringify(rest).slice(1)}`;
  }

  /**
   * The answer to a request, from the cache when it has it. Answers are keyed by the parsed
   * parameters (unknown ones dropped, the query cut), except a request parsed from JSON
   * (`fromJson`: the service's, up to MAX_REQUEST_KEY characters), which round-trips exactly and is
   * keyed by its own JSON, so that a repeated keystroke is not even parsed again. A library
   * caller's request may hold what JSON cannot say (NaN, undefined): it never is.
   */
  private respond(
    request: Record<string, unknown>,
    fromJson: boolean,
    budget: AnswerBudget,
  ): {response: SearchResponse; answer: Answer} {
    const started = performance.now();
    const caching = this.answers.size > 0;
    let requestKey = caching && fromJson ? `r${JSON.stringify(request)}` : '';
    if (requestKey.length > MAX_REQUEST_KEY) requestKey = '';
    let answer = requestKey ? this.answers.get(requestKey) : undefined;
    if (answer) budget.spend(answer.bytes);
    else {
      const params = parseParams(request, this.settings);
      const key = requestKey || (caching ? `p${JSON.stringify(params)}` : '');
      if (key !== requestKey) answer = this.answers.get(key);
      if (answer) budget.spend(answer.bytes);
      else {
        answer = this.answer(params, budget);
        // Pages of up to 100 hits (DocSearch asks for 20): 500 answers stay within a few tens of MB.
        if (key && params.hitsPerPage <= 100) this.answers.set(key, answer);
      }
    }
    const {hits, nbHits, facets, echo} = answer;
    const response: SearchResponse = {
      hits,
      nbHits,
      page: echo.page,
      nbPages: echo.nbPages,
      hitsPerPage: echo.hitsPerPage,
      exhaustiveNbHits: true,
      exhaustiveTypo: true,
      exhaustive: {nbHits: true, typo: true},
      query: echo.query,
      params: paramsString(request),
      index: this.name,
      renderingContent: {},
      processingTimeMS: Math.round(performance.now() - started),
    };
    if (echo.facets) response.facets = facets;
    if (echo.clickAnalytics) response.queryID = queryId();
    return {response, answer};
  }

  /** Each record's value of a facet attribute, as a number (-1: none), and the values: computed once per attribute. */
  private facetValues(facet: string): {of: Int32Array; values: string[]} {
    let found = this.facetTables.get(facet);
    if (!found) {
      const numbers = new Map<string, number>();
      const of = Int32Array.from(this.candidates, ({record}) => {
        const value = get(record, facet);
        if (value === undefined || value === null) return -1;
        let text: string;
        try {
          text = String(value);
        } catch {
          // An object whose toString is not a function ({"toString": 1}): no value to count.
          return -1;
        }
        let number = numbers.get(text);
        if (number === undefined) numbers.set(text, (number = numbers.size));
        return number;
      });
      found = {of, values: [...numbers.keys()]};
      this.facetTables.set(facet, found);
    }
    return found;
  }

  /** The records that pass the facet filters, computed once per distinct filters (DocSearch sends the same ones every time). */
  private filtered(filters: FacetFilters): RecordSet {
    const key = JSON.stringify(filters);
    let set = this.filters.get(key);
    if (!set) {
      const keep = facetPredicate(filters);
      set = this.inverted.empty();
      this.candidates.forEach(({record}, id) => {
        if (keep(record)) add(set!, id);
      });
      if (this.filters.size >= 100) this.filters.clear();
      this.filters.set(key, set);
    }
    // Shared between searches: only ever read (the candidates are intersected with it, not it with them).
    return set;
  }

  /** Each slot's records: all its words' (each word expanded to the index's words it matches), or one of its synonyms'. */
  private slotRecords(
    query: ParsedQuery,
    expansions: Expansion[],
    alternativeSets: RecordSet[][],
  ): RecordSet[] {
    return query.slots.map((slot, s) => {
      let own: RecordSet | undefined;
      for (let i = slot.first; i < slot.first + slot.count; i += 1) {
        const records = this.inverted.unionOf(expansions[i].ids);
        own = own ? and(own, records) : records;
      }
      for (const records of alternativeSets[s]) or(own!, records);
      return own!;
    });
  }

  /**
   * The records matching the query's required slots (at least one word when none is), with their
   * criteria or bounds of them: every slot's records, or any slot's when words may be missing.
   * `slots` are reused by each retry of removeWordsIfNoResults, so they are combined into a copy.
   */
  private matching(
    rank: ReturnType<typeof ranking>,
    params: SearchParams,
    slots: RecordSet[],
    required: boolean[],
    keep: RecordSet,
  ): Ranked[] {
    const combined = slots.slice(1).reduce(required.every(Boolean) ? and : or, slots[0].slice());
    const found = and(combined, keep);
    const matched: Ranked[] = [];
    for (const id of members(found)) {
      const result = rank.evaluate(id, required);
      if (result) matched.push(result);
    }
    return withinTypos(matched, params.typoTolerance);
  }

  private answer(params: SearchParams, budget: AnswerBudget): Answer {
    const query = parseQuery(
      params.query,
      params,
      params.synonyms ? this.synonyms : NO_SYNONYMS,
      this.inverted,
    );
    const keep = this.filtered(params.facetFilters);

    let ranked: Ranked[];
    let finish = (bounds: Ranked) => bounds;
    let packed = false;
    let matched = {members: [] as Int32Array[], complete: false};
    const typoFirst = params.typoTolerance === 'min' || params.typoTolerance === 'strict';
    const order = typoFirst ? this.typoFirst : this.settings;
    if (query.slots.length === 0) {
      ranked = [];
      // Every criterion ties: the key is the sorts alone.
      const pack = keyPacker(order, this.places, {words: 0, worst: 0, bySum: false});
      packed = pack !== undefined;
      for (const id of members(keep)) {
        const bounds = unranked(id, this.candidates[id]);
        if (pack) bounds.key = pack(bounds);
        ranked.push(bounds);
      }
    } else {
      const required = query.slots.map((slot) => !slot.optional);
      const expansions = query.words.map((word) => this.inverted.expand(word));
      const rank = ranking(
        query,
        this.candidates,
        this.layout,
        this.inverted,
        this.ranks,
        params,
        expansions,
        this.places,
        order,
        this.scratch,
      );
      const slots = this.slotRecords(query, expansions, rank.alternativeSets);
      packed = rank.packed;
      finish = rank.finish;
      matched = rank.matched;
      ranked = this.matching(rank, params, slots, required, keep);
      // Nothing matches every word: retry with words made optional, as removeWordsIfNoResults says.
      for (const relaxed of relaxations(required, params.removeWordsIfNoResults)) {
        if (ranked.length > 0) break;
        ranked = this.matching(rank, params, slots, relaxed, keep);
      }
    }

    const facets: Record<string, Record<string, number>> = {};
    const faceting = this.settings.attributesForFaceting;
    const facetNames = params.facets.includes('*') ? faceting : params.facets;
    for (const facet of facetNames.filter((f) => faceting.includes(f))) {
      const {of, values} = this.facetValues(facet);
      // Counted by value number, in the order values are first met (a value such as "constructor"
      // or "__proto__" is a value like any other: the object is built from entries).
      const counts = new Int32Array(values.length);
      const met: number[] = [];
      for (const {id} of ranked) {
        const value = of[id];
        if (value >= 0 && counts[value]++ === 0) met.push(value);
      }
      facets[facet] = Object.fromEntries(met.map((value) => [values[value], counts[value]]));
    }

    const compare = typoFirst ? this.compareTypoFirst : this.compare;
    // The records' order breaks complete ties (as a stable sort of them all would).
    const byRank = packed
      ? (a: Ranked, b: Ranked) => a.key! - b.key! || a.id - b.id
      : (a: Ranked, b: Ranked) => compare(a, b) || a.id - b.id;
    const {groups} = this;
    const groupOf = (id: number) => groups[id];
    const perGroup = this.settings.attributeForDistinct ? params.distinct : 0;
    let nbHits = ranked.length;
    if (perGroup > 0) {
      // Each group counts up to `perGroup` hits.
      const sizes = new Uint32Array(this.groupCount);
      nbHits = 0;
      for (const {id} of ranked) if (sizes[groups[id]]++ < perGroup) nbHits += 1;
    }

    // Only the first paginationLimitedTo hits can be reached: a page beyond them is empty, and
    // nothing past them is ranked.
    const {page, hitsPerPage, paginationLimitedTo} = params;
    const from = Math.min(page * hitsPerPage, paginationLimitedTo, nbHits);
    const to = Math.min((page + 1) * hitsPerPage, paginationLimitedTo, nbHits);
    const hits = best(ranked, to, {
      byRank,
      finish,
      perGroup,
      groupOf,
    });
    // Refused before anything is built when the page's records alone are over the budget.
    const onPage = hits.slice(from, to);
    let recordBytes = 0;
    for (const {id, record} of onPage) recordBytes += this.recordBytes[id] ??= JSON.stringify(record).length;
    budget.check(recordBytes);
    const highlighted = params.attributesToHighlight ?? this.fields;
    const fieldOf = new Map<string[], Map<string, number>>();
    const decorate = decorator(params, highlighted, highlighter(query, matched), (id, keys, key = '') => {
      // A key with a dot ("a.b" in {a: {b}}) names no one path: matched as text.
      if (key.includes('.')) return undefined;
      // Paths are split once (keysOf): each is looked up once per search.
      let byKey = fieldOf.get(keys);
      if (!byKey) fieldOf.set(keys, (byKey = new Map()));
      let field = byKey.get(key);
      if (field === undefined)
        byKey.set(key, (field = this.fieldAt.get(key ? `${keys.join('.')}.${key}` : keys.join('.')) ?? -1));
      if (field < 0 || !this.layout.isPlain(id, field)) return undefined;
      return {terms: this.layout.terms, from: this.layout.start(id, field)};
    });
    // Each hit serialised as it is built, its bytes counted against the budget: building stops at
    // the limit (limits.ts), and the JSON is what the service sends.
    const built: SearchHit[] = [];
    const json: string[] = [];
    let bytes = 2;
    for (const ranked of onPage) {
      const decorated = decorate(ranked.record, ranked.id);
      const hit = params.getRankingInfo ? {...decorated, _rankingInfo: rankingInfo(ranked)} : decorated;
      const text = JSON.stringify(hit);
      bytes += text.length + 1;
      budget.check(bytes);
      built.push(hit);
      json.push(text);
    }
    budget.spend(bytes);
    return {
      bytes,
      hits: built,
      hitsJson: `[${json.join(',')}]`,
      nbHits,
      facets,
      echo: {
        page,
        hitsPerPage,
        nbPages: hitsPerPage > 0 ? Math.ceil(Math.min(nbHits, paginationLimitedTo) / hitsPerPage) : 0,
        query: params.query,
        facets: params.facets.length > 0,
        clickAnalytics: params.clickAnalytics,
        seen: params.analytics
          ? {query: params.query, nbHits, filtered: params.facetFilters.length > 0}
          : undefined,
      },
    };
  }
}

/**
 * typoTolerance "min" keeps only the hits with the fewest typos; "strict" those with the two lowest
 * numbers of typos among the hits (Algolia: "the two smallest numbers of typos").
 */
function withinTypos(ranked: Ranked[], tolerance: EngineSettings['typoTolerance']): Ranked[] {
  if (tolerance !== 'min' && tolerance !== 'strict') return ranked;
  const counts = [...new Set(ranked.map((r) => r.typos))].sort((a, b) => a - b);
  const limit = tolerance === 'min' ? counts[0] : (counts[1] ?? counts[0]);
  return ranked.filter((r) => r.typos <= limit);
}

/** Algolia's `_rankingInfo` of a hit: the values its ranking compared. */
const rankingInfo = (ranked: Ranked) => ({
  nbTypos: ranked.typos,
  words: ranked.words,
  proximityDistance: ranked.proximity,
  firstMatchedWord: ranked.attribute * 1000,
  nbExactWords: ranked.exact,
  userScore: 0,
  filters: 0,
  geoDistance: 0,
  geoPrecision: 1,
});

/** A query id for click analytics: 32 hex characters, as Algolia's. */
const queryId = () => crypto.randomUUID().replace(/-/g, '');

export {SearchError};
