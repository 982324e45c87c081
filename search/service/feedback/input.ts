/**
 * What a reader may send (POST /1/feedback): `{page, vote, comment?}`, checked. The page must be
 * one of the site's; a comment is text of at most 1,000 characters, without control characters
 * (a newline and a tab aside), lone surrogates or U+FFFD (what binary becomes as UTF-8 text).
 */
import {SearchError} from '../../engine';

const MAX_COMMENT = 1000;
export type Vote = 'yes' | 'no';
export type Sent = {page: string; vote: Vote; comment?: string};

/** The JSON schema of the body: Fastify's validation gives the 400 naming what is wrong. */
export const SENT_SCHEMA = {
  type: 'object',
  required: ['page', 'vote'],
  properties: {
    page: {type: 'string', minLength: 1, maxLength: 512},
    vote: {type: 'string', enum: ['yes', 'no']},
    // Characters are counted below; 4,000 UTF-16 units is more than 1,000 of any kind.
    comment: {type: 'string', maxLength: 4 * MAX_COMMENT},
  },
} as const;

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\ufffd\ufeff\u2028\u2029\ud800-\udfff]/u;

/** A comment as kept: trimmed, its line ends as `\n`; an empty one is none. Throws a 400. */
export function checkedComment(comment: string | undefined): string | undefined {
  if (comment === undefined) return undefined;
  const text = comment.replace(/\r\n?/g, '\n').trim();
  if (text === '') return undefined;
  // With the u flag, \ud800-\udfff matches only a lone surrogate (a pair is one character).
  if (CONTROL.test(text))
    throw new SearchError(400, 'comment must be text: no control characters or binary data');
  const length = [...text].length;
  if (length > MAX_COMMENT)
    throw new SearchError(400, `comment is ${length} characters long: at most ${MAX_COMMENT}`);
  return text;
}

/** The page as the site names it (its path, decoded), or a 404 when the site has no such page. */
export function checkedPage(page: string, pages: ReadonlySet<string>): string {
  if (pages.has(page)) return page;
  let decoded: string | undefined;
  try {
    decoded = decodeURI(page);
  } catch {
    decoded = undefined;
  }
  if (decoded !== undefined && pages.has(decoded)) return decoded;
  throw new SearchError(404, 'page is not a page of this site');
}

/** The site's pages, as paths, from the build's search records (each record's page). */
export function pagesOfRecords(records: {url_without_anchor?: unknown; url?: unknown}[]): Set<string> {
  const pages = new Set<string>();
  for (const record of records) {
    const url = record.url_without_anchor ?? record.url;
    if (typeof url !== 'string') continue;
    try {
      pages.add(decodeURI(new URL(url, 'http://x').pathname));
    } catch {
      // A record whose URL is not one names no page.
    }
  }
  return pages;
}
