/**
 * Algolia's `_highlightResult` and `_snippetResult` values. Record text is
 * HTML-escaped first and only then are the highlight tags inserted, so text
 * such as `<img src=x onerror=alert(1)>` in a page is shown, never run.
 */
import {codePrefixLength, matcher, type Token, type Tokenizer} from './text';
import type {ParsedQuery} from './query';
import {LIMITS} from './limits';

/** The first query word a word of a text matches, and how many of its letters when as a prefix (`id`: the word's id in the index, -1 if unknown). */
type Matcher = (norm: string, id: number) => {word: string; prefixLength?: number} | null;

/** A text's words as the index's word ids: terms[from + i] is the id of its i-th token. */
export type TextWords = {terms: Int32Array; from: number};

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
const SPECIAL = /[&<>"']/;
const escapeHtml = (text: string) =>
  SPECIAL.test(text) ? text.replace(/[&<>"']/g, (c) => ESCAPES[c]) : text;

/**
 * A text's tokens, how many characters of each to highlight (0: none), and what the text matched as
 * a whole: computed once per text and search, whether it is highlighted, snippeted or both.
 */
type Marked = {
  tokens: Token[];
  highlight: number[];
  matchLevel: MatchLevel;
  matchedWords: string[];
  /** Whether every token is highlighted whole. */
  whole: boolean;
};

/** The query's synonyms by their first word: each one's words, and the query words it stands for ("withdrawal" -> ["payout"]). */
type Synonyms = Map<string, {words: string[]; own: string[]}[]>;

function synonymsOf(query: ParsedQuery): Synonyms {
  const out: Synonyms = new Map();
  for (const slot of query.slots) {
    const own = query.words.slice(slot.first, slot.first + slot.count).map((w) => w.word);
    for (const {words} of slot.alternatives) {
      const list = out.get(words[0]);
      if (list) list.push({words, own});
      else out.set(words[0], [{words, own}]);
    }
  }
  return out;
}

function mark(
  text: string,
  tokens: Tokenizer['tokens'],
  match: Matcher,
  synonyms: Synonyms,
  distinct: number,
  ids?: TextWords,
): Marked {
  const found = tokens(text);
  // Most texts of a hit match nothing: no highlight array is allocated for them.
  let highlight: number[] = NOTHING;
  const matched = new Set<string>();
  // A synonym is highlighted where all its words are, together and in order (as it matches).
  const bySynonym: (string[] | undefined)[] = [];
  if (synonyms.size > 0)
    for (let i = 0; i < found.length; i += 1) {
      for (const {words, own} of synonyms.get(found[i].norm) ?? []) {
        if (words.every((word, k) => found[i + k]?.norm === word))
          for (let k = 0; k < words.length; k += 1) bySynonym[i + k] = own;
      }
    }
  for (let at = 0; at < found.length; at += 1) {
    const token = found[at];
    const word = match(token.norm, ids ? ids.terms[ids.from + at] : -1);
    if ((word || bySynonym[at]) && highlight === NOTHING) highlight = new Array<number>(found.length).fill(0);
    if (word) {
      // A prefix is highlighted on its own letters when the word has no accents to shift them.
      highlight[at] =
        word.prefixLength && token.text.length === token.norm.length ? word.prefixLength : token.text.length;
      matched.add(word.word);
    }
    const stands = word ? undefined : bySynonym[at];
    if (stands) {
      highlight[at] = token.text.length;
      for (const word of stands) matched.add(word);
    }
  }
  if (highlight === NOTHING)
    return {tokens: found, highlight, matchLevel: 'none', matchedWords: [], whole: false};
  const matchedWords = [...matched];
  const matchLevel =
    matchedWords.length === 0 ? 'none' : matchedWords.length >= distinct ? 'full' : 'partial';
  const whole = found.length > 0 && found.every((t, i) => highlight[i] === t.text.length);
  return {tokens: found, highlight, matchLevel, matchedWords, whole};
}

/** The highlight of a text where nothing matched: no token highlighted. */
const NOTHING: number[] = [];

function render(text: string, marked: Marked, from: number, to: number, tags: Tags): string {
  if (marked.highlight === NOTHING)
    return escapeHtml(from === 0 && to === text.length ? text : text.slice(from, to));
  let out = '';
  let at = from;
  const {tokens: found, highlight} = marked;
  for (let i = 0; i < found.length; i += 1) {
    const token = found[i];
    if (highlight[i] === 0 || token.end <= from || token.start >= to) continue;
    out += escapeHtml(text.slice(at, token.start));
    const end = token.start + highlight[i];
    out += tags.pre + escapeHtml(text.slice(token.start, end)) + tags.post;
    at = end;
  }
  return out + escapeHtml(text.slice(at, to));
}

function highlight(text: string, marked: Marked, tags: Tags): HighlightResult {
  const {matchLevel, matchedWords} = marked;
  return {
    value: render(text, marked, 0, text.length, tags),
    matchLevel,
    matchedWords,
    fullyHighlighted: matchLevel === 'full' && marked.whole,
  };
}

/** About `size` words of the text around its first match, with the ellipsis where text was cut. */
function snippet(text: string, marked: Marked, size: number, tags: Tags, ellipsis: string): SnippetResult {
  const {matchLevel, tokens: found} = marked;
  if (found.length <= size) return {value: render(text, marked, 0, text.length, tags), matchLevel};
  const first = Math.max(
    0,
    marked.highlight.findIndex((h) => h > 0),
  );
  const start = Math.max(0, Math.min(first - Math.floor(size / 3), found.length - size));
  const end = start + size - 1;
  // Cut at spaces, never inside a written word ("player's" is two tokens but one word).
  let from = start === 0 ? 0 : found[start].start;
  while (from > 0 && !/\s/.test(text[from - 1])) from -= 1;
  let to = end >= found.length - 1 ? text.length : found[end].end;
  while (to < text.length && !/\s/.test(text[to])) to += 1;
  const value =
    (from > 0 ? ellipsis : '') + render(text, marked, from, to, tags) + (to < text.length ? ellipsis : '');
  return {value, matchLevel};
}

/**
 * The highlighter of one search: a text's words are matched against the query once, however many
 * of its hits show that text and whether it is highlighted, snippeted or both.
 */
export function highlighter(
  query: ParsedQuery,
  /**
   * The ranking's words of the index each query word matches, by id (members[i][id]: a matchCode,
   * 0 for none), and whether they are all of them (none cut at MAX_EXPANSIONS): then a word of the
   * index is matched by id, with no string compared.
   */
  {members, complete}: {members: Int32Array[]; complete: boolean} = {members: [], complete: false},
) {
  const byWord = matcher(query.words);
  const byId = complete && members.length === query.words.length;
  const known = new Map<number, NonNullable<ReturnType<Matcher>>>();
  // Other words (attributes the index does not search, lists): matched one by one, once per search.
  const others = new Map<string, ReturnType<Matcher>>();
  const match: Matcher = (norm, id) => {
    if (id >= 0 && byId) {
      for (let i = 0; i < members.length; i += 1) {
        const code = members[i][id];
        if (code === 0) continue;
        let answer = known.get(id);
        if (!answer)
          known.set(id, (answer = {word: query.words[i].word, prefixLength: codePrefixLength(code)}));
        return answer;
      }
      return null;
    }
    let answer = others.get(norm);
    if (answer === undefined) {
      answer = null;
      for (let i = 0; i < query.words.length && !answer; i += 1) {
        const how = byWord(i, norm);
        if (how) answer = {word: query.words[i].word, prefixLength: how.prefixLength};
      }
      others.set(norm, answer);
    }
    return answer;
  };
  const synonyms = synonymsOf(query);
  const distinct = new Set(query.words.map((q) => q.word)).size;
  const marks = new Map<string, Marked>();
  // As Algolia: only the first 50,000 characters of the result set are highlighted; the texts
  // after them come back as they are (escaped, matchLevel "none").
  let unmarked = LIMITS.highlightedCharacters;
  const marked = (text: string, ids?: TextWords) => {
    let found = marks.get(text);
    if (!found) {
      found =
        unmarked > 0
          ? mark(text, query.tokenizer.tokens, match, synonyms, distinct, ids)
          : {
              tokens: query.tokenizer.tokens(text),
              highlight: NOTHING,
              matchLevel: 'none',
              matchedWords: [],
              whole: false,
            };
      unmarked -= text.length;
      marks.set(text, found);
    }
    return found;
  };
  // A page's title and headings repeat in every hit of that page: each text is rendered once per
  // search (the results are shared between hits, which are read-only).
  const highlights = new Map<string, HighlightResult>();
  const snippets = new Map<number, Map<string, SnippetResult>>();
  return {
    /** `ids`: the text's words as the index's ids, when it is a searchable attribute's text (faster). */
    highlight: (text: string, tags: Tags, ids?: TextWords) => {
      let found = highlights.get(text);
      if (!found) {
        found = highlight(text, marked(text, ids), tags);
        highlights.set(text, found);
      }
      return found;
    },
    snippet: (text: string, size: number, tags: Tags, ellipsis: string, ids?: TextWords) => {
      let bySize = snippets.get(size);
      if (!bySize) snippets.set(size, (bySize = new Map()));
      let found = bySize.get(text);
      if (!found) {
        found = snippet(text, marked(text, ids), size, tags, ellipsis);
        bySize.set(text, found);
      }
      return found;
    },
  };
}
