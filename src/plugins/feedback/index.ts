/**
 * "Was this page helpful?" at the end of each doc page (theme/DocItem/Footer wraps theme-classic's
 * footer). With no endpoint (endpoint.ts) the plugin adds nothing at all. The endpoint reaches the
 * browser as the plugin's global data.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export type FeedbackPluginOptions = {endpoint?: string};
export type FeedbackGlobalData = {endpoint: string};

export default function feedbackPlugin(_context: unknown, {endpoint}: FeedbackPluginOptions): Plugin {
  return {
    name: 'quiznest-feedback',
    ...(endpoint
      ? {
          getThemePath: () => path.resolve(__dirname, 'theme'),
          contentLoaded: async ({actions}) => actions.setGlobalData({endpoint} satisfies FeedbackGlobalData),
        }
      : {}),
  };
}
