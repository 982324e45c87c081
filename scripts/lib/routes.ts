/** A route of the site as a browser requests it: spaces and `&` percent-encoded. */
export const encodeRoute = (route: string) => route.split('/').map(encodeURIComponent).join('/');
