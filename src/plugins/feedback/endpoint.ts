/**
 * Where the "Was this page helpful?" widget sends readers' feedback, decided at build from the
 * environment (as the search hosts are: search/config.ts):
 * - FEEDBACK_URL=<url>: there (our production server elsewhere: `https://docs.example.com/1/feedback`);
 * - FEEDBACK_URL=0 (or `off`, `false`): nowhere, and no widget;
 * - not set: `/1/feedback` on the site's own origin when the embedded search service answers
 *   there (our production server, `npm run serve`), else nowhere: a build for hosted Algolia or
 *   for a search service on another host has no server of ours behind its pages.
 */
import type {SearchConfig} from '../../../search/config';

const OWN_ENDPOINT = '/1/feedback';

export function feedbackEndpoint(env: NodeJS.ProcessEnv, search: SearchConfig): string | undefined {
  const setting = env.FEEDBACK_URL?.trim();
  if (setting === '0' || setting === 'off' || setting === 'false') return undefined;
  if (setting) return setting;
  return search.embedded ? OWN_ENDPOINT : undefined;
}
