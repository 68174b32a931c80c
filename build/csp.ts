import type { HtmlTagDescriptor, Plugin } from 'vite';
import { receiptFormConfigFromEnv } from '../mocks/receipt-config';

/** The origin of an absolute http(s) address, or null. */
function originOf(address: string | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The portal's Content-Security-Policy for the production build, from its build-time settings:
 * - scripts only from the portal's own files: no inline script, no eval (workers of the GraphQL
 *   explorer are files of the build too);
 * - styles from the portal and inline: Chakra UI's styling engine (Emotion) and the explorer's editor
 *   insert <style> elements at run time, so style-src needs 'unsafe-inline' (styles cannot run code);
 * - frames only from the receipt form service; requests only to the portal and, in HTTP mode, to
 *   VITE_GRAPHQL_URL; no plugins; forms and <base> stay on the portal.
 */
export function contentSecurityPolicy(env: Record<string, string | boolean | undefined>): string {
  const receiptOrigin = originOf(receiptFormConfigFromEnv(env).baseUrl);
  const graphqlOrigin = originOf(typeof env.VITE_GRAPHQL_URL === 'string' ? env.VITE_GRAPHQL_URL : undefined);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['worker-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(graphqlOrigin ? [graphqlOrigin] : [])],
    ['frame-src', ...(receiptOrigin ? [receiptOrigin] : ["'none'"])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * Adds the Content-Security-Policy to the built index.html as a <meta> element, and serves it as a
 * header from `vite preview` (with frame-ancestors, which only a header can carry). Not used by the
 * development server, whose hot reload needs inline scripts.
 */
export function contentSecurityPolicyPlugin(): Plugin {
  let policy = '';
  return {
    name: 'portal:content-security-policy',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(config) {
      policy = contentSecurityPolicy(config.env);
    },
    transformIndexHtml: {
      order: 'post',
      handler(): HtmlTagDescriptor[] {
        return [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' }];
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use((_request, response, next) => {
        response.setHeader('Content-Security-Policy', `${policy}; frame-ancestors 'none'`);
        next();
      });
    },
  };
}
