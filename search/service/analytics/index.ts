/**
 * Search analytics, the Algolia way: per index and per day (UTC), how many searches there were,
 * and for each normalised query how many times it was searched, how many hits it had the last
 * time, and how many of its searches found nothing. The service's /2/ routes
 * (analytics-routes.ts, Algolia's Analytics API) and `npm run search:report` read them.
 *
 * - **Nothing about readers is stored.** No address, user token, cookie, user agent or referrer:
 *   only the counts above. To count an as-you-type search once (Algolia counts the last query of a
 *   user's keystrokes, grouping queries less than 30 s apart whose text follows on, by edit
 *   distance), a search being typed is held in memory under a salted hash of the client's address
 *   and user agent (or of its user token), for 30 s after its last keystroke. The salt is random
 *   per process; neither it nor the hash is ever written. (The service keeps each open
 *   connection's last reader as it was sent, to hash it once per connection, and forgets it with
 *   the connection.)
 * - **Bounded.** At most `maxQueriesPerDay` distinct queries per index and day: past it, the
 *   rarest tenth (fewest searches, then least recently searched) is dropped, while the day's
 *   totals stay exact. At most `maxPending` searches being typed: past it, the one idle longest
 *   is counted at once. Queries are at most 512 characters (the engine cuts them). Days older
 *   than `days` are deleted.
 * - **Never on the request path.** Recording a search queues it (an array push); the searches of
 *   an event loop's turn are added together once its requests are answered, in a run where the
 *   code stays hot (about half what adding each one in its request cost). Every `flushMs`, changed days
 *   are written with atomic writes, asynchronously, to `<dir>/<encoded index>/<YYYY-MM-DD>.json`;
 *   also on close. A crash loses at most the last interval; a restart reads the day back.
 *
 * The files: config.ts (the configuration), keystrokes.ts (a search counted once, not per
 * keystroke), days.ts (a day's figures), day-file.ts (its file), store.ts (SearchAnalytics: the
 * days in memory and on disk), api.ts (the figures in the shapes of Algolia's Analytics API).
 */
export {ANALYTICS_DEFAULTS, analyticsConfig, type AnalyticsConfig} from './config';
export {DAY_MS, dateOf} from './days';
export {normaliseQuery, sameSearch} from './keystrokes';
export {SearchAnalytics, segmentOf} from './store';
export {noResultSearches, searchCount, topSearches} from './api';
