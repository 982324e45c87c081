import {defineConfig} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './scripts/chromium';

/**
 * End-to-end tests run the built site (build/) in Debian's Chromium.
 * No browser is downloaded: scripts/ensure-chromium.cjs installs Debian's
 * package when it is missing, and CHROMIUM_PATH can point elsewhere.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its output folder; keep it apart from the other results.
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  // One worker: the server, Chromium and the test runner already share the 2 cores. Measured with
  // two CPU-bound processes beside the suite: 1 worker 4.6 min, slowest test 7.2 s; 2 workers
  // 4.2 min, slowest 15.9 s, half the 30 s budget on a machine that is twice as slow.
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: {timeout: 10_000},
  forbidOnly: !!process.env.CI,
  // The accessibility scans' findings per rule, printed at the end (tests/support/a11y-reporter.ts).
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}], ['./tests/support/a11y-reporter.ts']],
  use: {
    baseURL,
    viewport: {width: 1280, height: 800},
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
  },
  projects: [
    {name: 'site', testIgnore: /(dev-server|hosted)\.spec\.ts$/},
    // `npm start` compiles while nothing else runs: after the site project, on its own.
    {name: 'dev-server', testMatch: /dev-server\.spec\.ts$/, dependencies: ['site']},
    // A second build (for hosted Algolia), last, as it also writes .docusaurus/.
    {name: 'hosted', testMatch: /hosted\.spec\.ts$/, dependencies: ['dev-server']},
  ],
  webServer: {
    // The production server (server/server.ts): the built site and the search API on one port.
    command: `npx tsx server/server.ts`,
    // The tests' searches are not readers': counted by no analytics (tests/e2e/analytics.spec.ts
    // starts a server of its own that counts them).
    env: {PORT: String(port), HOST: '127.0.0.1', SEARCH_ANALYTICS: '0'},
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
