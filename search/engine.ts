/**
 * An Algolia query -> Algolia results, over DocSearch records.
 *
 * MiniSearch does the full-text work (inverted index, prefix and fuzzy term
 * expansion, AND of all words). On its candidates this module applies what
 * the DocSearch UI expects of Algolia: facet filters, the tie-breaking ranking
 * (typos, words, proximity, attribute, exact, then custom ranking), distinct,
 * paging, facet counts, and the highlight and snippet results.
 */
import crypto from 'node:crypto';
import MiniSearch, {type SearchOptions, type SearchResult} from 'minisearch';
import settings from './settings.json';
import type {DocSearchRecord} from './records';
import {highlight, snippet, type Tags} from './highlight';
import {parseParams, paramsString, SearchError, type FacetFilters, type SearchParams} from './params';
import {allowedTypos, matchWord, queryWords, tokens, words, type QueryWord} from './text';

/** Searchable attributes in ranking order (settings.searchableAttributes without "unordered(…)"). */
export const SEARCHABLE = settings.searchableAttributes.map((a) => a.replace(/^unordered\((.*)\)$/, '$1'));

type Stored = DocSearchRecord & {id: number};

/** A value of a record by dotted path ("hierarchy.lvl1"). */
function get(record: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], record);
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

function matchesFacet(record: DocSearchRecord, filter: string): boolean {
  const negated = filter.startsWith('-');
  const [attribute, ...rest] = (negated ? filter.slice(1) : filter).split(':');
  const value = rest.join(':');
  const actual = get(record, attribute);
  const hit = Array.isArray(actual) ? actual.map(String).includes(value) : String(actual) === value;
  return negated ? !hit : hit;
}

/** Top-level entries AND together; the entries of a nested list OR together. */
const facetPredicate = (filters: FacetFilters) => (record: DocSearchRecord) =>
  filters.every((f) => (Array.isArray(f) ? f.some((g) => matchesFacet(record, g)) : matchesFacet(record, f)));

type Ranked = {record: Stored; typos: number; proximity: number; attribute: number; exact: number};

/** The normalised words of each searchable attribute of a record, computed once per record. */
const wordsCache = new WeakMap<DocSearchRecord, string[][]>();
function attributeWords(record: DocSearchRecord): string[][] {
  let cached = wordsCache.get(record);
  if (!cached) {
    cached = SEARCHABLE.map((attribute) => tokens(asText(get(record, attribute))).map((t) => t.norm));
    wordsCache.set(record, cached);
  }
  return cached;
}

/** What one query word matched in a record: its words, and the attributes they are in. */
type WordHits = {terms: Set<string>; fields: Set<string>};

/**
 * Algolia's proximity: how far apart consecutive query words are within one attribute, summed
 * (each gap capped at 8); only attributes where every query word matched are looked at.
 */
function proximity(record: DocSearchRecord, hits: WordHits[]): number {
  if (hits.length < 2) return 0;
  let best = 8 * (hits.length - 1);
  const all = attributeWords(record);
  SEARCHABLE.forEach((attribute, index) => {
    if (!hits.every((h) => h.fields.has(attribute))) return;
    const positions = hits.map((h) => all[index].flatMap((word, i) => (h.terms.has(word) ? [i] : [])));
    let sum = 0;
    for (let i = 1; i < positions.length; i += 1) {
      let gap = 8;
      for (const a of positions[i - 1]) for (const b of positions[i]) gap = Math.min(gap, Math.abs(b - a));
      sum += gap;
    }
    best = Math.min(best, sum);
  });
  return best;
}

/** The ranking criteria of a candidate, or undefined when a query word matches none of its words. */
function rank(record: Stored, result: SearchResult | undefined, query: QueryWord[]): Ranked | undefined {
  let typos = 0;
  let exact = 0;
  let attribute = query.length ? SEARCHABLE.length : 0;
  const hits: WordHits[] = [];
  for (const q of query) {
    let bestTypos = Infinity;
    let isExact = false;
    const hit: WordHits = {terms: new Set(), fields: new Set()};
    for (const [term, fields] of Object.entries(result?.match ?? {})) {
      const match = matchWord(q, term);
      if (!match) continue;
      bestTypos = Math.min(bestTypos, match.typos);
      isExact ||= match.exact;
      hit.terms.add(term);
      for (const field of fields) {
        hit.fields.add(field);
        attribute = Math.min(attribute, SEARCHABLE.indexOf(field));
      }
    }
    if (result && !Number.isFinite(bestTypos)) return undefined;
    typos += Number.isFinite(bestTypos) ? bestTypos : 0;
    if (isExact) exact += 1;
    hits.push(hit);
  }
  return {record, typos, proximity: proximity(record, hits), attribute, exact};
}

/** Ranking criteria in Algolia's order; every query word always matches (AND), so "words" ties. */
function compare(a: Ranked, b: Ranked): number {
  return (
    a.typos - b.typos ||
    a.proximity - b.proximity ||
    a.attribute - b.attribute ||
    b.exact - a.exact ||
    b.record.weight.pageRank - a.record.weight.pageRank ||
    b.record.weight.level - a.record.weight.level ||
    a.record.weight.position - b.record.weight.position
  );
}

/** Keeps the attributes asked for ("*", "hierarchy", "hierarchy.lvl1"…), and always objectID. */
function retrieve(record: DocSearchRecord, attributes: string[]): Record<string, unknown> {
  if (attributes.includes('*')) {
    const {id: _id, ...all} = record as Stored;
    return all;
  }
  const out: Record<string, unknown> = {objectID: record.objectID};
  for (const path of attributes) {
    const value = get(record, path);
    if (value !== undefined) setPath(out, path, value);
  }
  return out;
}

/** Sets `value` at a dotted path, creating the objects on the way. */
function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let at = target;
  for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
  at[keys[keys.length - 1]] = value;
}

/** Expands "hierarchy" to its text leaves, keeps dotted paths as they are. */
function leaves(record: DocSearchRecord, attributes: string[]): string[] {
  return attributes.flatMap((attribute) => {
    const value = get(record, attribute);
    if (value && typeof value === 'object') return Object.keys(value).map((key) => `${attribute}.${key}`);
    return [attribute];
  });
}

function decorate(record: Stored, params: SearchParams, query: QueryWord[]) {
  const tags: Tags = {pre: params.highlightPreTag, post: params.highlightPostTag};
  const hit: Record<string, unknown> = retrieve(record, params.attributesToRetrieve);
  const highlightResult: Record<string, unknown> = {};
  for (const path of leaves(record, params.attributesToHighlight)) {
    const value = get(record, path);
    if (typeof value === 'string') setPath(highlightResult, path, highlight(value, query, tags));
  }
  const snippetResult: Record<string, unknown> = {};
  for (const spec of params.attributesToSnippet) {
    const [attribute, count] = spec.split(':');
    const size = Number(count) > 0 ? Number(count) : 10;
    for (const path of leaves(record, [attribute])) {
      const value = get(record, path);
      if (typeof value === 'string')
        setPath(snippetResult, path, snippet(value, query, size, tags, params.snippetEllipsisText));
    }
  }
  hit._highlightResult = highlightResult;
  if (params.attributesToSnippet.length) hit._snippetResult = snippetResult;
  return hit;
}

/** How MiniSearch indexes records: each searchable attribute a field, our own words. */
export const miniSearchOptions = () => ({
  fields: SEARCHABLE,
  idField: 'id',
  extractField: (record: Stored, field: string) =>
    field === 'id' ? String(record.id) : asText(get(record, field)),
  tokenize: words,
  processTerm: (term: string) => term,
});

/** How MiniSearch retrieves the candidates of a query: every word (AND), the last as a prefix, typos. */
export const retrievalOptions = (query: QueryWord[]): SearchOptions => ({
  combineWith: 'AND',
  prefix: (_term, i) => query[i]?.prefix ?? false,
  // One more edit than allowed for short words, so that a swap of two letters (two edits for the
  // index, one typo for Algolia) is found; rank() then keeps only matches within the allowance.
  fuzzy: (term) => (allowedTypos(term) === 1 ? 2 : allowedTypos(term)) || false,
  maxFuzzy: 2,
});

export type SearchResponse = Record<string, unknown> & {hits: Record<string, unknown>[]; nbHits: number};

export class SearchIndex {
  private readonly records: Stored[];
  private readonly mini: MiniSearch<Stored>;

  constructor(
    readonly name: string,
    records: DocSearchRecord[],
  ) {
    this.records = records.map((record, id) => ({...record, id}));
    this.mini = new MiniSearch<Stored>(miniSearchOptions());
    this.mini.addAll(this.records);
  }

  /** One query, with its parameters as an Algolia client sends them. */
  search(request: Record<string, unknown>): SearchResponse {
    const started = performance.now();
    const params = parseParams(request);
    const query = queryWords(params.query);
    const keep = facetPredicate(params.facetFilters);

    let candidates: {record: Stored; result?: SearchResult}[];
    if (query.length === 0) {
      candidates = this.records.filter(keep).map((record) => ({record}));
    } else {
      const results = this.mini.search(query.map((q) => q.word).join(' '), {
        ...retrievalOptions(query),
        filter: (result) => keep(this.records[Number(result.id)]),
      });
      candidates = results.map((result) => ({record: this.records[Number(result.id)], result}));
    }

    const ranked = candidates
      .map(({record, result}) => rank(record, result, query))
      .filter((r): r is Ranked => r !== undefined)
      .sort(compare);

    const facets: Record<string, Record<string, number>> = {};
    const facetNames = params.facets.includes('*') ? settings.attributesForFaceting : params.facets;
    for (const facet of facetNames.filter((f) => settings.attributesForFaceting.includes(f))) {
      const counts: Record<string, number> = {};
      for (const {record} of ranked) {
        const value = get(record, facet);
        if (value !== undefined && value !== null) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
      }
      facets[facet] = counts;
    }

    let hits = ranked;
    if (params.distinct > 0) {
      const seen = new Map<unknown, number>();
      hits = ranked.filter(({record}) => {
        const key = get(record, settings.attributeForDistinct);
        const count = seen.get(key) ?? 0;
        seen.set(key, count + 1);
        return count < params.distinct;
      });
    }

    const {page, hitsPerPage} = params;
    const nbHits = hits.length;
    const response: SearchResponse = {
      hits: hits
        .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
        .map(({record}) => decorate(record, params, query)),
      nbHits,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
      hitsPerPage,
      exhaustiveNbHits: true,
      exhaustiveTypo: true,
      exhaustive: {nbHits: true, typo: true},
      query: params.query,
      params: paramsString(request),
      index: this.name,
      renderingContent: {},
      processingTimeMS: Math.round(performance.now() - started),
    };
    if (params.facets.length) response.facets = facets;
    if (params.clickAnalytics) response.queryID = queryId();
    return response;
  }
}

/** A query id for click analytics: 32 hex characters, as Algolia's. */
const queryId = () => crypto.randomUUID().replace(/-/g, '');

export {SearchError};
