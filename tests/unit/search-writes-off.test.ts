/**
 * A service without SEARCH_WRITES has no write side at all, whatever key a
 * request carries, and writes nothing to disk. (The write side's keys, over
 * loopback: tests/integration/search-keys.test.ts.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createSearchService} from '../../search/service/service';
import {searchBackend, writeConfig} from '../../search/service/backend';
import {searchConfig} from '../../search/config';
import {ADMIN_KEY, APP_ID, INDEX, SEARCH_KEY, fixtureSite, recordSet} from '../support/push';

test('without SEARCH_WRITES the service has no write side, even for the admin key', async () => {
  const site = fixtureSite(recordSet('alpha', 5));
  try {
    const {index, writes: none} = searchBackend(
      searchConfig({SEARCH_RECORDS_FILE: site.recordsFile}),
      writeConfig({ALGOLIA_ADMIN_API_KEY: ADMIN_KEY, SEARCH_DATA_DIR: site.dataDir}),
    );
    assert.equal(none, undefined);
    const readOnly = await createSearchService({appId: APP_ID, apiKey: SEARCH_KEY, index});
    const admin = {'x-algolia-application-id': APP_ID, 'x-algolia-api-key': ADMIN_KEY};
    const search = {'x-algolia-application-id': APP_ID, 'x-algolia-api-key': SEARCH_KEY};
    const inject = (method: 'PUT' | 'POST', url: string, headers: Record<string, string>) =>
      readOnly.inject({method, url, headers, payload: {}}).then((r) => [r.statusCode, r.json().status]);
    assert.deepEqual(await inject('POST', `/1/indexes/${INDEX}/batch`, admin), [403, 403]);
    assert.deepEqual(await inject('POST', `/1/indexes/${INDEX}/batch`, search), [404, 404]);
    assert.deepEqual(await inject('PUT', `/1/indexes/${INDEX}`, search), [405, 405]);
    await readOnly.close();
    assert.equal(fs.existsSync(site.dataDir), false);
  } finally {
    fs.rmSync(site.dir, {recursive: true, force: true});
  }
});
