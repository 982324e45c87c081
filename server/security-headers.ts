/**
 * Security headers for the production server, from helmet: a
 * Content-Security-Policy the built site works under, and the usual hardening
 * headers for a public documentation site, on every answer.
 *
 * Scripts: only the site's own files, plus the inline scripts Docusaurus
 * writes into its pages (the colour-mode script on every page, a few others),
 * allowed by their SHA-256 hash, computed at start from the built HTML. A
 * script injected into a page, inline or from another origin, does not run.
 */
import crypto from 'node:crypto';
import {Parser} from 'htmlparser2';
import helmet, {type HelmetOptions} from 'helmet';
import type {onRequestHookHandler} from 'fastify';
import type {SearchConfig} from '../search/config';
import type {SiteFiles} from './static-files';

/** Script types a browser executes; anything else (application/ld+json…) is a data block CSP ignores. */
const EXECUTABLE =
  /^(|module|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript)$/i;

/** The text of every inline executable `<script>` of one HTML document. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  let current: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const executable = EXECUTABLE.test((attributes.type ?? '').trim());
        if (name === 'script' && attributes.src === undefined && executable) current = '';
      },
      ontext(text) {
        if (current !== undefined) current += text;
      },
      onclosetag(name) {
        if (name === 'script' && current !== undefined) scripts.push(current);
        if (name === 'script') current = undefined;
      },
    },
    // Script text is raw text: hash it byte for byte as the browser does.
    {decodeEntities: false},
  );
  parser.end(html);
  return scripts;
}

/** `'sha256-…'` sources for every distinct inline script in the site's HTML pages. */
function inlineScriptHashes(files: SiteFiles): string[] {
  const hashes = new Set<string>();
  for (const [name, file] of files) {
    if (!name.endsWith('.html')) continue;
    for (const script of inlineScripts(file.variants.identity.body.toString('utf8'))) {
      hashes.add(`'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** Where the browser's search client may connect: our own origin, plus the configured or hosted Algolia hosts. */
function searchOrigins(search: SearchConfig): string[] {
  if (search.embedded) return [];
  if (search.hosts.length > 0) {
    return search.hosts.map((host) => (/^https?:\/\//.test(host) ? host : `https://${host}`));
  }
  return ['https://*.algolia.net', 'https://*.algolianet.com'];
}

export function contentSecurityPolicy(scriptHashes: string[], search: SearchConfig) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    // Mermaid writes <style> into its SVGs and React renders style="" attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...searchOrigins(search)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

function securityHeaderOptions(files: SiteFiles, search: SearchConfig): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(inlineScriptHashes(files), search),
    },
    // Sends only the origin to other sites: enough for Algolia keys restricted by referrer.
    referrerPolicy: {policy: 'strict-origin-when-cross-origin'},
    xFrameOptions: {action: 'deny'},
    // HTTPS is the job of the proxy in front, which knows the domain: it sets HSTS.
    strictTransportSecurity: false,
  };
}

/**
 * An onRequest hook that sets the headers. helmet's middleware is built once
 * here: @fastify/helmet builds it again on every request (about 20 µs each,
 * more than serving a page from memory takes), so it is not used.
 */
export function securityHeaders(files: SiteFiles, search: SearchConfig): onRequestHookHandler {
  const apply = helmet(securityHeaderOptions(files, search));
  return (request, reply, done) => apply(request.raw, reply.raw, (error) => done(error as Error | undefined));
}
