/**
 * Pages as Markdown by content negotiation: a page requested with `Accept: text/markdown` (Markdown
 * preferred to HTML; on a tie, and for browsers, HTML) gets its Markdown twin (src/plugins/llms),
 * with its own ETag, the same cache rule and the same compression; both variants say
 * `Vary: Accept`. Used by server/static-site.ts.
 */
import {Negotiator} from '@fastify/accept-negotiator';
import type {SiteFiles} from './static-files';

/** Each built page that has a twin (`/x/index.html` → `/x.md`, `/x/` → `/x/index.html.md`). */
export function markdownTwins(files: SiteFiles): Map<string, string> {
  const twins = new Map<string, string>();
  for (const key of files.keys()) {
    if (!key.endsWith('.html')) continue;
    const candidates = [
      `${key}.md`,
      key.endsWith('/index.html') ? `${key.slice(0, -11)}.md` : `${key.slice(0, -5)}.md`,
    ];
    const twin = candidates.find((candidate) => files.has(candidate));
    if (twin) twins.set(key, twin);
  }
  return twins;
}

/** Whether an Accept header prefers Markdown to HTML (HTML first on a tie: what browsers get). */
export function markdownPreferred(): (accept: string | undefined) => boolean {
  const cache = new Map<string, string>();
  const negotiator = new Negotiator({
    supportedValues: ['text/html', 'text/markdown'],
    cache: {
      get: (key: string) => cache.get(key),
      has: (key: string) => cache.has(key),
      set(key: string, value: string) {
        if (cache.size >= 256) cache.clear();
        cache.set(key, value);
        return this;
      },
    },
  });
  return (accept) =>
    accept !== undefined && accept.includes('markdown') && negotiator.negotiate(accept) === 'text/markdown';
}
