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
import MiniSearch, {type SearchOptions} from 'minisearch';
import settings from './settings.json';
import {highlighter, type HighlightResult, type SnippetResult, type Tags} from './highlight';
import {
  parseParams,
  paramsString,
  SearchError,
  type FacetFilters,
  type RemoveWords,
  type SearchParams,
} from './params';
import {allowedTypos, queryWords, withoutStopWords, words, type QueryWord} from './text';
import {AnswerCache} from './lru';
import {
  comparator,
  positions,
  ranker,
  weightOf,
  type Candidate,
  type IndexRecord,
  type Ranked,
} from './ranking';

/** The index's ranking criteria, in its order (settings.json's `ranking`). */
const compare = comparator(settings.ranking);

/** Searchable attributes in ranking order (settings.searchableAttributes without "unordered(…)"). */
export const SEARCHABLE = settings.searchableAttributes.map((a) => a.replace(/^unordered\((.*)\)$/, '$1'));

type Stored = IndexRecord & {id: number};

/** Dotted paths split into their keys, once per path. */
const splitPaths = new Map<string, string[]>();

/**
 * A value of a record by dotted path ("hierarchy.lvl1"): own properties of objects only, so that a
 * path a client sends ("constructor.name", "content.length", "__proto__") never reaches a prototype.
 */
function get(record: object, path: string): unknown {
  let keys = splitPaths.get(path);
  if (!keys) {
    keys = path.split('.');
    if (splitPaths.size < 1000) splitPaths.set(path, keys);
  }
  let value: unknown = record;
  for (const key of keys) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/** A test of one "attribute:value" (or "-attribute:value") filter, parsed once per search. */
function facetTest(filter: string): (record: IndexRecord) => boolean {
  const negated = filter.startsWith('-');
  const [attribute, ...rest] = (negated ? filter.slice(1) : filter).split(':');
  const value = rest.join(':');
  return (record) => {
    const actual = get(record, attribute);
    const hit = Array.isArray(actual) ? actual.map(String).includes(value) : String(actual) === value;
    return negated ? !hit : hit;
  };
}

/** Top-level entries AND together; the entries of a nested list OR together. */
function facetPredicate(filters: FacetFilters): (record: IndexRecord) => boolean {
  const tests = filters.map((f) => (Array.isArray(f) ? f.map(facetTest) : [facetTest(f)]));
  return (record) => tests.every((any) => any.some((test) => test(record)));
}

/** Keeps the attributes asked for ("*", "hierarchy", "hierarchy.lvl1"…), and always objectID. */
function retrieve(record: IndexRecord, attributes: string[]): Record<string, unknown> {
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
function leaves(record: IndexRecord, attributes: string[]): string[] {
  return attributes.flatMap((attribute) => {
    const value = get(record, attribute);
    if (value && typeof value === 'object') return Object.keys(value).map((key) => `${attribute}.${key}`);
    return [attribute];
  });
}

function decorate(
  record: IndexRecord,
  params: SearchParams,
  marker: ReturnType<typeof highlighter>,
): SearchHit {
  const tags: Tags = {pre: params.highlightPreTag, post: params.highlightPostTag};
  const hit: Record<string, unknown> = retrieve(record, params.attributesToRetrieve);
  const highlightResult: Nested<HighlightResult> = {};
  for (const path of leaves(record, params.attributesToHighlight)) {
    const value = get(record, path);
    if (typeof value === 'string') setPath(highlightResult, path, marker.highlight(value, tags));
  }
  const snippetResult: Nested<SnippetResult> = {};
  for (const spec of params.attributesToSnippet) {
    const [attribute, count] = spec.split(':');
    // A whole number of words, at least one ("content:0.5" gets the default, as "content" does).
    const size = Math.floor(Number(count)) > 0 ? Math.floor(Number(count)) : 10;
    for (const path of leaves(record, [attribute])) {
      const value = get(record, path);
      if (typeof value === 'string')
        setPath(snippetResult, path, marker.snippet(value, size, tags, params.snippetEllipsisText));
    }
  }
  return {
    ...hit,
    _highlightResult: highlightResult,
    ...(params.attributesToSnippet.length ? {_snippetResult: snippetResult} : {}),
  };
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
export const retrievalOptions = (query: QueryWord[], combineWith: 'AND' | 'OR' = 'AND'): SearchOptions => ({
  combineWith,
  prefix: (_term, i) => query[i]?.prefix ?? false,
  // One more edit than allowed for short words, so that a swap of two letters (two edits for the
  // index, one typo for Algolia) is found; rank() then keeps only matches within the allowance.
  fuzzy: (term) => (allowedTypos(term) === 1 ? 2 : allowedTypos(term)) || false,
  maxFuzzy: 2,
});

/**
 * removeWordsIfNoResults, as Algolia documents it: the words each retry requires, in order, when the
 * query found nothing. lastWords makes the last word optional, then the last two… (at most 5);
 * firstWords the same from the start; allOptional every word (any one word is enough).
 */
function relaxations(count: number, strategy: RemoveWords): boolean[][] {
  const steps = Math.min(5, count - 1);
  const range = (n: number) => Array.from({length: n}, (_, i) => i + 1);
  switch (strategy) {
    case 'lastWords':
      return range(steps).map((k) => Array.from({length: count}, (_, i) => i < count - k));
    case 'firstWords':
      return range(steps).map((k) => Array.from({length: count}, (_, i) => i >= k));
    case 'allOptional':
      return count > 1 ? [Array.from({length: count}, () => false)] : [];
    default:
      return [];
  }
}

/** Highlight or snippet results, nested as the attributes are ("hierarchy.lvl1" → {hierarchy: {lvl1: …}}). */
type Nested<T> = {[attribute: string]: T | Nested<T>};

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
  /** `hits` as JSON, computed the first time the answer is sent (it is most of the bytes). */
  hitsJson?: string;
};

export type SearchIndexOptions = {
  /**
   * How many answers (pages of up to 100 hits) to keep, by normalised parameters; 0: none.
   * Answers are shared between responses: treat them as read-only.
   */
  cacheSize?: number;
};

export class SearchIndex {
  private readonly records: Stored[];
  private readonly answers: AnswerCache<Answer>;
  /** Each record's word positions per searchable attribute, for ranking. */
  private readonly candidates: Candidate[];
  private readonly mini: MiniSearch<Stored>;

  constructor(
    readonly name: string,
    records: IndexRecord[],
    {cacheSize = 500}: SearchIndexOptions = {},
  ) {
    this.answers = new AnswerCache(cacheSize);
    this.records = records.map((record, id) => ({...record, id}));
    this.mini = new MiniSearch<Stored>(miniSearchOptions());
    this.mini.addAll(this.records);
    this.candidates = this.records.map((record) => ({
      record,
      positions: positions(SEARCHABLE.map((attribute) => asText(get(record, attribute)))),
      weight: weightOf(record),
    }));
  }

  /** One query, with its parameters as an Algolia client sends them. */
  search(request: Record<string, unknown>): SearchResponse {
    return this.respond(request).response;
  }

  /**
   * `search`'s response as JSON text, as the service sends it. A cached answer's hits are
   * serialised once, not on every keystroke that asks for them again.
   */
  searchJson(request: Record<string, unknown>): string {
    const {response, answer} = this.respond(request);
    answer.hitsJson ??= JSON.stringify(answer.hits);
    const {hits: _hits, ...rest} = response;
    return `{"hits":${answer.hitsJson},${JSON.stringify(rest).slice(1)}`;
  }

  private respond(request: Record<string, unknown>): {response: SearchResponse; answer: Answer} {
    const started = performance.now();
    const params = parseParams(request);
    const key = JSON.stringify(params);
    let answer = this.answers.get(key);
    if (!answer) {
      answer = this.answer(params);
      // Pages of up to 100 hits (DocSearch asks for 20): 500 answers stay within a few tens of MB.
      if (params.hitsPerPage <= 100) this.answers.set(key, answer);
    }
    const {page, hitsPerPage} = params;
    const {hits, nbHits, facets} = answer;
    const response: SearchResponse = {
      hits,
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
    return {response, answer};
  }

  /** The records matching the query's required words (at least one word when none is), ranked. */
  private rank(query: QueryWord[], required: boolean[], keep: (record: IndexRecord) => boolean): Ranked[] {
    // A word typed twice asks nothing more of a record, but would be expanded twice.
    const unique = [...new Map(query.map((q) => [`${q.prefix}${q.word}`, q])).values()];
    const results = this.mini.search(unique.map((q) => q.word).join(' '), {
      ...retrievalOptions(unique, required.every(Boolean) ? 'AND' : 'OR'),
      filter: (result) => keep(this.records[Number(result.id)]),
    });
    const rank = ranker(query, SEARCHABLE, required);
    return results
      .map((result) => rank(this.candidates[Number(result.id)], result))
      .filter((r): r is Ranked => r !== undefined)
      .sort(compare);
  }

  private answer(params: SearchParams): Answer {
    const query = withoutStopWords(queryWords(params.query), params.removeStopWords);
    const keep = facetPredicate(params.facetFilters);

    let ranked: Ranked[];
    if (query.length === 0) {
      const rank = ranker(query, SEARCHABLE);
      ranked = this.candidates
        .filter(({record}) => keep(record))
        .map((candidate) => rank(candidate, undefined)!)
        .sort(compare);
    } else {
      ranked = this.rank(
        query,
        query.map(() => true),
        keep,
      );
      // Nothing matches every word: retry with words made optional, as removeWordsIfNoResults says.
      for (const required of relaxations(query.length, params.removeWordsIfNoResults)) {
        if (ranked.length > 0) break;
        ranked = this.rank(query, required, keep);
      }
    }

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
    const marker = highlighter(query);
    return {
      hits: hits
        .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
        .map(({record}) => decorate(record, params, marker)),
      nbHits: hits.length,
      facets,
    };
  }
}

/** A query id for click analytics: 32 hex characters, as Algolia's. */
const queryId = () => crypto.randomUUID().replace(/-/g, '');

export {SearchError};
