/**
 * SITE_URL: the address the site is published at. Docusaurus writes it into every page's
 * canonical link, hreflang, og:url, og:image and twitter:image and into the sitemap, and the search
 * records carry it in their URLs; without it they all point at LOCAL_SITE_URL.
 *
 * - `npm start`, `docusaurus serve` and other commands that are not a build: LOCAL_SITE_URL, quietly.
 * - A build (Docusaurus sets NODE_ENV=production for it) without SITE_URL: LOCAL_SITE_URL and one
 *   warning that says so.
 * - A build in CI (CI set, and not "false" or "0") without SITE_URL: an error. A build that is
 *   meant for localhost (the test suite's) sets SITE_URL=http://localhost:3000 explicitly.
 *
 * Docusaurus sets NODE_ENV=production before it reads the config of any build, so NODE_ENV cannot
 * tell a local build from a production one; CI can.
 */
export const LOCAL_SITE_URL = 'http://localhost:3000';

const isCI = (env: NodeJS.ProcessEnv) => !!env.CI && env.CI !== 'false' && env.CI !== '0';

/** console.warn, once per process: Docusaurus reads the config more than once in a build. */
function warnOnce(message: string) {
  const key = Symbol.for('quiznest.siteUrl.warned');
  const store = globalThis as Record<symbol, boolean>;
  if (store[key]) return;
  store[key] = true;
  console.warn(message);
}

export function siteUrl(
  env: NodeJS.ProcessEnv = process.env,
  warn: (message: string) => void = warnOnce,
): string {
  if (env.SITE_URL) return env.SITE_URL;
  if (env.NODE_ENV !== 'production') return LOCAL_SITE_URL;
  const consequence = `canonical URLs, og:url, og:image, hreflang, the sitemap and the search records' URLs`;
  if (isCI(env))
    throw new Error(
      `SITE_URL is not set: this CI build would point ${consequence} at ${LOCAL_SITE_URL}. ` +
        `Set SITE_URL to the address the site is published at (SITE_URL=https://docs.example.com), ` +
        `or to ${LOCAL_SITE_URL} explicitly for a build that is only served locally.`,
    );
  warn(
    `[WARNING] SITE_URL is not set: ${consequence} will point at ${LOCAL_SITE_URL}. ` +
      `Set SITE_URL=https://… for a build you publish.`,
  );
  return LOCAL_SITE_URL;
}
