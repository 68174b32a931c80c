/**
 * Where to go after signing in: the `redirect` search parameter when it is a path inside the portal
 * (one leading '/'), otherwise the dashboard. Anything else ('//host', '/\host', 'https://…') could
 * send the user to another site.
 */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}
