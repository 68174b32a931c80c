import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Guards for the build's plugins that reach into a library's internals (a file path inside a package, an
 * exact line of its code, a shape its build returns). When an upgrade changes what a plugin relies on,
 * the build stops with an error naming the library, its installed version and what the plugin expected,
 * instead of the plugin silently doing nothing (docs/build.md, "Upgrading the build's libraries").
 */

/** The version of `name` installed in `root`'s node_modules, read from its package.json. */
export function installedVersion(name: string, root = process.cwd()): string {
  try {
    const manifest = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version?: string };
    return manifest.version ?? 'unknown';
  } catch {
    return 'not installed';
  }
}

/** The error a plugin throws when `library`'s internals are no longer what it `expected`. */
export function internalsChanged(plugin: string, library: string, expected: string, root?: string): Error {
  return new Error(
    `${plugin}: ${library}@${installedVersion(library, root)} no longer matches what this plugin relies on: ${expected}. ` +
      `Update the plugin or remove it if it no longer saves anything (docs/build.md, "Upgrading the build's libraries").`,
  );
}

/** Whether any module of the package `name` (a folder `node_modules/<name>/`) is among `moduleIds`. */
export function includesPackage(moduleIds: Iterable<string>, name: string): boolean {
  const folder = `${path.sep}node_modules${path.sep}${name.split('/').join(path.sep)}${path.sep}`;
  for (const id of moduleIds) if (id.includes(folder) || id.includes(`/node_modules/${name}/`)) return true;
  return false;
}
