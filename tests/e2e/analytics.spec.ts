import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import type {FastifyInstance} from 'fastify';
import {test, expect} from '@playwright/test';
import {createServer} from '../../server/server';
import {searchConfig} from '../../search/config';
import {writeConfig} from '../../search/service/backend';
import {analyticsConfig} from '../../search/service/analytics';
import {runReport} from '../support/report';
import {input, typeKeys} from '../support/dialog';

const ADMIN = 'e2e-analytics-admin-key';

test.describe('search insights', () => {
  // A server of its own (server/server.ts over build/) recording into a folder of its own, so that
  // the test can stop and restart it.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-analytics-'));
  let server: FastifyInstance | undefined;
  let port = 0;
  const start = async () => {
    server = await createServer({
      buildDir: 'build',
      search: searchConfig(),
      writes: writeConfig({ALGOLIA_ADMIN_API_KEY: ADMIN, SEARCH_DATA_DIR: dataDir}),
      analytics: analyticsConfig({}, dataDir),
    });
    await server.listen({port, host: '127.0.0.1'});
    port = (server.server.address() as AddressInfo).port;
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  test.afterAll(async () => {
    await stop();
    fs.rmSync(dataDir, {recursive: true, force: true});
  });

  test('what readers type in the dialog, found or not, is in search:report once each, and after a restart', async ({
    page,
  }) => {
    await start();
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await page.keyboard.press('Control+k');
    // Typed as a reader does; the service would count a prefix whose request arrived last.
    await typeKeys(page, 'stripe');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await input(page).fill('');
    await typeKeys(page, 'xyzzyqq');
    await expect(page.locator('.DocSearch-NoResults')).toBeVisible();

    const fromService = await runReport(['--days', '1'], {
      ALGOLIA_HOSTS: `http://127.0.0.1:${port}`,
      ALGOLIA_ADMIN_API_KEY: ADMIN,
    });
    expect(fromService.code).toBe(0);
    expect(fromService.stdout).toMatch(/: 2 in all\./);
    expect(fromService.stdout).toMatch(/^\s+1\s+\d+\s+stripe$/m);
    expect(fromService.stdout).toMatch(/^\s+1\s+xyzzyqq\s+\S/m);

    // Stopped, the server has written everything: the data directory says the same.
    await stop();
    const fromDisk = await runReport(['--days', '1'], {SEARCH_DATA_DIR: dataDir});
    expect(fromDisk.stdout).toMatch(/: 2 in all\./);
    expect(fromDisk.stdout).toMatch(/^\s+1\s+xyzzyqq\s+\S/m);

    await start();
    const afterRestart = await runReport(['--days', '1'], {
      ALGOLIA_HOSTS: `http://127.0.0.1:${port}`,
      ALGOLIA_ADMIN_API_KEY: ADMIN,
    });
    expect(afterRestart.stdout.split('\n').slice(1)).toEqual(fromService.stdout.split('\n').slice(1));
  });
});
