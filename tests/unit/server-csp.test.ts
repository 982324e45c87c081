/**
 * The CSP's moving parts: which inline scripts of the built HTML get a hash,
 * and where the search client may connect in each search configuration.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import {searchConfig} from '../../search/config';
import {contentSecurityPolicy, inlineScripts} from '../../server/security-headers';

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

test('only executable inline scripts are hashed, byte for byte (entities untouched)', () => {
  const html = `<!doctype html><html><head>
    <script>a&amp;&lt;b()</script>
    <script type="module">c()</script>
    <script type="text/javascript">d()</script>
    <script type="application/ld+json">{"@type":"WebSite"}</script>
    <script src="/assets/js/main.js"></script>
    <script></script>
  </head><body><script>e("</div>")</script></body></html>`;
  assert.deepEqual(inlineScripts(html), ['a&amp;&lt;b()', 'c()', 'd()', '', 'e("</div>")']);
});

test('connect-src: our own origin, the configured hosts, or hosted Algolia', () => {
  const connect = (env: NodeJS.ProcessEnv) => contentSecurityPolicy([], searchConfig(env))['connect-src'];
  assert.deepEqual(connect({}), ["'self'"]);
  assert.deepEqual(connect({ALGOLIA_HOSTS: 'search.example.com, http://127.0.0.1:7700'}), [
    "'self'",
    'https://search.example.com',
    'http://127.0.0.1:7700',
  ]);
  assert.deepEqual(connect({ALGOLIA_APP_ID: 'HOSTEDAPP'}), [
    "'self'",
    'https://*.algolia.net',
    'https://*.algolianet.com',
  ]);
});

test('script-src is our files and the given hashes, nothing inline or evaluated', () => {
  const policy = contentSecurityPolicy([sha('x()')], searchConfig({}));
  assert.deepEqual(policy['script-src'], ["'self'", sha('x()')]);
  assert.deepEqual(policy['script-src-attr'], ["'none'"]);
});
