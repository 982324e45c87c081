/**
 * For a search that found nothing, the nearest thing the docs already have: a synonym group
 * (search/synonyms.json) or a page title, by the edit distance of their words (transpositions
 * counting one, as the engine's typos). What the report
 * shows next to each such search, so that a docs writer sees whether a synonym or a page is the fix.
 */
import {eng} from 'stopword';
import {typoDistance, type Synonym} from '../../search/engine';
import {normaliseQuery} from '../../search/service/analytics';

export type Candidate = {kind: 'synonyms' | 'page'; label: string; words: string[]};

const STOP = new Set(eng);
/** Words of a text: letters and digits, lower case, stop words left out. */
const wordsOf = (text: string) =>
  normaliseQuery(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 && !STOP.has(w));

/** A word of the query is near a word of the docs when at most a third of its letters differ. */
const NEAR = 1 / 3;

export function synonymCandidates(synonyms: Synonym[]): Candidate[] {
  return synonyms.map((s) => {
    const terms = [
      s.input,
      s.word,
      ...(s.synonyms ?? []),
      ...(s.corrections ?? []),
      ...(s.replacements ?? []),
    ].filter((t): t is string => typeof t === 'string');
    return {kind: 'synonyms', label: terms.join(' = '), words: terms.flatMap(wordsOf)};
  });
}

/** Each page once, by its title (hierarchy.lvl1) and path, from the build's records. */
export function pageCandidates(
  records: {hierarchy?: {lvl1?: string | null}; url_without_anchor?: string}[],
): Candidate[] {
  const pages = new Map<string, Candidate>();
  for (const {hierarchy, url_without_anchor: url} of records) {
    const title = hierarchy?.lvl1;
    if (!title || !url || pages.has(url)) continue;
    const where = decodeURI(new URL(url, 'http://x').pathname);
    pages.set(url, {kind: 'page', label: `${title} (${where})`, words: wordsOf(title)});
  }
  return [...pages.values()];
}

/** The candidate nearest to a query, as "synonyms: …" or "page: …", or undefined (nothing near). */
export function hintFor(query: string, candidates: Candidate[]): string | undefined {
  const words = wordsOf(query);
  let best: {near: number; off: number; candidate: Candidate} | undefined;
  for (const candidate of candidates) {
    let near = 0;
    let off = 0;
    for (const word of words) {
      let closest = 1;
      for (const other of candidate.words) {
        const length = Math.max(word.length, other.length);
        const typos = typoDistance(word, other, Math.floor(length * NEAR));
        closest = Math.min(closest, typos / length);
      }
      if (closest <= NEAR) {
        near += 1;
        off += closest;
      }
    }
    // More words near, then nearer; on a tie the earlier candidate (synonyms come first).
    if (near > 0 && (!best || near > best.near || (near === best.near && off < best.off)))
      best = {near, off, candidate};
  }
  return best && `${best.candidate.kind}: ${best.candidate.label}`;
}
