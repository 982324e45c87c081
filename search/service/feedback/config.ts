/** Reader feedback's configuration: defaults, and what the environment changes. */
import path from 'node:path';
import {wholeFromEnv} from '../../whole-number';

export const FEEDBACK_DEFAULTS = {
  /** Days kept, today included (as the search insights). */
  days: 90,
  /** Comments kept per page and day: the latest; the day's count of comments stays exact. */
  maxCommentsPerPageDay: 20,
  /** What one reader may send: `readerMax` requests per `readerWindowMs` (then 429). */
  readerMax: 20,
  readerWindowMs: 10 * 60_000,
  /** Written every `flushMs`, as the search insights: a crash loses at most this. */
  flushMs: 10_000,
  /** Readers remembered per day (a vote replaced, not added, when its reader votes again). */
  maxVoters: 100_000,
};

export type FeedbackConfig = typeof FEEDBACK_DEFAULTS & {
  /** Accept votes and comments; reading works either way. */
  recording: boolean;
  /** Where the days are kept: `<SEARCH_DATA_DIR>/feedback`. */
  dir: string;
};

/**
 * Feedback's configuration, from the environment: FEEDBACK ("0" or "false": accept nothing),
 * FEEDBACK_DAYS (90), FEEDBACK_MAX_COMMENTS (20 per page and day), FEEDBACK_READER_MAX (20 sends
 * per reader in 10 minutes).
 */
export function feedbackConfig(env: NodeJS.ProcessEnv, dataDir: string): FeedbackConfig {
  return {
    ...FEEDBACK_DEFAULTS,
    recording: env.FEEDBACK !== '0' && env.FEEDBACK !== 'false',
    dir: path.join(dataDir, 'feedback'),
    days: wholeFromEnv(env, 'FEEDBACK_DAYS', FEEDBACK_DEFAULTS.days, 3650),
    maxCommentsPerPageDay: wholeFromEnv(
      env,
      'FEEDBACK_MAX_COMMENTS',
      FEEDBACK_DEFAULTS.maxCommentsPerPageDay,
      1000,
    ),
    readerMax: wholeFromEnv(env, 'FEEDBACK_READER_MAX', FEEDBACK_DEFAULTS.readerMax, 100_000),
  };
}
