/**
 * Algolia's `_highlightResult` and `_snippetResult` values. Record text is
 * HTML-escaped first and only then are the highlight tags inserted, so text
 * such as `<img src=x onerror=alert(1)>` in a page is shown, never run.
 */
import {matcher, tokens, type Token} from './text';
import type {ParsedQuery} from './query';

type Matcher = ReturnType<typeof matcher>;

type MatchLevel = 'none' | 'partial' | 'full';
export type HighlightResult = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
};
export type SnippetResult = {value: string; matchLevel: MatchLevel};
export type Tags = {pre: string; post: string};

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** A token, how many of its characters to highlight (0: none), and the query words it matched. */
type Marked = Token & {highlight: number; words?: string[]};

/** The query's synonyms: each one's words, and the query words it stands for ("withdrawal" -> ["payout"]). */
type Synonyms = {words: string[]; own: string[]}[];

function synonymsOf(query: ParsedQuery): Synonyms {
  return query.slots.flatMap((slot) => {
    const own = query.words.slice(slot.first, slot.first + slot.count).map((w) => w.word);
    return slot.alternatives.map((alternative) => ({words: alternative.words, own}));
  });
}

/** Each token of the text, with how many of its characters to highlight (0: none). */
function mark(text: string, query: ParsedQuery, match: Matcher, synonyms: Synonyms): Marked[] {
  const found = tokens(text);
  // A synonym is highlighted where all its words are, together and in order (as it matches).
  const bySynonym = new Map<number, string[]>();
  for (const {words, own} of synonyms)
    found.forEach((_, i) => {
      if (words.every((word, k) => found[i + k]?.norm === word))
        for (let k = 0; k < words.length; k += 1) bySynonym.set(i + k, own);
    });
  return found.map((token, at) => {
    for (let i = 0; i < query.words.length; i += 1) {
      const found = match(i, token.norm);
      if (!found) continue;
      // A prefix is highlighted on its own letters when the word has no accents to shift them.
      const partial =
        found.prefixLength && token.text.length === token.norm.length
          ? found.prefixLength
          : token.text.length;
      return {...token, highlight: partial, words: [query.words[i].word]};
    }
    const stands = bySynonym.get(at);
    if (stands) return {...token, highlight: token.text.length, words: stands};
    return {...token, highlight: 0};
  });
}

function render(text: string, marked: Marked[], from: number, to: number, tags: Tags): string {
  let out = '';
  let at = from;
  for (const token of marked) {
    if (token.end <= from || token.start >= to || token.highlight === 0) continue;
    out += escapeHtml(text.slice(at, token.start));
    const end = token.start + token.highlight;
    out += tags.pre + escapeHtml(text.slice(token.start, end)) + tags.post;
    at = end;
  }
  return out + escapeHtml(text.slice(at, to));
}

function level(query: ParsedQuery, marked: Marked[]): {matchLevel: MatchLevel; matchedWords: string[]} {
  const matchedWords = [...new Set(marked.flatMap((t) => t.words ?? []))];
  const matchLevel =
    matchedWords.length === 0
      ? 'none'
      : matchedWords.length >= new Set(query.words.map((q) => q.word)).size
        ? 'full'
        : 'partial';
  return {matchLevel, matchedWords};
}

function highlight(text: string, query: ParsedQuery, marked: Marked[], tags: Tags): HighlightResult {
  const {matchLevel, matchedWords} = level(query, marked);
  const fullyHighlighted =
    matchLevel === 'full' && marked.length > 0 && marked.every((t) => t.highlight === t.text.length);
  return {value: render(text, marked, 0, text.length, tags), matchLevel, matchedWords, fullyHighlighted};
}

/** About `size` words of the text around its first match, with the ellipsis where text was cut. */
function snippet(
  text: string,
  query: ParsedQuery,
  marked: Marked[],
  size: number,
  tags: Tags,
  ellipsis: string,
): SnippetResult {
  const {matchLevel} = level(query, marked);
  if (marked.length <= size) return {value: render(text, marked, 0, text.length, tags), matchLevel};
  const first = Math.max(
    0,
    marked.findIndex((t) => t.highlight > 0),
  );
  const start = Math.max(0, Math.min(first - Math.floor(size / 3), marked.length - size));
  const end = start + size - 1;
  // Cut at spaces, never inside a written word ("player's" is two tokens but one word).
  let from = start === 0 ? 0 : marked[start].start;
  while (from > 0 && !/\s/.test(text[from - 1])) from -= 1;
  let to = end >= marked.length - 1 ? text.length : marked[end].end;
  while (to < text.length && !/\s/.test(text[to])) to += 1;
  const value =
    (from > 0 ? ellipsis : '') + render(text, marked, from, to, tags) + (to < text.length ? ellipsis : '');
  return {value, matchLevel};
}

/**
 * The highlighter of one search: a text's words are matched against the query once, however many
 * of its hits show that text and whether it is highlighted, snippeted or both.
 */
export function highlighter(query: ParsedQuery) {
  const match = matcher(query.words);
  const synonyms = synonymsOf(query);
  const marks = new Map<string, Marked[]>();
  const marked = (text: string) => {
    let found = marks.get(text);
    if (!found) {
      found = mark(text, query, match, synonyms);
      marks.set(text, found);
    }
    return found;
  };
  // A page's title and headings repeat in every hit of that page: each text is rendered once per
  // search (the results are shared between hits, which are read-only).
  const highlights = new Map<string, HighlightResult>();
  const snippets = new Map<string, SnippetResult>();
  return {
    highlight: (text: string, tags: Tags) => {
      let found = highlights.get(text);
      if (!found) {
        found = highlight(text, query, marked(text), tags);
        highlights.set(text, found);
      }
      return found;
    },
    snippet: (text: string, size: number, tags: Tags, ellipsis: string) => {
      const key = `${size}\u0000${text}`;
      let found = snippets.get(key);
      if (!found) {
        found = snippet(text, query, marked(text), size, tags, ellipsis);
        snippets.set(key, found);
      }
      return found;
    },
  };
}
