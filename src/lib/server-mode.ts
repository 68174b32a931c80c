/**
 * Which server answers the page: the portal's HTTP server (docs/server.md) or, without one, the
 * in-browser server that src/graphql/client.ts starts.
 */

/** The name of the meta element the portal's HTTP server adds to the page it serves (server/http.ts), naming its GraphQL endpoint. */
export const SERVED_PAGE_META = 'portal-graphql-url';

/**
 * The dashboard's path. A page opened on any other path tells the in-browser server's worker at start
 * (build/server-boot.ts, mocks/worker-link.ts), so it loads the rest of its server beside the page's code.
 */
export const DASHBOARD_PATH = '/';

/** The global where the build's boot script (build/server-boot.ts) leaves the worker it started, for mocks/browser.ts to take over. */
export const BOOTED_SERVER_GLOBAL = '__portalServerBoot';

function servedPageMeta(): HTMLMetaElement | null {
  return typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>(`meta[name="${SERVED_PAGE_META}"]`);
}

/**
 * The GraphQL endpoint the page was built or served for: VITE_GRAPHQL_URL at build time, or the one
 * the portal's HTTP server names in the page it serves. Without either, the in-browser server answers.
 */
export function configuredHttpUrl(): string | undefined {
  return import.meta.env.VITE_GRAPHQL_URL || servedPageMeta()?.content || undefined;
}

/** Whether the page came from the portal's own HTTP server, not a static host. */
export function servedByPortalServer(): boolean {
  return servedPageMeta() !== null;
}
