import type { HtmlTagDescriptor, Plugin } from 'vite';
import { receiptFormConfigFromEnv } from '../domain/receipt-config';

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
 *
 * The in-browser server's worker (mocks/worker.ts) gets the same policy plus 'unsafe-eval': its query
 * compiler turns each GraphQL document into a function (mocks/executor.ts). It has no page, no DOM and
 * no storage of its own to reach; the page keeps its policy without eval. Without it the worker runs
 * every operation on graphql-js, slower but the same.
 */
export function contentSecurityPolicy(env: Record<string, string | boolean | undefined>, scope: 'page' | 'server worker' = 'page'): string {
  const receiptOrigin = originOf(receiptFormConfigFromEnv(env).baseUrl);
  const graphqlOrigin = originOf(typeof env.VITE_GRAPHQL_URL === 'string' ? env.VITE_GRAPHQL_URL : undefined);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(scope === 'server worker' ? ["'unsafe-eval'"] : [])],
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
 * header from `vite preview` (with frame-ancestors, which only a header can carry), the server
 * worker's own with its script. Not used by the
 * development server, whose hot reload needs inline scripts.
 */
/** The built server worker's file (Vite names a worker chunk after its source, mocks/worker.ts). */
export const SERVER_WORKER_FILE = /^\/assets\/worker-[\w-]+\.js$/;

export function contentSecurityPolicyPlugin(): Plugin {
  let policy = '';
  let workerPolicy = '';
  return {
    name: 'portal:content-security-policy',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(config) {
      policy = contentSecurityPolicy(config.env);
      workerPolicy = contentSecurityPolicy(config.env, 'server worker');
    },
    transformIndexHtml: {
      order: 'post',
      handler(): HtmlTagDescriptor[] {
        return [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' }];
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        // A worker's policy is the one served with its script (a <meta> policy does not reach workers).
        const path = new URL(request.url ?? '/', 'http://preview').pathname;
        response.setHeader('Content-Security-Policy', `${SERVER_WORKER_FILE.test(path) ? workerPolicy : policy}; frame-ancestors 'none'`);
        next();
      });
    },
  };
}
