import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { LAYERS_CHUNK, OVERLAYS_CHUNK, SCREENS_CHUNK, SHELL_CHUNK, groupSharedPieces, screensChunkName, sharedChunkModules } from '../../build/shell-chunk';

type Chunk = Rolldown.OutputChunk;

/** A first-pass chunk with only the fields the selection reads. */
function chunk(fileName: string, modules: string[], imports: string[] = [], kind: { entry?: string; screen?: string; bytes?: number } = {}): Chunk {
  return {
    type: 'chunk',
    fileName,
    code: 'x'.repeat(kind.bytes ?? 1_000),
    modules: Object.fromEntries(modules.map((id) => [id, {}])),
    imports,
    isEntry: kind.entry !== undefined,
    isDynamicEntry: kind.screen !== undefined,
    facadeModuleId: kind.entry ?? kind.screen ?? null,
  } as unknown as Chunk;
}

const options = {
  entryFile: '/app/index.html',
  entryScript: '/app/src/main.tsx',
  firstScreenFile: '/app/src/screens/dashboard/route.tsx',
  isScreen: (id: string) => /\/src\/screens\/[^/]+\/route\.tsx$/.test(id),
};

/** An app whose bundler split the shell's and the screens' shared code into small chunks. */
const firstPass = [
  chunk('index.js', ['/app/index.html', '/app/src/main.tsx', '/app/src/app/router.tsx'], ['react.js', 'ui-button.js'], { entry: '/app/index.html' }),
  chunk('react.js', ['/nm/react/index.js', '/nm/react-dom/client.js']),
  chunk('ui-button.js', ['/nm/ui/button.js'], ['react.js']),
  chunk('dashboard.js', ['/app/src/screens/dashboard/route.tsx', '/app/src/screens/dashboard/hero.tsx'], ['card.js', 'react.js'], {
    screen: '/app/src/screens/dashboard/route.tsx',
  }),
  chunk('card.js', ['/app/src/components/card.tsx', '/nm/ui/card.js'], ['react.js']),
  chunk('rewards.js', ['/app/src/screens/rewards/route.tsx'], ['card.js', 'tabs.js', 'dialog.js'], { screen: '/app/src/screens/rewards/route.tsx' }),
  chunk('training.js', ['/app/src/screens/training/route.tsx'], ['tabs.js', 'calendar.js', 'csv.js'], { screen: '/app/src/screens/training/route.tsx' }),
  chunk('events.js', ['/app/src/screens/events/route.tsx'], ['calendar.js', 'csv.js'], { screen: '/app/src/screens/events/route.tsx' }),
  chunk('csv.js', ['/nm/csv/index.js'], [], { bytes: 40_000 }),
  chunk('tabs.js', ['/nm/ui/tabs.js'], ['react.js']),
  chunk('dialog.js', ['/nm/ui/dialog.js'], ['react.js']),
  chunk('calendar.js', ['/nm/calendar/index.js']),
  chunk('charts.js', ['/nm/charts/bar.js'], ['react.js']),
];

/**
 * Why the build keeps this plugin, and why it builds twice: left to itself the bundler split the
 * dashboard's first load into 56 files, most under 1 KB, fetched in two waves (the shell's, then the
 * screen's); on a phone's network each costs a round trip. Grouping by the module graph alone cannot
 * fix that, because a library's index imports all of its components: following imports from the first
 * screen reaches every component of the UI library, including those only other screens use. Only a
 * first pass, after tree shaking, shows which modules the first screen's chunks really hold, so the
 * plugin reads those chunks (the fixtures below stand for them) and groups their modules in the build.
 */
describe('the shared chunks of the production build', () => {
  const { names } = sharedChunkModules(firstPass, options);

  it("puts the entry's code and every shared module the first screen imports in the shell", () => {
    for (const id of ['/app/src/app/router.tsx', '/nm/react/index.js', '/nm/react-dom/client.js', '/nm/ui/button.js', '/app/src/components/card.tsx', '/nm/ui/card.js']) {
      expect(names.get(id), id).toBe(SHELL_CHUNK);
    }
  });

  it('leaves the entry script in the entry chunk and screen code in its route chunk', () => {
    for (const id of ['/app/index.html', '/app/src/main.tsx', '/app/src/screens/dashboard/route.tsx', '/app/src/screens/dashboard/hero.tsx', '/app/src/screens/rewards/route.tsx']) {
      expect(names.has(id), id).toBe(false);
    }
  });

  it("keeps a UI library's component that only another screen uses out of the shell, although the shell uses the same library", () => {
    expect(names.get('/nm/ui/button.js')).toBe(SHELL_CHUNK);
    expect(names.get('/nm/ui/card.js')).toBe(SHELL_CHUNK);
    expect(names.has('/nm/ui/dialog.js')).toBe(false);
  });

  it('gathers what two or more other screens share, a large library with the small pieces the same screens use, and leaves one-screen and lazy libraries alone', () => {
    // Training and events both use the calendar and the CSV writer: one request instead of two.
    expect(names.get('/nm/calendar/index.js')).toBe(SCREENS_CHUNK);
    expect(names.get('/nm/csv/index.js')).toBe(SCREENS_CHUNK);
    // Rewards would fetch the 40 KB CSV writer it does not use if its tabs joined them.
    expect(names.get('/nm/ui/tabs.js')).toBe(screensChunkName(1));
    expect(names.has('/nm/ui/dialog.js')).toBe(false);
    expect(names.has('/nm/charts/bar.js')).toBe(false);
  });

  it("gathers the shell's later layers and what only they need in one chunk, what they share with screens in another, and leaves the shell's own code in the shell", () => {
    const layer = '/app/src/components/ui/tooltip-layer.tsx';
    const withLayers = [
      ...firstPass,
      chunk('tooltip-layer.js', [layer], ['popper.js', 'tooltip.js', 'react.js'], { screen: layer }),
      chunk('tooltip.js', ['/nm/ui/tooltip.js'], ['popper.js']),
      chunk('popper.js', ['/nm/popper/index.js']),
      chunk('menus.js', ['/app/src/screens/menus/route.tsx'], ['popper.js'], { screen: '/app/src/screens/menus/route.tsx' }),
      chunk('filters.js', ['/app/src/screens/filters/route.tsx'], ['popper.js'], { screen: '/app/src/screens/filters/route.tsx' }),
    ];
    const { names: grouped } = sharedChunkModules(withLayers, { ...options, layers: [layer] });
    expect(grouped.get(layer)).toBe(LAYERS_CHUNK);
    expect(grouped.get('/nm/ui/tooltip.js')).toBe(LAYERS_CHUNK);
    // A screen opened first fetches the positioning its menus need, and no tooltip or toast code.
    expect(grouped.get('/nm/popper/index.js')).toBe(OVERLAYS_CHUNK);
    expect(grouped.get('/nm/react/index.js')).toBe(SHELL_CHUNK);
    expect(grouped.get('/nm/ui/tabs.js')).toMatch(/^screens/);
    expect(() => sharedChunkModules(withLayers, { ...options, layers: ['/app/src/components/ui/missing.tsx'] })).toThrow(/no chunk for/);
  });

  it('splits the shared pieces so that no screen needs more than two of their chunks, and a screen fetches no group it does not use', () => {
    const screen = (name: string, imports: string[]) => chunk(`${name}.js`, [`/app/src/screens/${name}/route.tsx`], imports, { screen: `/app/src/screens/${name}/route.tsx` });
    const pass = [
      ...firstPass.slice(0, 6),
      screen('login', ['form-a.js', 'form-b.js', 'icon.js']),
      screen('signup', ['form-a.js', 'form-b.js']),
      screen('promotions', ['icon.js', 'list.js']),
      screen('faq', ['list.js']),
      chunk('form-a.js', ['/nm/ui/field.js'], [], { bytes: 12_000 }),
      chunk('form-b.js', ['/nm/ui/checkbox.js'], [], { bytes: 12_000 }),
      chunk('icon.js', ['/nm/icons/award.js'], [], { bytes: 12_000 }),
      chunk('list.js', ['/nm/ui/list.js'], [], { bytes: 12_000 }),
    ];
    const { names: grouped, screensChunks } = sharedChunkModules(pass, options);
    expect(grouped.get('/nm/ui/field.js')).toBe(SCREENS_CHUNK);
    expect(grouped.get('/nm/ui/checkbox.js')).toBe(SCREENS_CHUNK);
    expect(grouped.get('/nm/icons/award.js')).toBe(screensChunkName(1));
    expect(grouped.get('/nm/ui/list.js')).toBe(screensChunkName(2));
    expect(screensChunkName(1)).toBe('screens-2');
    expect(screensChunks).toEqual(['screens', 'screens-2', 'screens-3']);
  });

  it('stops the build when the first pass has no chunk for the entry or the first screen', () => {
    expect(() => sharedChunkModules(firstPass, { ...options, firstScreenFile: '/app/src/screens/home/route.tsx' })).toThrow(/no chunk for/);
    expect(() => sharedChunkModules(firstPass.slice(1), options)).toThrow(/no chunk for \/app\/index\.html/);
  });
});

describe('groupSharedPieces', () => {
  const piece = (item: string, bytes: number, users: string[], imports: string[] = []) => ({ item, bytes, users: new Set(users), small: bytes < 16_000, imports });
  /** Only the first step: no merging for requests saved. */
  const perScreenOnly = { requestBytes: 0 };

  it('merges, for the screen that needs the most groups, the two that waste the fewest bytes, until each screen needs at most the limit', () => {
    const pieces = [piece('a', 10_000, ['s', 't']), piece('c', 10_000, ['s', 'u']), piece('b', 10_000, ['s', 't'])];
    // a and b go to the same screens; merging c with either would make t or u fetch 10 KB it does not use.
    expect(groupSharedPieces(pieces, { ...perScreenOnly, perScreen: 2 })).toEqual([['a', 'b'], ['c']]);
    expect(groupSharedPieces(pieces, { ...perScreenOnly, perScreen: 3 })).toEqual([['a'], ['c'], ['b']]);
    expect(groupSharedPieces(pieces, { ...perScreenOnly, perScreen: 1 })).toEqual([['c', 'a', 'b']]);
  });

  it('merges two groups when the requests it saves outweigh the bytes it wastes, a large library too', () => {
    const pieces = [piece('forms', 50_000, ['p', 'q']), piece('lists', 50_000, ['r', 's']), piece('icon', 500, ['p', 'q']), piece('badge', 3_000, ['q', 'r'])];
    // The icon goes where the forms go: p and q save a request, nobody fetches a byte more. The badge
    // would make p or s fetch 50 KB to save q or r a request of 3 KB.
    expect(groupSharedPieces(pieces, { perScreen: 2 })).toEqual([['forms', 'icon'], ['lists'], ['badge']]);
    expect(groupSharedPieces(pieces, { ...perScreenOnly, perScreen: 2 })).toEqual([['forms'], ['lists'], ['badge'], ['icon']]);
  });

  it('puts a group after the groups its pieces import from, and merges groups that import from each other', () => {
    const apart = { ...perScreenOnly, perScreen: 2 };
    expect(groupSharedPieces([piece('x', 10_000, ['s', 't'], ['y']), piece('y', 9_000, ['s', 't', 'u'])], apart)).toEqual([['y'], ['x']]);
    expect(groupSharedPieces([piece('x', 10_000, ['s', 't'], ['y']), piece('y', 9_000, ['s', 'u'], ['x'])], apart)).toEqual([['x', 'y']]);
  });

  it('keeps every screen within the limit, places every piece once and each group after what it imports, over many overlapping pieces', () => {
    const screens = ['s0', 's1', 's2', 's3', 's4', 's5', 's6', 's7'];
    const pieces = Array.from({ length: 40 }, (_, index) =>
      piece(
        `p${index}`,
        500 + ((index * 7919) % 9_000),
        screens.filter((_, screen) => (index * 31 + screen * 17) % 5 < 2 || screen === index % 8),
        index % 3 === 0 ? [`p${(index * 13 + 5) % 40}`] : [],
      ),
    );
    for (const perScreen of [1, 2, 3]) {
      const groups = groupSharedPieces(pieces, { perScreen });
      expect(groups.flat().sort()).toEqual(pieces.map(({ item }) => item).sort());
      for (const screen of screens) {
        const needed = groups.filter((group) => group.some((item) => pieces.find((candidate) => candidate.item === item)!.users.has(screen)));
        expect(needed.length, `${screen} with at most ${perScreen}`).toBeLessThanOrEqual(perScreen);
      }
      const position = (item: string) => groups.findIndex((group) => group.includes(item));
      for (const { item, imports } of pieces) for (const imported of imports) expect(position(imported), `${item} imports ${imported}`).toBeLessThanOrEqual(position(item));
    }
  });

  it('refuses a limit under one chunk per screen', () => {
    expect(() => groupSharedPieces([piece('a', 1, ['s', 't'])], { perScreen: 0 })).toThrow(/at least 1/);
  });
});
