/** A stand-in origin: a target that resolves to any other origin leaves the portal. */
const PORTAL_ORIGIN = 'http://portal.invalid';

/**
 * Where to go after signing in: the `redirect` search parameter when it is a path inside the portal,
 * otherwise the dashboard. The target is read the way the browser will read it, so nothing that
 * resolves to another site gets through: '//host', '/\host', 'https://…', nor a path hiding tabs or
 * line breaks ('/\t/host'), which browsers drop before reading a URL.
 */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(target, `${PORTAL_ORIGIN}/`);
  } catch {
    return '/';
  }
  if (url.origin !== PORTAL_ORIGIN) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
