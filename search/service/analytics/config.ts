/** The search analytics' configuration: defaults, and what the environment changes. */
import path from 'node:path';
import {wholeFromEnv} from '../../whole-number';

export const ANALYTICS_DEFAULTS = {
  days: 90,
  maxQueriesPerDay: 10_000,
  /** Keystrokes of one reader less than this apart are one search (Algolia: 30 s). */
  windowMs: 30_000,
  flushMs: 10_000,
  maxPending: 10_000,
};

export type AnalyticsConfig = typeof ANALYTICS_DEFAULTS & {
  /** Record searches; reading works either way. */
  recording: boolean;
  /** Where the days are kept: `<SEARCH_DATA_DIR>/analytics`. */
  dir: string;
};

/**
 * The analytics' configuration, from the environment: SEARCH_ANALYTICS ("0" or "false": record
 * nothing), SEARCH_ANALYTICS_DAYS (90), SEARCH_ANALYTICS_MAX_QUERIES (10,000 per index and day).
 */
export function analyticsConfig(env: NodeJS.ProcessEnv, dataDir: string): AnalyticsConfig {
  return {
    ...ANALYTICS_DEFAULTS,
    recording: env.SEARCH_ANALYTICS !== '0' && env.SEARCH_ANALYTICS !== 'false',
    dir: path.join(dataDir, 'analytics'),
    days: wholeFromEnv(env, 'SEARCH_ANALYTICS_DAYS', ANALYTICS_DEFAULTS.days, 3650),
    maxQueriesPerDay: wholeFromEnv(
      env,
      'SEARCH_ANALYTICS_MAX_QUERIES',
      ANALYTICS_DEFAULTS.maxQueriesPerDay,
      1e6,
    ),
  };
}
