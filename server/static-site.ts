/**
 * Serves the built site from memory (server/static-files.ts), as a Fastify
 * plugin: one GET route (HEAD comes with it) answering every path the other
 * routes do not claim.
 * - The body in the best encoding the client accepts: br, then gzip, then
 *   identity; `Vary: Accept-Encoding` on files that have variants.
 * - A strong ETag per variant; `If-None-Match` that names it gets a 304.
 * - Cache-Control from the file (hashed assets immutable, the rest revalidated).
 * - A path that names no file gets the site's 404.html with status 404.
 * - A page asked for as Markdown (`Accept: text/markdown`) gets its twin (server/markdown-negotiation.ts).
 */
import type {FastifyPluginAsync} from 'fastify';
import {Negotiator} from '@fastify/accept-negotiator';
import {REVALIDATE, resolvePage, type Encoding, type SiteFiles, type StaticFile} from './static-files';
import {markdownPreferred, markdownTwins} from './markdown-negotiation';

export type StaticSiteOptions = {files: SiteFiles; notFound: string};

/** A few distinct Accept-Encoding values come from real browsers; keep at most this many answers. */
const NEGOTIATION_CACHE_SIZE = 256;

function boundedCache() {
  const map = new Map<string, string>();
  return {
    get: (key: string) => map.get(key),
    has: (key: string) => map.has(key),
    set(key: string, value: string) {
      if (map.size >= NEGOTIATION_CACHE_SIZE) map.clear();
      map.set(key, value);
      return this;
    },
  };
}

/** True when an If-None-Match value (a list of ETags, or `*`) names `etag` (weak comparison, RFC 9110 §13.1.2). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

export const staticSite: FastifyPluginAsync<StaticSiteOptions> = async (app, {files, notFound}) => {
  const notFoundPage = files.get(notFound);
  if (!notFoundPage) throw new Error(`The build has no ${notFound}`);
  const negotiator = new Negotiator<Encoding>({
    supportedValues: ['br', 'gzip', 'identity'],
    cache: boundedCache(),
  });

  const twins = markdownTwins(files);
  const wantsMarkdown = markdownPreferred();

  const encodingFor = (file: StaticFile, accept: string | undefined): Encoding => {
    if (!file.variants.br && !file.variants.gzip) return 'identity';
    const preferred = accept ? negotiator.negotiate(accept) : null;
    return preferred && file.variants[preferred] ? preferred : 'identity';
  };

  app.get('/*', (request, reply) => {
    const query = request.url.indexOf('?');
    const page = resolvePage(files, query === -1 ? request.url : request.url.slice(0, query));
    const twin = page === undefined ? undefined : twins.get(page);
    const key = twin && wantsMarkdown(request.headers.accept) ? twin : page;
    const file = key === undefined ? notFoundPage : files.get(key)!;
    const encoding = encodingFor(file, request.headers['accept-encoding']);
    const variant = file.variants[encoding]!;
    const compressible = encoding !== 'identity' || file.variants.br || file.variants.gzip;
    if (compressible || twin) reply.header('vary', twin ? 'accept, accept-encoding' : 'accept-encoding');
    if (key === undefined) {
      reply.code(404).header('cache-control', REVALIDATE);
    } else {
      reply.header('cache-control', file.cacheControl).header('etag', variant.etag);
      if (matchesEtag(request.headers['if-none-match'], variant.etag)) return reply.code(304).send();
    }
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.header('content-type', file.type).send(variant.body);
  });
};
