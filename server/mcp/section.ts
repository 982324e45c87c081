/**
 * One section of a page's Markdown twin, by the anchor the page's HTML gives its heading. The twin
 * leaves `{#custom-id}` out, so the anchor is looked up where Docusaurus wrote it (the built page's
 * `<hN id>`; in `npm start`, server/mcp/dev.ts), and its heading found in the twin by its text.
 */
import {Parser} from 'htmlparser2';

export type Heading = {level: number; text: string};

/** Letters and digits only, lower case: a heading's text compared across HTML and Markdown. */
const comparable = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The heading of the built page whose id is `anchor` (its text without the `#` link), if any. */
export function headingOf(html: string, anchor: string): Heading | undefined {
  let found: Heading | undefined;
  let depth = 0;
  let inLink = 0;
  let collected = '';
  const parser = new Parser({
    onopentag(name, attributes) {
      if (depth) {
        if (name === 'a' && attributes.class?.includes('hash-link')) inLink++;
        depth++;
        return;
      }
      if (/^h[1-6]$/.test(name) && attributes.id === anchor) {
        depth = 1;
        found = {level: Number(name[1]), text: ''};
      }
    },
    ontext(data) {
      if (depth && !inLink) collected += data;
    },
    onclosetag(name) {
      if (!depth) return;
      if (name === 'a' && inLink) inLink--;
      if (--depth === 0 && found) {
        found.text = collected;
        parser.pause();
      }
    },
  });
  parser.end(html);
  return found?.text ? found : undefined;
}

/** Markdown headings outside fenced code: line index, level and text. */
function markdownHeadings(lines: string[]): (Heading & {line: number})[] {
  const headings: (Heading & {line: number})[] = [];
  let fence = '';
  lines.forEach((line, index) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (opening) {
      if (!fence) fence = opening[1];
      else if (line.trim().startsWith(fence)) fence = '';
      return;
    }
    const match = !fence && /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (match) headings.push({line: index, level: match[1].length, text: match[2]});
  });
  return headings;
}

/**
 * The section of `markdown` under `heading` (found by its text), down to the next heading of its
 * level or above, after the page's own title line; undefined when there is none.
 */
export function sectionUnder(markdown: string, heading: Heading): string | undefined {
  const lines = markdown.split('\n');
  const headings = markdownHeadings(lines);
  const at = headings.findIndex((h) => comparable(h.text) === comparable(heading.text));
  if (at === -1) return undefined;
  const start = headings[at];
  const end = headings.slice(at + 1).find((h) => h.level <= start.level)?.line ?? lines.length;
  const title = headings[0]?.level === 1 && at !== 0 ? `${lines[headings[0].line]}\n\n` : '';
  return `${title}${lines.slice(start.line, end).join('\n').trimEnd()}\n`;
}
