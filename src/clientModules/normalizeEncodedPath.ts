/**
 * Makes a URL whose path has a percent-encoded "&" (or another path-safe
 * sub-delimiter) open its page, like the same URL written plainly does.
 *
 * Browsers and servers treat /SEO%20%26%20Meta and /SEO%20&%20Meta as the
 * same path, but the router decodes paths with decodeURI(), which leaves
 * %26 encoded, so no route matches and the reader gets "Page Not Found"
 * once the page hydrates. Rewriting the address before the router reads it
 * fixes every such route (the /Settings/SEO & Meta/… pages among them).
 */
const ENCODED_SUB_DELIMITER = /%(2[46BCbc]|3[ABDabd]|40)/g; // $ & + , : ; = @

export function normalizePath(pathname: string): string {
  return pathname.replace(ENCODED_SUB_DELIMITER, (code) => decodeURIComponent(code));
}

// Client modules also load during server-side rendering, where there is no window.
if (typeof window !== 'undefined') {
  const {pathname, search, hash} = window.location;
  const normalized = normalizePath(pathname);
  if (normalized !== pathname)
    window.history.replaceState(window.history.state, '', normalized + search + hash);
}
