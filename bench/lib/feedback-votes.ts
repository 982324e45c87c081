/**
 * A steady stream of reader feedback (POST /1/feedback, as the widget sends it) to a server, for
 * `seconds`: VOTES_PER_SECOND votes on the site's pages in turn, Yes and No alternating, every
 * other one with a comment, each from a reader of its own (its own user agent: the limit per
 * reader, FEEDBACK_READER_MAX, never turns them into 429s).
 */
import autocannon from 'autocannon';
import {pagesOfRecords} from '../../search/service/feedback/input';
import {failures} from '../../tests/support/load';
import type {DocSearchRecord} from '../../search/records/records';

/** Far more than readers send (a vote a page read at most): what the search path must not feel. */
export const VOTES_PER_SECOND = 50;

export type VoteStream = {sent: number; errors: number};

/** The votes' bodies: one per page of the site, in turn. */
export function voteBodies(records: DocSearchRecord[]): string[] {
  const pages = [...pagesOfRecords(records)];
  if (pages.length === 0) throw new Error('no pages in the records: build the site first');
  return pages.map((page, i) =>
    JSON.stringify({
      page,
      vote: i % 2 === 0 ? 'no' : 'yes',
      ...(i % 4 < 2 && {comment: `Bench reader ${i}: what I was looking for was not on ${page}.`}),
    }),
  );
}

export async function streamVotes(url: string, bodies: string[], seconds: number): Promise<VoteStream> {
  let reader = 0;
  const result = await autocannon({
    url,
    duration: seconds,
    connections: 2,
    overallRate: VOTES_PER_SECOND,
    timeout: 10,
    requests: bodies.map((body) => ({
      method: 'POST',
      path: '/1/feedback',
      body,
      setupRequest: (request: autocannon.Request) => {
        reader += 1;
        return {
          ...request,
          headers: {'content-type': 'application/json', 'user-agent': `bench-reader/${reader}`},
        };
      },
    })),
  });
  return {sent: result.requests.total, errors: failures(result)};
}
