/**
 * A small static server for the production build, as a host would serve it: text assets compressed
 * ahead of time (node:zlib: Brotli at its highest quality for browsers that accept it, gzip level 9
 * otherwise, as a static host with precompressed files does), long-lived caching for hashed files
 * under /assets/, and the single-page fallback to index.html for every other path.
 */
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);

/** A blank page on the portal's origin, for setting up storage before an audited load. */
export const BLANK_PATH = '/__bench/blank';

/**
 * Serves `root` on 127.0.0.1 (a free port unless `port` is given).
 * Resolves to { url, close }.
 */
export async function serveBuild(buildDir, { port = 0 } = {}) {
  const root = path.resolve(buildDir);

  /** A file of the build as served: its bytes, its compressed forms (text files only) and its type. */
  async function prepare(file) {
    const body = await readFile(file);
    const ext = path.extname(file);
    const [gzipped, brotli] = COMPRESSIBLE.has(ext)
      ? await Promise.all([
          gzipAsync(body, { level: 9 }),
          brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        ])
      : [null, null];
    return { body, gzip: gzipped, br: brotli, type: TYPES[ext] ?? 'application/octet-stream' };
  }

  // Every file is read and compressed before the first request, as a host's precompressed files are.
  const listed = (await readdir(root, { recursive: true, withFileTypes: true })).filter((item) => item.isFile());
  const entries = new Map(
    await Promise.all(
      listed.map(async (item) => {
        const file = path.join(item.parentPath, item.name);
        return [file, await prepare(file)];
      }),
    ),
  );

  /** The build's file at `urlPath`, or null (the single-page fallback answers). */
  function resolveFile(urlPath) {
    const candidate = path.join(root, path.normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, ''));
    return candidate.startsWith(root) && entries.has(candidate) ? candidate : null;
  }

  const server = http.createServer((request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname === BLANK_PATH) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        response.end('<!doctype html><title>blank</title>');
        return;
      }
      const file = resolveFile(url.pathname) ?? (path.extname(url.pathname) ? null : path.join(root, 'index.html'));
      if (!file) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('Not found');
        return;
      }
      const entry = entries.get(file);
      const hashed = url.pathname.startsWith('/assets/');
      const headers = {
        'content-type': entry.type,
        'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        vary: 'accept-encoding',
      };
      const accepted = String(request.headers['accept-encoding'] ?? '');
      let body = entry.body;
      if (entry.br && /\bbr\b/.test(accepted)) {
        body = entry.br;
        headers['content-encoding'] = 'br';
      } else if (entry.gzip && /\bgzip\b/.test(accepted)) {
        body = entry.gzip;
        headers['content-encoding'] = 'gzip';
      }
      headers['content-length'] = String(body.length);
      response.writeHead(200, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(String(error));
    }
  });

  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
