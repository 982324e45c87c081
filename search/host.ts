/**
 * One ALGOLIA_HOSTS entry ("host[:port]", optionally with "http://" or
 * "https://"; https when no scheme) -> the client's host object. Shared by the
 * browser (src/plugins/search/client/hosts.ts) and `npm run search:push`; no Node imports.
 */
export type Host = {url: string; accept: 'read' | 'write' | 'readWrite'; protocol: 'http' | 'https'};

export function toHost(entry: string, accept: Host['accept']): Host {
  const match = entry.match(/^(https?):\/\/(.+?)\/?$/);
  return {
    url: match ? match[2] : entry,
    protocol: match ? (match[1] as Host['protocol']) : 'https',
    accept,
  };
}
