/** Reader feedback as the widget sends it, and as the insights page reads it, over loopback. */
import {APP_ID, INDEX_NAME} from './docsearch';

export type FeedbackAnswer = {status: number; body: Record<string, unknown>; headers: Headers};

/** POST /1/feedback: `body` as JSON (or as given), from the reader at `reader` (X-Forwarded-For). */
export async function sendFeedback(
  port: number,
  body: unknown,
  {reader = '203.0.113.1', type = 'application/json'}: {reader?: string; type?: string} = {},
): Promise<FeedbackAnswer> {
  const response = await fetch(`http://127.0.0.1:${port}/1/feedback`, {
    method: 'POST',
    headers: {'content-type': type, 'x-forwarded-for': reader},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

/** GET /2/feedback<route> for the site's index with `key`, and `params`. */
export async function readFeedback(
  port: number,
  route: string,
  key: string | undefined,
  params: Record<string, string> = {},
): Promise<FeedbackAnswer> {
  const query = new URLSearchParams({index: INDEX_NAME, ...params});
  const headers: Record<string, string> = {'x-algolia-application-id': APP_ID};
  if (key) headers['x-algolia-api-key'] = key;
  const response = await fetch(`http://127.0.0.1:${port}/2/feedback${route}?${query}`, {headers});
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}
