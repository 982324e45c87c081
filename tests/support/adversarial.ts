/**
 * The costliest requests a client can send the engine, for the bench's worst-request row
 * (bench/search-engine.ts) and the unit test that holds every one of them within bounds
 * (tests/unit/search-worst-request.test.ts). Fixed seed: the same requests every run.
 */
import fc from 'fast-check';
import type {SearchIndex} from '../../search/engine';
import {docSearchRequest} from './docsearch';

/**
 * Search parameters a client may add to a DocSearch request, drawn by fast-check: long, prefix,
 * typo and repeated-word queries, huge pages, and the shapes of issue 32's probe (tags at and past
 * their limit, every attribute highlighted and snippeted, filters repeated or by the thousand).
 */
function adversarialRequests(vocabulary: string[]) {
  const letters = [...'abcdefghijklmnopqrstuvwxyz0123456789'];
  const real = fc.constantFrom(...vocabulary);
  const word = fc.oneof(
    real,
    // Short prefixes of real words: each expands to many words of the index.
    real.chain((w) => fc.integer({min: 1, max: Math.min(3, w.length)}).map((n) => w.slice(0, n))),
    // Real words with one or two letters changed: the typo search runs in full.
    fc
      .tuple(real, fc.nat(), fc.nat(), fc.constantFrom(...letters), fc.constantFrom(...letters))
      .map(([w, i, j, a, b]) => {
        const at = (s: string, k: number, c: string) =>
          s.slice(0, k % s.length) + c + s.slice((k % s.length) + 1);
        return at(at(w, i, a), j, b);
      }),
    fc.constantFrom(...letters),
    real.map((w) => `-${w}`),
    fc.tuple(real, real).map(([a, b]) => `"${a} ${b}"`),
  );
  const query = fc.oneof(
    fc.array(word, {minLength: 1, maxLength: 120}).map((ws) => ws.join(' ')),
    fc
      .tuple(word, fc.integer({min: 2, max: 200}))
      .map(([w, n]) => Array.from({length: n}, () => w).join(' ')),
    fc.string({unit: 'grapheme', maxLength: 512}),
  );
  const tag = fc.oneof(
    fc.string({maxLength: 8}),
    fc.integer({min: 56, max: 72}).map((n) => '<'.repeat(n)),
  );
  return fc.record(
    {
      query,
      page: fc.oneof(fc.constant(0), fc.nat(50), fc.constant(2 ** 31 - 1)),
      hitsPerPage: fc.oneof(fc.constant(20), fc.integer({min: 1, max: 1000})),
      facets: fc.constantFrom([], ['*'], ['type', 'language']),
      facetFilters: fc.oneof(
        fc.constantFrom([], ['type:content'], ['language:en', ['type:lvl1', 'type:lvl2']]),
        // The probe's shapes: one filter repeated thousands of times, and up to Algolia's 1,000 different ones.
        fc.integer({min: 1, max: 12_500}).map((n) => [Array.from({length: n}, () => 'type:a')]),
        fc.integer({min: 1, max: 1001}).map((n) => [Array.from({length: n}, (_, i) => `type:${i}`)]),
      ),
      // Tags and ellipsis up to the 64 characters allowed, and past them (refused).
      highlightPreTag: tag,
      highlightPostTag: tag,
      snippetEllipsisText: tag,
      attributesToHighlight: fc.constantFrom(['*'], ['hierarchy', 'content'], []),
      attributesToSnippet: fc.constantFrom(['*'], ['content:1000'], ['*:50'], []),
      optionalWordsByRarity: fc.boolean(),
      typoTolerance: fc.constantFrom(true, false, 'min', 'strict'),
      removeWordsIfNoResults: fc.constantFrom('none', 'lastWords', 'firstWords', 'allOptional'),
      advancedSyntax: fc.boolean(),
      optionalWords: fc.array(real, {maxLength: 20}),
      getRankingInfo: fc.boolean(),
    },
    {requiredKeys: ['query']},
  );
}

type Timed = {ms: number; request: Record<string, unknown>; bytes: number; refused?: string};

/**
 * `count` requests drawn by fast-check, each sent once to the index as JSON (searchJson, what the
 * service sends): the slowest, and every one's time, answer size or refusal (a 4xx).
 */
export function worstRequests(index: SearchIndex, vocabulary: string[], count: number, seed = 42) {
  const all: Timed[] = [];
  for (const extra of fc.sample(adversarialRequests(vocabulary), {numRuns: count, seed})) {
    const request = {...docSearchRequest(''), ...extra};
    const started = performance.now();
    let bytes = 0;
    let refused: string | undefined;
    try {
      bytes = index.searchJson(request).length;
    } catch (error) {
      const status = (error as {status?: number}).status;
      if (status === undefined || status >= 500) throw error;
      refused = (error as Error).message;
    }
    all.push({ms: performance.now() - started, request, bytes, refused});
  }
  const worst = all.reduce((a, b) => (b.ms > a.ms ? b : a));
  return {worst, all};
}
