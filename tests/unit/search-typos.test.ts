/**
 * The letter-signature test that spares typo expansion most typoDistance calls never rules out a
 * word that is within the allowed typos: a misspelled query still finds every word it should.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {letterSignature, signaturesTooFar, typoDistance} from '../../search/engine/text';

// Few letters (collisions of character codes modulo 32 included: "a" and "A", "q" and "1") and
// short words, so that pairs within one or two typos are common.
const word = fc.string({unit: fc.constantFrom(...'abeqA1éü'), minLength: 1, maxLength: 9});

test('a word within the allowed typos is never ruled out by its letter signature', () => {
  fc.assert(
    fc.property(word, word, fc.constantFrom(1, 2), (a, b, max) => {
      if (typoDistance(a, b, max) <= max)
        assert.equal(signaturesTooFar(letterSignature(a), letterSignature(b), max), false, `${a} ~ ${b}`);
    }),
    {numRuns: 5000},
  );
});

test('an edit of each kind keeps a word within one typo of its signature', () => {
  const max = 1;
  const near = (a: string, b: string) => !signaturesTooFar(letterSignature(a), letterSignature(b), max);
  assert.ok(near('stripe', 'strpie')); // swap
  assert.ok(near('stripe', 'stripes')); // insertion
  assert.ok(near('stripe', 'strie')); // deletion
  assert.ok(near('stripe', 'strxpe')); // substitution
  assert.ok(!near('stripe', 'paypal'));
});
