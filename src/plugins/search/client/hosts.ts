/**
 * The hosts the browser's Algolia client talks to when the site uses its own
 * search service: the hosts configured at build time (ALGOLIA_HOSTS), or the
 * page's own origin.
 */
import siteConfig from '@generated/docusaurus.config';
import {toHost, type Host} from '../../../../search/host';

export function searchHosts(): Host[] {
  const configured = (siteConfig.customFields?.searchHosts as string[] | undefined) ?? [];
  if (configured.length > 0) {
    return configured.map((host) => toHost(host, 'read'));
  }
  // Server-side rendering creates the client too, but never sends a request from there.
  if (typeof window === 'undefined') return [{url: 'localhost', protocol: 'http', accept: 'read'}];
  const {host, protocol} = window.location;
  return [{url: host, protocol: protocol === 'http:' ? 'http' : 'https', accept: 'read'}];
}
