import { readFileSync } from 'node:fs';
import { Script, createContext } from 'node:vm';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadScript, routeFiles, routeImports } from '../../build/route-preload';
import { ROUTES } from '../../src/app/routes';

const routeTable = readFileSync(new URL('../../src/app/routes.ts', import.meta.url), 'utf8');

function chunk(fileName: string, imports: string[], kind: { entry?: boolean; facade?: string } = {}): Rolldown.OutputChunk {
  return { type: 'chunk', fileName, imports, isEntry: kind.entry ?? false, facadeModuleId: kind.facade ?? null } as unknown as Rolldown.OutputChunk;
}

/** Runs the script against a page at `pathname`; returns the module preloads it added. */
function preloadsAt(script: string, pathname: string): string[] {
  const added: { rel: string; href: string }[] = [];
  const document = { createElement: () => ({ rel: '', href: '' }), head: { append: (link: { rel: string; href: string }) => added.push(link) } };
  new Script(script).runInContext(createContext({ location: { pathname }, document }));
  return added.map((link) => `${link.rel} ${link.href}`);
}

describe('preloading the opened screen', () => {
  it('reads every route of the route table with the module it loads, from its syntax tree', () => {
    const screens = routeImports('routes.ts', routeTable);
    expect([...screens.keys()].sort()).toEqual(ROUTES.map((route) => route.path).sort());
    expect(screens.get('/')).toBe('../screens/dashboard/route');
    expect(screens.get('/admin-participants')).toBe('../screens/admin-participants/route');
  });

  it('reads the table whatever its layout: quotes, property order, line breaks and comments', () => {
    const table = `export const ROUTES = [
      { load: () => import("./a"), title: 'A', path: "/a" },
      {
        // the second route
        path: '/b',
        load: () => import('./b'),
      },
      { path: '/c', title: 'C',
        load: () =>
          import(
            './c'
          ) },
    ];`;
    const screens = routeImports('routes.ts', table);
    expect(Object.fromEntries(screens)).toEqual({ '/a': './a', '/b': './b', '/c': './c' });
  });

  it('stops the build on a route it cannot pair with a screen, or a table with no routes', () => {
    expect(() => routeImports('routes.ts', "[{ path: '/a', load: () => import('../screens/a/route') }, { path: '/b', load: () => loadB() }]")).toThrow(/\/b has no screen import/);
    expect(() => routeImports('routes.ts', 'export const ROUTES = [];')).toThrow(/no routes/);
  });

  it("lists a route's chunk and its imports that the entry does not already load", () => {
    const chunks = [
      chunk('index.js', ['shell.js'], { entry: true, facade: '/app/index.html' }),
      chunk('shell.js', []),
      chunk('route-a.js', ['shell.js', 'screens.js'], { facade: '/app/src/screens/a/route.tsx' }),
      chunk('screens.js', ['shell.js', 'csv.js']),
      chunk('csv.js', []),
    ];
    const files = routeFiles(chunks, new Map([['/a', '/app/src/screens/a/route.tsx']]));
    expect(files['/a']?.sort()).toEqual(['csv.js', 'route-a.js', 'screens.js']);
    expect(() => routeFiles(chunks, new Map([['/b', '/app/src/screens/b/route.tsx']]))).toThrow(/no chunk for \/app\/src\/screens\/b\/route.tsx/);
  });

  it("adds the opened path's files as module preloads, with or without a trailing slash, and nothing for an unknown path", () => {
    const script = preloadScript({ '/': ['assets/route-home.js'], '/rewards': ['assets/route-rewards.js', 'assets/screens.js'] }, '/');
    expect(preloadsAt(script, '/rewards')).toEqual(['modulepreload /assets/route-rewards.js', 'modulepreload /assets/screens.js']);
    expect(preloadsAt(script, '/rewards/')).toEqual(['modulepreload /assets/route-rewards.js', 'modulepreload /assets/screens.js']);
    expect(preloadsAt(script, '/')).toEqual(['modulepreload /assets/route-home.js']);
    expect(preloadsAt(script, '/no-such-page')).toEqual([]);
  });
});
