/**
 * The feedback part of `npm run search:report`: the least helpful pages (largest share of "No")
 * and their latest comments, read from our service's /2/feedback routes (ALGOLIA_HOSTS) or from
 * the local data directory (a stopped server). Hosted Algolia keeps no feedback.
 */
import type {analyticsClient} from 'algoliasearch';
import {writeConfig} from '../../search/service/backend';
import {FeedbackStore, feedbackConfig, leastHelpful} from '../../search/service/feedback';

export type PageFeedback = {
  page: string;
  yes: number;
  no: number;
  noShare: number;
  comments: {date: string; vote: string; text: string}[];
};
type Range = {index: string; startDate: string; endDate: string; limit: number};
export type FeedbackReader = (range: Range) => Promise<PageFeedback[]>;

/** How many comments each page shows. */
const COMMENTS_PER_PAGE = 5;

/** Feedback from the local data directory (SEARCH_DATA_DIR), as the server last wrote it. */
export function localFeedback(env: NodeJS.ProcessEnv): FeedbackReader {
  const store = FeedbackStore.open({...feedbackConfig(env, writeConfig(env).dataDir), recording: false});
  return async ({startDate, endDate, limit}) =>
    leastHelpful((await store.range(startDate, endDate)).pages)
      .slice(0, limit)
      .map(({page, yes, no, noShare, latest}) => ({
        page,
        yes,
        no,
        noShare,
        comments: latest.slice(0, COMMENTS_PER_PAGE).map(({date, vote, text}) => ({date, vote, text})),
      }));
}

type Client = ReturnType<typeof analyticsClient>;
type Listed = {pages: Omit<PageFeedback, 'comments'>[]};
type Comments = {comments: (PageFeedback['comments'][number] & {page: string})[]};

/** Feedback from our service's /2/feedback routes, with the analytics client's credentials. */
export function remoteFeedback(client: Client): FeedbackReader {
  return async ({index, startDate, endDate, limit}) => {
    const range = {index, startDate, endDate};
    const listed = (await client.customGet({
      path: '2/feedback/pages',
      parameters: {...range, limit},
    })) as Listed;
    return Promise.all(
      listed.pages.map(async (figures) => {
        const parameters = {...range, page: figures.page, limit: COMMENTS_PER_PAGE};
        const {comments} = (await client.customGet({path: '2/feedback/comments', parameters})) as Comments;
        return {...figures, comments: comments.map(({date, vote, text}) => ({date, vote, text}))};
      }),
    );
  };
}

/** A comment on one line of the terminal: its line ends and control characters as spaces. */
// eslint-disable-next-line no-control-regex -- control characters are what it replaces
export const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ');
