/**
 * /insights/: what readers searched for and what they said of the pages, for the people who write
 * the docs (src/plugins/feedback/insights/). Not in the sidebar or the search records (neither
 * lists src/pages), `noindex`, so not in the sitemap either.
 */
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Insights from '../plugins/feedback/insights/Insights';

export default function InsightsPage() {
  return (
    <Layout
      title="Insights"
      description="What readers search for and say of the docs, for the people who write them."
    >
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>Insights</h1>
        <p>
          What readers searched for and what they said of the pages, from this server. It needs the
          server&apos;s admin key, kept in this tab only.
        </p>
        <BrowserOnly>{() => <Insights />}</BrowserOnly>
      </main>
    </Layout>
  );
}
