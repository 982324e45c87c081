/**
 * theme-classic's doc footer, then "Was this page helpful?" with Yes and No. Only this much ships
 * with the page: the form (the vote sent, the optional comment, the thank-you) is its own chunk,
 * loaded on the first click (client/Form.tsx).
 */
import {lazy, Suspense, useState, type ComponentProps} from 'react';
import Footer from '@theme-init/DocItem/Footer';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {FeedbackGlobalData} from '../../../index';
import type {Vote} from '../../../client/Form';

const Form = lazy(() => import('../../../client/Form'));

export default function FooterWithFeedback(props: ComponentProps<typeof Footer>) {
  const {endpoint} = usePluginData('quiznest-feedback') as FeedbackGlobalData;
  const {permalink} = useDoc().metadata;
  const [vote, setVote] = useState<Vote>();
  const button = (value: Vote, label: string) => (
    <button
      type="button"
      className="button button--outline button--primary margin-right--sm"
      onClick={() => setVote(value)}
    >
      {label}
    </button>
  );
  return (
    <>
      <Footer {...props} />
      <section className="margin-top--lg" aria-labelledby="page-feedback" data-feedback>
        <h2 id="page-feedback">Was this page helpful?</h2>
        {vote ? (
          <Suspense fallback={<p role="status">Sending…</p>}>
            <Form endpoint={endpoint} page={permalink} vote={vote} />
          </Suspense>
        ) : (
          <div role="group" aria-labelledby="page-feedback">
            {button('yes', 'Yes')}
            {button('no', 'No')}
          </div>
        )}
      </section>
    </>
  );
}
