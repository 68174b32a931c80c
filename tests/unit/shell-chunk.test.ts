import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { LAYERS_CHUNK, OVERLAYS_CHUNK, SCREENS_CHUNK, SHELL_CHUNK, sharedChunkModules } from '../../build/shell-chunk';

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
  const names = sharedChunkModules(firstPass, options);

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

  it('gathers the small pieces two or more other screens share in one chunk, and leaves large, one-screen and lazy libraries alone', () => {
    expect(names.get('/nm/ui/tabs.js')).toBe(SCREENS_CHUNK);
    expect(names.get('/nm/calendar/index.js')).toBe(SCREENS_CHUNK);
    expect(names.has('/nm/csv/index.js')).toBe(false);
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
    const grouped = sharedChunkModules(withLayers, { ...options, layers: [layer] });
    expect(grouped.get(layer)).toBe(LAYERS_CHUNK);
    expect(grouped.get('/nm/ui/tooltip.js')).toBe(LAYERS_CHUNK);
    // A screen opened first fetches the positioning its menus need, and no tooltip or toast code.
    expect(grouped.get('/nm/popper/index.js')).toBe(OVERLAYS_CHUNK);
    expect(grouped.get('/nm/react/index.js')).toBe(SHELL_CHUNK);
    expect(grouped.get('/nm/ui/tabs.js')).toBe(SCREENS_CHUNK);
    expect(() => sharedChunkModules(withLayers, { ...options, layers: ['/app/src/components/ui/missing.tsx'] })).toThrow(/no chunk for/);
  });

  it('stops the build when the first pass has no chunk for the entry or the first screen', () => {
    expect(() => sharedChunkModules(firstPass, { ...options, firstScreenFile: '/app/src/screens/home/route.tsx' })).toThrow(/no chunk for/);
    expect(() => sharedChunkModules(firstPass.slice(1), options)).toThrow(/no chunk for \/app\/index\.html/);
  });
});
