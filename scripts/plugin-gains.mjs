#!/usr/bin/env node
/**
 * What each of the build's own plugins saves: the build with all of them, then one build without each
 * (vite.config.ts reads PORTAL_BUILD_WITHOUT; `es2015-condition` is rxjs's resolve condition), compared file by file with scripts/bundle-report.mjs.
 * Byte figures only (gzip level 9, 1 KB = 1,000 bytes): they do not depend on the machine or its load.
 *
 *   node scripts/plugin-gains.mjs                       every plugin (one build each, about a minute apiece)
 *   node scripts/plugin-gains.mjs shell-chunk csp …     only these
 *   PLUGIN_GAINS_DIR=/tmp/gains                         where the builds go (default: a folder in the system's temporary folder)
 *   PLUGIN_GAINS_REUSE=1                                reuse a build already in that folder
 *
 * Each row is what a user is sent in addition without the plugin (a negative figure: the plugin costs
 * bytes): the dashboards' first-load JavaScript (the worker included), index.html (the page itself,
 * with what the build writes into it), the worker's own part of the first load, what each role
 * fetches after its figures show (the charts, tooltips and toasts), every screen opened once after the
 * dashboard (each screen's chunk and what it imports that the first load does not hold, each file counted
 * once; and the one screen, opened alone, that changes most), every .js file of the build, and the first
 * load's files.
 * The first row builds with every plugin again: what differs there is the noise. BENCHMARKS.md ("What
 * each build plugin saves") holds the last run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleReport, kb } from './bundle-report.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const VITE = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

/** The names vite.config.ts gives its plugins for PORTAL_BUILD_WITHOUT. */
export const PLUGINS = Object.freeze([
  'shell-chunk',
  'split-documents',
  'runtime-contract',
  'single-copies',
  'query-compiler-trimmed',
  'sdl-check-left-out',
  'charts-on-lodash-es',
  'es2015-condition',
  'route-preload',
  'server-boot',
  'compile-hints',
]);

function build(outDir, withoutPlugin) {
  if (process.env.PLUGIN_GAINS_REUSE && existsSync(path.join(outDir, '.vite', 'manifest.json'))) return;
  const env = { ...process.env, PORTAL_BUILD_WITHOUT: withoutPlugin ?? '' };
  const result = spawnSync(process.execPath, [VITE, 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`the build without ${withoutPlugin ?? 'nothing'} failed (exit ${result.status})`);
}

/** The figures compared, from one build's report. */
function figures(report) {
  const [first] = report.dashboards;
  return {
    first: first.gzipBytes,
    page: report.pageGzipBytes,
    server: report.server.gzipBytes,
    later: Object.fromEntries(report.dashboards.map(({ role, later }) => [role, later.gzipBytes])),
    screens: Object.fromEntries(report.routes.map(({ route, screenGzipBytes }) => [route, screenGzipBytes])),
    allScreens: report.screensGzipBytes,
    total: report.totalGzipBytes,
    files: first.files.length,
    duplicates: report.duplicates.length,
  };
}

const signed = (bytes) => `${bytes > 0 ? '+' : bytes < 0 ? '−' : '±'}${kb(Math.abs(bytes))}`;

function compare(base, other) {
  const later = Object.keys(base.later).map((role) => `${signed(other.later[role] - base.later[role])}`);
  const screenChanges = Object.keys(base.screens).map((route) => [route, other.screens[route] - base.screens[route]]);
  const [mostRoute, mostChange] = screenChanges.reduce((best, entry) => (Math.abs(entry[1]) > Math.abs(best[1]) ? entry : best), ['', 0]);
  return [
    signed(other.first - base.first),
    signed(other.page - base.page),
    signed(other.server - base.server),
    later.join(' / '),
    `${signed(other.allScreens - base.allScreens)}${mostChange !== 0 ? ` (${mostRoute} ${signed(mostChange)})` : ''}`,
    signed(other.total - base.total),
    `${other.files - base.files >= 0 ? '+' : ''}${other.files - base.files}`,
    other.duplicates > 0 ? `${other.duplicates}` : '0',
  ];
}

async function main(names) {
  const unknown = names.filter((name) => !PLUGINS.includes(name));
  if (unknown.length > 0) throw new Error(`unknown plugin ${unknown.join(', ')}; known: ${PLUGINS.join(', ')}`);
  const dir = process.env.PLUGIN_GAINS_DIR ?? path.join(tmpdir(), 'portal-plugin-gains');
  const baseDir = path.join(dir, 'all-plugins');
  build(baseDir);
  const base = figures(await bundleReport(baseDir));
  console.log(`With every plugin: first load ${kb(base.first)} of JavaScript (worker ${kb(base.server)}, ${base.files} files) and index.html ${kb(base.page)}, all JavaScript ${kb(base.total)}\n`);
  console.log('| Without | First load (JS) | index.html | Worker | After the data (dealer / advisor / admin) | Every screen after the dashboard (all; the screen that changes most) | All JavaScript | First-load files | Duplicates |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  // The noise: the same build once more (the bundler's chunks are not always byte for byte the same).
  const againDir = path.join(dir, 'all-plugins-again');
  build(againDir);
  console.log(`| (none: the same build again) | ${compare(base, figures(await bundleReport(againDir))).join(' | ')} |`);
  for (const name of names.length > 0 ? names : PLUGINS) {
    const outDir = path.join(dir, `without-${name}`);
    build(outDir, name);
    console.log(`| ${name} | ${compare(base, figures(await bundleReport(outDir))).join(' | ')} |`);
  }
}

await main(process.argv.slice(2));
