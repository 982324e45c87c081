import {test} from 'node:test';
import assert from 'node:assert/strict';
import {LOCAL_SITE_URL, siteUrl} from '../../src/siteUrl';

/** siteUrl() with the warnings it printed. */
function resolve(env: NodeJS.ProcessEnv) {
  const warnings: string[] = [];
  const url = siteUrl(env, (message) => warnings.push(message));
  return {url, warnings};
}

test('a build with SITE_URL uses it, quietly, in CI too', () => {
  for (const env of [
    {NODE_ENV: 'production', SITE_URL: 'https://docs.example.com'},
    {NODE_ENV: 'production', CI: 'true', SITE_URL: 'https://docs.example.com'},
  ]) {
    assert.deepEqual(resolve(env), {url: 'https://docs.example.com', warnings: []});
  }
});

test('npm start and the other commands that are not a build use localhost without a word', () => {
  assert.deepEqual(resolve({NODE_ENV: 'development'}), {url: LOCAL_SITE_URL, warnings: []});
  assert.deepEqual(resolve({NODE_ENV: 'development', CI: 'true'}), {url: LOCAL_SITE_URL, warnings: []});
});

test('a local build without SITE_URL warns once that its URLs point at localhost', () => {
  for (const CI of [undefined, '', 'false', '0']) {
    const {url, warnings} = resolve({NODE_ENV: 'production', CI});
    assert.equal(url, LOCAL_SITE_URL);
    assert.equal(warnings.length, 1, `CI=${CI}`);
    assert.match(warnings[0], /SITE_URL is not set: canonical URLs.*search records.*http:\/\/localhost:3000/);
  }
});

test('a CI build without SITE_URL fails and says what to set', () => {
  for (const CI of ['true', '1']) {
    assert.throws(() => resolve({NODE_ENV: 'production', CI}), /SITE_URL is not set.*Set SITE_URL/);
  }
});

test('a CI build may point at localhost when SITE_URL says so explicitly', () => {
  assert.deepEqual(resolve({NODE_ENV: 'production', CI: 'true', SITE_URL: LOCAL_SITE_URL}), {
    url: LOCAL_SITE_URL,
    warnings: [],
  });
});
