/**
 * The kind of route a request is for, as the access log and the metrics group requests: a few
 * fixed names, never the path itself (a metric label per path would grow with every URL a
 * client makes up).
 */
export type RouteClass = 'search' | 'analytics' | 'health' | 'mcp' | 'asset' | 'page';

/** The route class of a request's URL (its path; the query string does not count). */
export function routeClass(url: string): RouteClass {
  if (url.startsWith('/1/')) return 'search';
  if (url.startsWith('/2/')) return 'analytics';
  if (url.startsWith('/_/')) return 'health';
  if (url === '/mcp' || url.startsWith('/mcp?') || url.startsWith('/mcp/')) return 'mcp';
  if (url.startsWith('/assets/')) return 'asset';
  return 'page';
}
