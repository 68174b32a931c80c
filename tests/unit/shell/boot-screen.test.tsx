import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RouteFallback } from '../../../src/app/route-fallback';

/**
 * The portal's start is one visual step (BENCHMARKS.md, "Where a target is missed"): while the first
 * screen's session and code load, React shows the same loading screen as the page's own markup
 * (index.html), so the screen does not change until the shell replaces it.
 */

/** Parses markup into a node tree without the whitespace between tags, for comparing structure. */
function tree(html: string): Element {
  const container = document.createElement('div');
  container.innerHTML = html;
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const blank: Text[] = [];
  while (walker.nextNode()) if (!walker.currentNode.textContent?.trim()) blank.push(walker.currentNode as Text);
  for (const node of blank) node.remove();
  return container;
}

describe('the loading screen while the first screen loads', () => {
  it("is the page's own loading screen, element for element", () => {
    const page = new DOMParser().parseFromString(readFileSync(path.resolve('index.html'), 'utf8'), 'text/html');
    const staticScreen = page.querySelector('#root')!.innerHTML;
    expect(staticScreen).toContain('class="boot"');
    const fromPage = tree(staticScreen);
    const fromReact = tree(renderToStaticMarkup(<RouteFallback />));
    expect(fromReact.isEqualNode(fromPage)).toBe(true);
    expect(fromReact.querySelector('[role="status"]')?.textContent).toBe('Loading the portal…');
  });
});
