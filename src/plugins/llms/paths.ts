/**
 * Where a page's Markdown twin is published (no Node imports: the Copy page control uses it too).
 * `/x` → `/x.md`; a folder URL `/x/` → `/x/index.html.md` (llmstxt.org) and `/x.md`.
 */
export function twinPaths(permalink: string): string[] {
  if (!permalink.endsWith('/')) return [`${permalink}.md`];
  return permalink === '/'
    ? ['/index.html.md']
    : [`${permalink}index.html.md`, `${permalink.slice(0, -1)}.md`];
}
