/**
 * What the insights page reads, with the admin key, from our production server (the site's own
 * origin): the Analytics API (/2/searches…) and the feedback API (/2/feedback…).
 */
export type Credentials = {appId: string; indexName: string; key: string};
export type Range = {startDate: string; endDate: string};

export type Insights = {
  count: {count: number; dates: {date: string; count: number}[]};
  top: {search: string; count: number; nbHits: number}[];
  noResults: {search: string; count: number; withFilterCount: number; hint: string | null}[];
  feedback: {
    yes: number;
    no: number;
    comments: number;
    dates: {date: string; yes: number; no: number; comments: number}[];
  };
  pages: {page: string; yes: number; no: number; noShare: number; comments: number}[];
  comments: {page: string; date: string; at: string; vote: 'yes' | 'no'; text: string}[];
};

/** A refused key (403), or another answer the page explains in a sentence. */
export class InsightsError extends Error {
  constructor(
    message: string,
    readonly refused = false,
  ) {
    super(message);
  }
}

async function read<T>(
  path: string,
  {appId, indexName, key}: Credentials,
  params: Record<string, string>,
): Promise<T> {
  const query = new URLSearchParams({index: indexName, ...params});
  let response: Response;
  try {
    response = await fetch(`${path}?${query}`, {
      headers: {'x-algolia-application-id': appId, 'x-algolia-api-key': key},
      cache: 'no-store',
    });
  } catch {
    throw new InsightsError('The server could not be reached. Is this site served by npm run serve?');
  }
  const body = (await response.json().catch(() => ({}))) as {message?: string};
  if (response.status === 403)
    throw new InsightsError(
      `That key was refused: ${body.message ?? 'the insights need the admin key'}.`,
      true,
    );
  if (!response.ok)
    throw new InsightsError(`The server answered ${response.status}: ${body.message ?? 'no message'}.`);
  return body as T;
}

/** Everything the page shows for a range, read at once. */
export async function readInsights(credentials: Credentials, range: Range): Promise<Insights> {
  const get = <T>(path: string, params: Record<string, string> = {}) =>
    read<T>(path, credentials, {...range, ...params});
  const [count, top, noResults, feedback, pages, comments] = await Promise.all([
    get<Insights['count']>('/2/searches/count'),
    get<{searches: Insights['top']}>('/2/searches', {limit: '20'}),
    get<{searches: Insights['noResults']}>('/2/feedback/hints', {limit: '20'}),
    get<Insights['feedback']>('/2/feedback'),
    get<{pages: Insights['pages']}>('/2/feedback/pages', {limit: '1000'}),
    get<{comments: Insights['comments']}>('/2/feedback/comments', {limit: '1000'}),
  ]);
  return {
    count,
    top: top.searches,
    noResults: noResults.searches,
    feedback,
    pages: pages.pages,
    comments: comments.comments,
  };
}

/** A date as YYYY-MM-DD (UTC), `days` before today. */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Where the key is kept: this tab's session only. */
export const KEY_ITEM = 'quiznest-insights-admin-key';
