/**
 * The cost model of one search: what a request may ask for, so that no request, public or admin,
 * costs the server more than a small bounded amount. Every limit is in OPERATIONS.md's limits
 * table; a request past one gets a 400 that names it. Algolia's own documented limits are used
 * where Algolia has one (filters, highlighting, record size); the others are ours, chosen far above
 * what a DocSearch client sends.
 */
import {SearchError} from './errors';

export const LIMITS = {
  /** highlightPreTag, highlightPostTag, snippetEllipsisText (ours: DocSearch sends "<mark>" and "…"). */
  tagLength: 64,
  /** Items of a list parameter: attributesToRetrieve, attributesToHighlight, facets… (ours). */
  listItems: 1000,
  /** Facet filters after duplicates are merged (Algolia's "number of filters": 1,000). */
  filters: 1000,
  /** Characters of the result set that get highlighted (Algolia: "the first 50,000 characters"). */
  highlightedCharacters: 50_000,
  /** The JSON of one request's answers, all queries of a multi-query together (ours: DocSearch gets ~20 KB). */
  answerBytes: 1024 * 1024,
} as const;

const TAGS = ['highlightPreTag', 'highlightPostTag', 'snippetEllipsisText'] as const;
const LISTS = ['attributesToRetrieve', 'attributesToHighlight', 'attributesToSnippet'] as const;

/** Refuses a list parameter past its limit. */
export function checkList(name: string, list: string[] | undefined) {
  if ((list?.length ?? 0) > LIMITS.listItems)
    throw new SearchError(400, `${name} has more than ${LIMITS.listItems} items (this service's limit)`);
}

/**
 * Refuses tags and lists past their limits, in settings and in each query's parameters (which are
 * resolved through the same settings code, so checked once; `facets` alone is a query's own).
 */
export function checkSizes(
  params: {[K in (typeof TAGS)[number]]: string} & {
    [K in (typeof LISTS)[number]]?: string[] | undefined;
  },
) {
  for (const name of TAGS)
    if (params[name].length > LIMITS.tagLength)
      throw new SearchError(
        400,
        `${name} is longer than ${LIMITS.tagLength} characters (this service's limit)`,
      );
  for (const name of LISTS) checkList(name, params[name]);
}

/** Facet filters with repeated entries merged, refused past Algolia's 1,000 filters. */
export function mergeFilters<T extends string | string[]>(filters: T[]): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  let count = 0;
  for (const filter of filters) {
    const entry = (Array.isArray(filter) ? [...new Set(filter)] : filter) as T;
    const key = JSON.stringify(entry);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(entry);
    count += Array.isArray(entry) ? entry.length : 1;
    if (count > LIMITS.filters)
      throw new SearchError(400, `facetFilters has more than ${LIMITS.filters} filters (Algolia's limit)`);
  }
  return merged;
}

/**
 * The bytes left to one request's answers: a multi-query shares one budget, so 50 queries cost no
 * more than one large one. An answer is checked twice: before it is built, by the size of its
 * records alone (a lower bound: a page of large records is refused at no cost), and while its hits
 * are serialised one by one (the exact size: building stops at the limit).
 */
export class AnswerBudget {
  private left: number = LIMITS.answerBytes;

  /** Refuses an answer of `bytes` that would not fit what is left. */
  check(bytes: number) {
    if (bytes > this.left)
      throw new SearchError(
        400,
        `The answer would be larger than ${LIMITS.answerBytes / 1024 / 1024} MB (this service's limit): ask for fewer hits (hitsPerPage), fewer attributes (attributesToRetrieve, attributesToHighlight, attributesToSnippet) or shorter tags`,
      );
  }

  spend(bytes: number) {
    this.check(bytes);
    this.left -= bytes;
  }
}
