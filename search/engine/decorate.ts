/**
 * Records into hits, as Algolia returns them: the attributes asked for (attributesToRetrieve), the
 * highlighted ones (`_highlightResult`), the snippeted ones (`_snippetResult`), and with
 * getRankingInfo the values the ranking compared (`_rankingInfo`).
 */
import type {HighlightResult, SnippetResult, Tags, TextWords, highlighter} from './highlight';
import type {AnswerBudget} from './limits';
import * as paths from './paths';
import type {SearchParams} from './params';
import type {IndexRecord, Ranked} from './record';

// Bound once, at load: tsx compiles each call of an imported function to property getters, and a
// page's hits call these for every attribute of every hit (measured: 1 % of a search's time).
const {keysOf, objectAt, setAt, valueAtKeys} = paths;

/** Highlight or snippet results, nested as the attributes are ("hierarchy.lvl1" → {hierarchy: {lvl1: …}}). */
type Nested<T> = {[attribute: string]: T | T[] | Nested<T>};

/** One hit: the attributes retrieved, and the highlighted and snippeted text of the ones asked for. */
export type SearchHit = Record<string, unknown> & {
  _highlightResult: Nested<HighlightResult>;
  _snippetResult?: Nested<SnippetResult>;
};

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
  const value = valueAtKeys(record, keys);
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
export function decorator(
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
        const value = valueAtKeys(record, keys);
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

/**
 * The page's hits and their JSON, within the request's answer budget (limits.ts): refused before
 * anything is built when the page's records alone are over it (`recordBytes`: a record's JSON
 * length), then hit by hit as each is serialised (building stops at the limit).
 */
export function pageOfHits(
  onPage: Ranked[],
  decorate: ReturnType<typeof decorator>,
  {
    getRankingInfo,
    budget,
    recordBytes,
  }: {getRankingInfo: boolean; budget: AnswerBudget; recordBytes: (ranked: Ranked) => number},
): {hits: SearchHit[]; hitsJson: string; bytes: number} {
  let records = 0;
  for (const ranked of onPage) records += recordBytes(ranked);
  budget.check(records);
  const hits: SearchHit[] = [];
  const json: string[] = [];
  let bytes = 2;
  for (const ranked of onPage) {
    const decorated = decorate(ranked.record, ranked.id);
    const hit = getRankingInfo ? {...decorated, _rankingInfo: rankingInfo(ranked)} : decorated;
    const text = JSON.stringify(hit);
    bytes += text.length + 1;
    budget.check(bytes);
    hits.push(hit);
    json.push(text);
  }
  budget.spend(bytes);
  return {hits, hitsJson: `[${json.join(',')}]`, bytes};
}
