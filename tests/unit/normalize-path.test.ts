import {test} from 'node:test';
import assert from 'node:assert/strict';
import {normalizePath} from '../../src/clientModules/normalizeEncodedPath';

test('an encoded "&" in a path is written plainly, spaces stay encoded', () => {
  assert.equal(
    normalizePath('/Settings/SEO%20%26%20Meta/Robots%20TXT'),
    '/Settings/SEO%20&%20Meta/Robots%20TXT',
  );
});

test('path structure is never changed: encoded "/", "?" and "#" stay encoded', () => {
  assert.equal(normalizePath('/a%2Fb%3Fc%23d'), '/a%2Fb%3Fc%23d');
});

test('paths without encoded sub-delimiters are left alone', () => {
  for (const path of ['/', '/Admin%20Users/Role', '/support-tikect/'])
    assert.equal(normalizePath(path), path);
});
