#!/usr/bin/env node
/**
 * The build report: what the portal ships, gzip-compressed (node:zlib, level 9, as bench/serve.mjs serves it).
 *
 *   node scripts/bundle-report.mjs [outDir] [--check]     (outDir defaults to dist/)
 *   npm run size                                          build into dist/, then report with --check
 *
 * It reads two files the build writes (see vite.config.ts): Vite's `.vite/manifest.json` and
 * `.vite/bundle-modules.json` (scripts/bundle-plugins.ts, bundleModules: the modules in every chunk).
 * With --check it exits with 1 when a budget is exceeded or a library ships twice.
 *
 * Stable API (used by bench/ and tests/e2e/bundle-budget.spec.mjs):
 *
 *   export async function bundleReport(outDir): Promise<{
 *     routes:     [{ route, file, gzipBytes, screenFiles, screenGzipBytes }], one per src/screens/<route>/route.tsx
 *                                                          chunk; screenFiles: it and the chunks it imports statically
 *                                                          that the dashboard's first load does not hold
 *     dashboards: [{ role, gzipBytes, files, later }],    first-load JavaScript of `/` per role;
 *                                                          later = { gzipBytes, files } loaded after the data shows
 *     pageGzipBytes,                                      index.html (with what the build writes into it)
 *     screensGzipBytes,                                   every screen opened once after the dashboard: their files, each counted once
 *     server:     { gzipBytes, files },                   the in-browser server's worker and what it imports
 *                                                          before it answers (part of each dashboard's first load)
 *     duplicates: [{ name, reason, copies }],             libraries bundled more than once
 *     totalGzipBytes,                                     every .js file in the build folder (read from disk,
 *                                                          not from the manifest, so no file is missed or counted twice)
 *   }>
 *   export const BUDGETS = { routeGzipBytes, dashboardGzipBytes }
 *   export function budgetProblems(report): string[]     one line per breach or duplicate; empty when all hold
 *
 * Byte figures use 1 KB = 1,000 bytes (as Vite prints them).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const KB = 1000;
/** Each route's chunk (issue 7) and each dashboard's first load, the worker included (issue 18's 330 KB; issue 7 asked 250 KB). */
export const BUDGETS = Object.freeze({ routeGzipBytes: 60 * KB, dashboardGzipBytes: 330 * KB });

const ENTRY = 'index.html';
/**
 * The in-browser server's worker (mocks/worker.ts, started by src/graphql/client.ts at startup and
 * needed before any data shows): Vite lists its script among the assets of the chunk that holds
 * client.ts, which the entry imports statically.
 */
const SERVER_WORKER = /(^|\/)worker-[\w-]+\.js$/;
const DASHBOARD_ENTRY = 'src/screens/dashboard/route.tsx';
const ROUTE_PATTERN = /^src\/screens\/([^/]+)\/route\.tsx$/;

/**
 * Each role's dashboard. `later` lists the lazy modules that load only after the role's figures are on
 * screen: the charts (React.lazy inside a fixed-height placeholder, drawn when near the viewport). Any
 * other lazy import reachable from the dashboard is counted in every role's first load, so nothing is
 * left out by accident.
 */
const CHARTS = { purchases: 'src/screens/dashboard/purchase-volume-chart.tsx', payouts: 'src/screens/dashboard/payout-segmentation-chart.tsx' };
/**
 * The hero carousel's slide animation (Motion), which loads when someone first points at, focuses or
 * touches the carousel (src/screens/dashboard/hero-carousel.tsx): no visit loads it unasked, so it
 * counts in neither the first load nor what follows the data, like the header's layers below;
 * tests/e2e/bundle-budget.spec.mjs fails if a dashboard fetches it before its figures show.
 */
const DASHBOARD_ON_FIRST_USE = ['src/screens/dashboard/slide-motion.tsx'];
/**
 * Lazy chunks of the in-browser server that no dashboard asks for, by the name Vite gives a chunk (its
 * entry module's): graphql-js's validation rules (mocks/validate.ts) load with the first document that
 * is not one of the portal's own operations (mocks/portal-operations.ts), such as one written in the
 * GraphQL explorer; jose (domain/lib/money/jose.ts) signs the receipt form's token, so it loads with the
 * first form address (/earn-rewards, /store-loyalty-submit); the query compiler
 * (mocks/query-compiler.ts) loads when a document runs a second time (mocks/executor.ts); every
 * feature's Mutation resolvers and the claim lifecycle (domain/resolvers/mutations/domain-mutations.ts)
 * load at the first mutation (domain/executable-schema.ts) or when a claim's history is first read; the
 * other screens' part of the server (mocks/other-screens.ts: their fixtures, repositories and
 * resolvers) loads with the first operation that is not the shell's or a dashboard's
 * (mocks/portal-server.ts). Any other lazy chunk of the server counts. tests/e2e/bundle-budget.spec.mjs fails if one of them is fetched
 * before a dashboard's figures show.
 */
const SERVER_ON_DEMAND = [
  /(^|\/)validate-[\w-]+\.js$/,
  /(^|\/)jose-[\w-]+\.js$/,
  /(^|\/)query-compiler-[\w-]+\.js$/,
  /(^|\/)domain-mutations-[\w-]+\.js$/,
  /(^|\/)other-screens-[\w-]+\.js$/,
  // The kept answers of idempotency keys, loaded at the first keyed mutation (mocks/worker-keys.ts).
  /(^|\/)worker-keys-[\w-]+\.js$/,
  // Subscriptions' hub and runner, loaded at the first subscription, which waits for the other screens'
  // part anyway (mocks/live-server.ts).
  /(^|\/)live-server-[\w-]+\.js$/,
];
/**
 * The header's layers, which load on first use (src/app/shell/on-demand.tsx): the account menu, the
 * notifications panel and the navigation drawer. The shell shows their buttons at once; pointing at or
 * focusing one fetches its layer. No dashboard needs them before its figures show, so they count in
 * neither the first load nor what follows the data; tests/e2e/bundle-budget.spec.mjs fails if one is
 * fetched before a dashboard's figures show.
 */
const SHELL_ON_FIRST_USE = ['src/app/shell/account-menu.tsx', 'src/app/shell/notifications-menu.tsx', 'src/app/shell/mobile-nav.tsx'];
/**
 * The link to the portal's HTTP server (src/graphql/http-link.ts), which only a page that talks to that
 * server loads, with its first request, and its subscriptions' link (src/graphql/sse-link.ts, with the
 * graphql-sse client), which loads with the live layer's first subscription, after the figures; the
 * dashboards measured here run on the in-browser server and never fetch them (tests/e2e/bundle-budget.spec.mjs
 * fails if one does).
 */
const HTTP_SERVER_ONLY = ['src/graphql/http-link.ts', 'src/graphql/sse-link.ts'];
/**
 * The tooltips and the toasts, and the live layer (src/app/live), which the shell loads once its first
 * screen shows, when the browser is next idle (src/app/shell/app-layout.tsx, src/lib/deferred.ts), or at
 * first use: they count in what follows every role's data. The build gathers them and what only they need in one chunk named
 * `layers` (build/shell-chunk.ts), which the manifest lists under that name instead of their sources;
 * what they share with the screens' dialogs and menus is the `overlays` chunk, which `layers` imports
 * and which counts with it.
 */
const SHELL_AFTER_FIRST_SCREEN = ['layers'];
export const DASHBOARD_ROLES = Object.freeze([
  { role: 'dealer', later: [CHARTS.purchases, ...SHELL_AFTER_FIRST_SCREEN] },
  { role: 'comfort-advisor', later: [...SHELL_AFTER_FIRST_SCREEN] },
  { role: 'client-admin', later: [CHARTS.payouts, ...SHELL_AFTER_FIRST_SCREEN] },
]);

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${file} (build with \`npm run build\` first; vite.config.ts writes it): ${error.message}`);
  }
}

function gzipSizer(outDir) {
  const sizes = new Map();
  return async (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(await readFile(path.join(outDir, file)), { level: 9 }).length);
    return sizes.get(file);
  };
}

/** Manifest keys reachable from `keys` through static imports (including the keys themselves). */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`The build manifest has no entry for ${key}`);
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/**
 * The worker's script and the chunks it imports (its build is not in the manifest): static imports
 * always, lazy ones unless on demand. Import specifiers in the built files are relative to them.
 */
async function serverFiles(root, manifest) {
  const worker = [...new Set([...staticClosure(manifest, [ENTRY])].flatMap((key) => manifest[key].assets ?? []))].filter((file) => SERVER_WORKER.test(file));
  if (worker.length !== 1) throw new Error(`Expected one in-browser server worker among the assets of the entry and its static imports, found ${worker.length}`);
  const seen = new Set();
  const stack = [...worker];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(path.join(root, file), 'utf8');
    const specifiers = [
      ...[...code.matchAll(/(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)].map((match) => match[1]),
      ...[...code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)].map((match) => match[1]),
    ];
    for (const specifier of specifiers) {
      const target = path.posix.join(path.posix.dirname(file), specifier);
      if (!SERVER_ON_DEMAND.some((pattern) => pattern.test(target))) stack.push(target);
    }
  }
  return [...seen].sort();
}

/**
 * Scripts index.html loads besides the entry (build/route-preload.ts: the script that preloads the
 * opened screen's code), by their path in the build folder.
 */
async function pageScripts(root) {
  const html = await readFile(path.join(root, 'index.html'), 'utf8');
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g)].map((match) => match[1]);
}

function jsFiles(manifest, keys) {
  return [...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')))].sort();
}

/** Every .js file under `root`, by its path in the build folder. */
async function jsFilesOnDisk(root) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

async function sumGzip(gzip, files) {
  let total = 0;
  for (const file of files) total += await gzip(file);
  return total;
}

/** The part of a module path that names the same file in another build format (esm/cjs folders, .mjs/.cjs/.js). */
function formatNeutral(subpath) {
  return subpath
    .split('/')
    .map((segment) => (/^(esm|es|cjs|lib|module|commonjs|mjs|umd)$/.test(segment) ? '*' : segment))
    .join('/')
    .replace(/\.(mjs|cjs|js)$/, '');
}

/**
 * Libraries bundled more than once: one package name from two folders (two versions, or one version
 * installed twice), or one folder contributing the same file in two formats (ES module and CommonJS).
 */
export function findDuplicates(modules) {
  const duplicates = [];
  const folders = new Map();
  for (const [folder, info] of Object.entries(modules.packages)) {
    const list = folders.get(info.name) ?? [];
    list.push(`${folder}@${info.version}`);
    folders.set(info.name, list);
  }
  for (const [name, copies] of folders) {
    if (copies.length > 1) duplicates.push({ name, reason: 'installed in more than one folder', copies: copies.sort() });
  }

  const byFolder = new Map();
  for (const list of Object.values(modules.chunks)) {
    for (const { id } of list) {
      const folder = Object.keys(modules.packages).find((candidate) => id.startsWith(`${candidate}/`));
      if (!folder) continue;
      const key = `${folder}\n${formatNeutral(id.slice(folder.length + 1))}`;
      const ids = byFolder.get(key) ?? new Set();
      ids.add(id);
      byFolder.set(key, ids);
    }
  }
  const formats = new Map();
  for (const [key, ids] of byFolder) {
    if (ids.size < 2) continue;
    const folder = key.split('\n')[0];
    const list = formats.get(folder) ?? [];
    list.push(...ids);
    formats.set(folder, list);
  }
  for (const [folder, ids] of formats) {
    duplicates.push({ name: modules.packages[folder].name, reason: 'the same files in two formats', copies: ids.sort() });
  }
  return duplicates.sort((a, b) => a.name.localeCompare(b.name));
}

/** Reads the build in `outDir` and returns route chunk sizes, each role's dashboard first load and duplicate libraries. */
export async function bundleReport(outDir) {
  const root = path.resolve(outDir);
  const manifest = await readJson(path.join(root, '.vite', 'manifest.json'));
  const modules = await readJson(path.join(root, '.vite', 'bundle-modules.json'));
  const gzip = gzipSizer(root);

  const routes = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = ROUTE_PATTERN.exec(key);
    if (match) routes.push({ route: match[1], file: chunk.file, gzipBytes: await gzip(chunk.file) });
  }
  routes.sort((a, b) => a.route.localeCompare(b.route));

  // The shell and the dashboard screen with everything they import statically; the server's worker.
  const shared = staticClosure(manifest, [ENTRY, DASHBOARD_ENTRY]);
  const server = await serverFiles(root, manifest);
  // Their lazy imports: other screens load only when opened and the charts after the data; anything
  // else is counted as part of the first load.
  // A later entry is a source module's key, or the name of a chunk the build made from several.
  const keysOf = (names) => names.flatMap((name) => (manifest[name] ? [name] : Object.keys(manifest).filter((key) => key.startsWith('_') && manifest[key].name === name)));
  const knownLater = new Set(keysOf([...DASHBOARD_ROLES.flatMap((entry) => entry.later), ...DASHBOARD_ON_FIRST_USE, ...SHELL_ON_FIRST_USE, ...HTTP_SERVER_ONLY]));
  const unclassified = new Set();
  for (const key of shared) {
    for (const dynamic of manifest[key].dynamicImports ?? []) {
      if (!shared.has(dynamic) && !knownLater.has(dynamic) && !ROUTE_PATTERN.test(dynamic)) unclassified.add(dynamic);
    }
  }

  // Every role fetches the same files before its figures show; what follows the data differs.
  const first = staticClosure(manifest, [...shared, ...unclassified]);
  const scripts = await pageScripts(root);
  const files = [...new Set([...jsFiles(manifest, first), ...server, ...scripts])].sort();
  const firstGzipBytes = await sumGzip(gzip, files);
  const dashboards = [];
  for (const { role, later } of DASHBOARD_ROLES) {
    const laterFiles = jsFiles(manifest, staticClosure(manifest, keysOf(later))).filter((file) => !files.includes(file));
    dashboards.push({
      role,
      gzipBytes: firstGzipBytes,
      files,
      later: { gzipBytes: await sumGzip(gzip, laterFiles), files: laterFiles },
    });
  }

  // A screen opened after the dashboard: its chunk and what it imports that the first load did not fetch.
  for (const entry of routes) {
    const key = `src/screens/${entry.route}/route.tsx`;
    entry.screenFiles = jsFiles(manifest, staticClosure(manifest, [key])).filter((file) => !files.includes(file));
    entry.screenGzipBytes = await sumGzip(gzip, entry.screenFiles);
  }

  const screensFiles = [...new Set(routes.flatMap((entry) => entry.screenFiles))];
  return {
    routes,
    pageGzipBytes: await gzip(ENTRY),
    screensGzipBytes: await sumGzip(gzip, screensFiles),
    dashboards,
    server: { gzipBytes: await sumGzip(gzip, server), files: server },
    duplicates: findDuplicates(modules),
    totalGzipBytes: await sumGzip(gzip, await jsFilesOnDisk(root)),
  };
}

/** Human-readable lines for every budget breach and duplicate library; empty when the build is within budget. */
export function budgetProblems(report) {
  const problems = [];
  for (const { route, file, gzipBytes } of report.routes) {
    if (gzipBytes > BUDGETS.routeGzipBytes) problems.push(`route ${route} (${file}) is ${kb(gzipBytes)} gz, over ${kb(BUDGETS.routeGzipBytes)}`);
  }
  for (const { role, gzipBytes } of report.dashboards) {
    if (gzipBytes > BUDGETS.dashboardGzipBytes) problems.push(`the ${role} dashboard's first load is ${kb(gzipBytes)} gz, over ${kb(BUDGETS.dashboardGzipBytes)}`);
  }
  for (const { name, reason, copies } of report.duplicates) problems.push(`${name} ships twice (${reason}): ${copies.join(', ')}`);
  return problems;
}

export function kb(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`;
}

function print(report) {
  const lines = [];
  lines.push('Route chunks (gzip), budget ' + kb(BUDGETS.routeGzipBytes) + ' each:');
  for (const { route, file, gzipBytes } of report.routes) {
    lines.push(`  ${gzipBytes > BUDGETS.routeGzipBytes ? '✗' : '✓'} ${route.padEnd(26)} ${kb(gzipBytes).padStart(9)}  ${file}`);
  }
  lines.push('', 'Dashboard first-load JavaScript (gzip), budget ' + kb(BUDGETS.dashboardGzipBytes) + ' per role:');
  for (const { role, gzipBytes, files, later } of report.dashboards) {
    lines.push(`  ${gzipBytes > BUDGETS.dashboardGzipBytes ? '✗' : '✓'} ${role.padEnd(26)} ${kb(gzipBytes).padStart(9)}  (${files.length} files; then ${kb(later.gzipBytes)} after the data: charts, tooltips and toasts)`);
  }
  lines.push('', `Duplicate libraries: ${report.duplicates.length === 0 ? 'none' : ''}`);
  for (const { name, reason, copies } of report.duplicates) {
    lines.push(`  ✗ ${name}: ${reason}`);
    for (const copy of copies) lines.push(`      ${copy}`);
  }
  lines.push('', `All JavaScript in the build: ${kb(report.totalGzipBytes)} gz`);
  console.log(lines.join('\n'));
}

async function main(argv) {
  const check = argv.includes('--check');
  const verbose = argv.includes('--files');
  const outDir = argv.find((arg) => !arg.startsWith('--')) ?? 'dist';
  const report = await bundleReport(outDir);
  print(report);
  if (verbose) {
    for (const { role, files } of report.dashboards) console.log(`\n${role} first load:\n  ${files.join('\n  ')}`);
  }
  const problems = budgetProblems(report);
  if (check && problems.length > 0) {
    console.error(`\nOver budget:\n  ${problems.join('\n  ')}`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
