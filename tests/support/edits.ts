/**
 * An edit of a doc page that the search indexes: a paragraph under a heading of its own at the
 * end, since a page may end with a "Related" section, which gives no records.
 */
export const withIndexedParagraph = (source: string, paragraph: string) =>
  `${source.trimEnd()}\n\n## Edited section\n\n${paragraph}\n`;
