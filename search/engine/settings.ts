/**
 * An index's settings as the engine applies them: the settings an index was given (the checked-in
 * search/settings.json for the built index, whatever `setSettings` pushed for a pushed one) over
 * Algolia's own defaults, so that the same settings rank the same here and on hosted Algolia.
 * Values are checked when they are stored (`resolveSettings` throws a 400), so an index never
 * holds settings of the wrong type; a language without a stop word list or plurals here (only
 * English has them) is kept and has no effect.
 */
import {integerOf} from '../whole-number';
import {checkSizes} from './limits';
import {SearchError} from './errors';
import {indexedSeparators} from './text';

/** Algolia's strategies for a query that finds nothing. */
const REMOVE_WORDS = ['none', 'lastWords', 'firstWords', 'allOptional'] as const;
export type RemoveWords = (typeof REMOVE_WORDS)[number];

const TYPO_TOLERANCE = [true, false, 'min', 'strict'] as const;
type TypoTolerance = (typeof TYPO_TOLERANCE)[number];

/** Algolia's ranking criteria, in its default order. */
const ALGOLIA_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];
/** ignoreConjugations is accepted (Algolia has it) and has no effect: no conjugation dictionary here. */
const ALTERNATIVES = [
  'ignorePlurals',
  'singleWordSynonym',
  'multiWordsSynonym',
  'ignoreConjugations',
] as const;
const SYNTAX_FEATURES = ['exactPhrase', 'excludeWords'] as const;
/**
 * How the attribute criterion is computed (Algolia's attributeCriteriaComputedBy): `best`, the best
 * attribute any query word matched in; `minProximity`, the attribute where the words are closest;
 * `sum`, each query word's attribute added up (a word matched nowhere adds a large penalty).
 */
const ATTRIBUTE_STRATEGIES = ['best', 'minProximity', 'sum'] as const;
type AttributeStrategy = (typeof ATTRIBUTE_STRATEGIES)[number];

/** What the engine reads of an index's settings (and the defaults of the per-query parameters). */
export type EngineSettings = {
  /** Searchable attributes, each with its rank ("title,alt" share one); undefined: every attribute. */
  searchableAttributes?: {attribute: string; rank: number}[];
  ranking: string[];
  customRanking: Sort[];
  attributesForFaceting: string[];
  attributeForDistinct?: string;
  distinct: number;
  hitsPerPage: number;
  /** The hits any page can reach: page × hitsPerPage beyond it returns no hits (a setting only). */
  paginationLimitedTo: number;
  attributesToRetrieve: string[];
  /** undefined: the searchable attributes, as Algolia highlights by default. */
  attributesToHighlight?: string[];
  attributesToSnippet: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  typoTolerance: TypoTolerance;
  /** Languages whose plurals are equivalent (only English has forms here). */
  ignorePlurals: string[];
  /** Languages whose stop words leave the query (only English has a list here). */
  removeStopWords: string[];
  removeWordsIfNoResults: RemoveWords;
  optionalWords: string[];
  advancedSyntax: boolean;
  advancedSyntaxFeatures: string[];
  alternativesAsExact: string[];
  /**
   * attributeCriteriaComputedBy, or else the older attributeCriteriaComputedByMinProximity (true:
   * minProximity, false: best); Algolia: "if you set both, attributeCriteriaComputedBy takes precedence".
   */
  attributeCriteriaComputedBy: AttributeStrategy;
  /** Whether the index's synonyms apply (a query parameter: `synonyms: false` turns them off). */
  synonyms: boolean;
  /**
   * Ours, not Algolia's (EXTENSIONS): when words are optional, a rare word counts for more than a
   * common one in the words criterion (rarity.ts). On by default; `false` counts every word as one,
   * as Algolia does. `npm run search:push` never sends it to hosted Algolia.
   */
  optionalWordsByRarity: boolean;
  /** Characters indexed as words of their own (Algolia's separatorsToIndex; a setting only). */
  separatorsToIndex: string;
};

/** Settings of ours that Algolia does not have: kept out of what is sent to hosted Algolia. */
export const EXTENSIONS = ['optionalWordsByRarity'] as const;

/** Algolia caps hitsPerPage at 1000. */
export const MAX_HITS_PER_PAGE = 1000;
/** Algolia's largest paginationLimitedTo. */
const MAX_PAGINATION_LIMIT = 20000;

type Raw = Record<string, unknown>;

const wrongType = (name: string, expected: string) =>
  new SearchError(400, `Invalid value for ${name}: expected ${expected}`);

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/** A list of strings; a comma-separated string is accepted too (as in a `params` string). */
export function stringList(raw: Raw, name: string, fallback: string[]): string[] {
  const value = raw[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string')
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  if (isStrings(value)) return value;
  throw wrongType(name, 'a list of strings');
}

/** One of `allowed`, with "true"/"false" strings read as booleans (a `params` string sends them so). */
function oneOf<T>(raw: Raw, name: string, allowed: readonly T[], fallback: T): T {
  let value = raw[name];
  if (value === undefined || value === null) return fallback;
  if (value === 'true' || value === 'false') value = value === 'true';
  if (!allowed.includes(value as T)) throw wrongType(name, allowed.map((v) => JSON.stringify(v)).join(', '));
  return value as T;
}

/** An integer parameter, 0 or more: above `max`, `max` (as Algolia caps them). */
export function integer(raw: Raw, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = raw[name];
  if (value === undefined || value === null) return fallback;
  const number = integerOf(value);
  if (number === undefined) throw wrongType(name, 'an integer');
  if (number < 0) throw new SearchError(400, `Invalid value for ${name}: it must be 0 or more`);
  return Math.min(number, max);
}

export function text(raw: Raw, name: string, fallback: string): string {
  const value = raw[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') throw wrongType(name, 'a string');
  return value;
}

export function bool(raw: Raw, name: string, fallback: boolean): boolean {
  return oneOf(raw, name, [true, false], fallback);
}

/**
 * removeStopWords and ignorePlurals: true (every language: English here, or queryLanguages), false,
 * or a list of ISO 639-1 codes.
 */
function languages(raw: Raw, name: string, fallback: string[]): string[] {
  const value = raw[name];
  if (value === undefined || value === null) return fallback;
  if (value === true || value === 'true') return stringList(raw, 'queryLanguages', ['en']);
  if (value === false || value === 'false') return [];
  if (isStrings(value)) return value;
  if (typeof value === 'string') return stringList(raw, name, []);
  throw wrongType(name, 'true, false or a list of language codes');
}

/** distinct: a boolean or 0 to 4 (hits kept per distinct value). */
function distinct(raw: Raw, fallback: number): number {
  const value = raw.distinct;
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === 'true' || value === 'false') return value === 'true' ? 1 : 0;
  return integer(raw, 'distinct', 0, 4);
}

/** "unordered(a)", "ordered(a)" and "filterOnly(a)"-style modifiers around an attribute name. */
const unwrap = (name: string) => name.trim().replace(/^\w+\((.*)\)$/, '$1');

function searchable(raw: Raw): EngineSettings['searchableAttributes'] {
  const list = stringList(raw, 'searchableAttributes', []);
  if (list.length === 0) return undefined;
  return list.flatMap((entry, rank) =>
    entry
      .split(',')
      .map(unwrap)
      .filter(Boolean)
      .map((attribute) => ({attribute, rank})),
  );
}

/** A sort on an attribute: a customRanking entry, or an asc()/desc() entry of ranking. */
export type Sort = {attribute: string; order: 'asc' | 'desc'};

/** "asc(attribute)" or "desc(attribute)" read, or undefined. */
export function sortOf(entry: string): Sort | undefined {
  const match = /^(asc|desc)\((.+)\)$/.exec(entry);
  return match ? {order: match[1] as Sort['order'], attribute: match[2]} : undefined;
}

function ranking(raw: Raw): string[] {
  const list = stringList(raw, 'ranking', [...ALGOLIA_RANKING]);
  for (const name of list) {
    if (!sortOf(name) && !ALGOLIA_RANKING.includes(name))
      throw wrongType(
        'ranking',
        `criteria among ${ALGOLIA_RANKING.join(', ')} (or asc(attribute), desc(attribute))`,
      );
  }
  return list;
}

function customRanking(raw: Raw): EngineSettings['customRanking'] {
  return stringList(raw, 'customRanking', []).map((entry) => {
    const sort = sortOf(entry);
    if (!sort) throw wrongType('customRanking', 'a list of "asc(attribute)" or "desc(attribute)"');
    return sort;
  });
}

function subset(raw: Raw, name: string, allowed: readonly string[], fallback: string[]): string[] {
  const list = stringList(raw, name, fallback);
  const unknown = list.filter((v) => !allowed.includes(v));
  if (unknown.length) throw wrongType(name, `values among ${allowed.join(', ')}`);
  return list;
}

/**
 * Settings (or the parameters of one query over `base`) with every value checked: a value of the
 * wrong type or an unknown choice is a 400, an unknown setting is ignored (as Algolia ignores it).
 * Without `base`, the defaults are Algolia's.
 */
export function resolveSettings(raw: Raw, base?: EngineSettings): EngineSettings {
  const resolved = resolveAll(raw, base);
  checkSizes(resolved);
  return resolved;
}

function resolveAll(raw: Raw, base?: EngineSettings): EngineSettings {
  const b = base ?? ALGOLIA_DEFAULTS;
  const pre = text(raw, 'highlightPreTag', b.highlightPreTag);
  return {
    // Settings only (a query cannot change them).
    searchableAttributes: base ? base.searchableAttributes : searchable(raw),
    ranking: base ? base.ranking : ranking(raw),
    customRanking: base ? base.customRanking : customRanking(raw),
    attributesForFaceting: base
      ? base.attributesForFaceting
      : stringList(raw, 'attributesForFaceting', []).map(unwrap),
    attributeForDistinct: base
      ? base.attributeForDistinct
      : text(raw, 'attributeForDistinct', '') || undefined,
    separatorsToIndex: base
      ? base.separatorsToIndex
      : indexedSeparators(text(raw, 'separatorsToIndex', ALGOLIA_DEFAULTS.separatorsToIndex)),
    paginationLimitedTo: base
      ? base.paginationLimitedTo
      : integer(raw, 'paginationLimitedTo', ALGOLIA_DEFAULTS.paginationLimitedTo, MAX_PAGINATION_LIMIT),
    // Settings that are also query parameters.
    distinct: distinct(raw, b.distinct),
    hitsPerPage: integer(raw, 'hitsPerPage', b.hitsPerPage, MAX_HITS_PER_PAGE),
    attributesToRetrieve: stringList(raw, 'attributesToRetrieve', b.attributesToRetrieve),
    attributesToHighlight:
      raw.attributesToHighlight === undefined || raw.attributesToHighlight === null
        ? b.attributesToHighlight
        : stringList(raw, 'attributesToHighlight', []),
    attributesToSnippet: stringList(raw, 'attributesToSnippet', b.attributesToSnippet),
    highlightPreTag: pre,
    highlightPostTag: text(raw, 'highlightPostTag', b.highlightPostTag),
    snippetEllipsisText: text(raw, 'snippetEllipsisText', b.snippetEllipsisText),
    minWordSizefor1Typo: integer(raw, 'minWordSizefor1Typo', b.minWordSizefor1Typo, 100),
    minWordSizefor2Typos: integer(raw, 'minWordSizefor2Typos', b.minWordSizefor2Typos, 100),
    typoTolerance: oneOf(raw, 'typoTolerance', TYPO_TOLERANCE, b.typoTolerance),
    ignorePlurals: languages(raw, 'ignorePlurals', b.ignorePlurals),
    removeStopWords: languages(raw, 'removeStopWords', b.removeStopWords),
    removeWordsIfNoResults: oneOf(raw, 'removeWordsIfNoResults', REMOVE_WORDS, b.removeWordsIfNoResults),
    optionalWords: optionalWords(raw, b.optionalWords),
    advancedSyntax: bool(raw, 'advancedSyntax', b.advancedSyntax),
    optionalWordsByRarity: bool(raw, 'optionalWordsByRarity', b.optionalWordsByRarity),
    advancedSyntaxFeatures: subset(raw, 'advancedSyntaxFeatures', SYNTAX_FEATURES, b.advancedSyntaxFeatures),
    alternativesAsExact: subset(raw, 'alternativesAsExact', ALTERNATIVES, b.alternativesAsExact),
    attributeCriteriaComputedBy: oneOf(
      raw,
      'attributeCriteriaComputedBy',
      ATTRIBUTE_STRATEGIES,
      byMinProximity(raw, b.attributeCriteriaComputedBy),
    ),
    synonyms: bool(raw, 'synonyms', b.synonyms),
  };
}

/** The strategy attributeCriteriaComputedByMinProximity stands for, when it is given. */
function byMinProximity(raw: Raw, fallback: AttributeStrategy): AttributeStrategy {
  const name = 'attributeCriteriaComputedByMinProximity';
  if (raw[name] === undefined || raw[name] === null) return fallback;
  return bool(raw, name, false) ? 'minProximity' : 'best';
}

/** optionalWords: a list of words or phrases; a string is one entry (Algolia: "a string or a list"). */
function optionalWords(raw: Raw, fallback: string[]): string[] {
  const value = raw.optionalWords;
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string') return [value];
  if (isStrings(value)) return value;
  throw wrongType('optionalWords', 'a string or a list of strings');
}

/** Algolia's defaults, for an index pushed without some (or all) of its settings. */
const ALGOLIA_DEFAULTS: EngineSettings = {
  searchableAttributes: undefined,
  ranking: ALGOLIA_RANKING,
  customRanking: [],
  attributesForFaceting: [],
  attributeForDistinct: undefined,
  separatorsToIndex: '',
  distinct: 0,
  hitsPerPage: 20,
  paginationLimitedTo: 1000,
  attributesToRetrieve: ['*'],
  attributesToHighlight: undefined,
  attributesToSnippet: [],
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
  snippetEllipsisText: '…',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  typoTolerance: true,
  ignorePlurals: [],
  removeStopWords: [],
  removeWordsIfNoResults: 'none',
  optionalWords: [],
  advancedSyntax: false,
  advancedSyntaxFeatures: ['exactPhrase', 'excludeWords'],
  alternativesAsExact: ['ignorePlurals', 'singleWordSynonym'],
  attributeCriteriaComputedBy: 'best',
  synonyms: true,
  optionalWordsByRarity: true,
};
