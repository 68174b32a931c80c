import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * The accessibility rules of the end-to-end checks (tests/e2e/helpers.mjs, AXE_TAGS: WCAG 2.0, 2.1 and
 * 2.2 A and AA and axe's best practices) that a page in jsdom can be judged by. jsdom lays nothing out,
 * so colour contrast is left to the end-to-end suite, which runs axe in Chromium on every route
 * (tests/e2e/a11y-routes.spec.mjs).
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Runs axe on `context` (a dialog, a drawer, the main landmark) and lists each violation with its elements. */
export async function axeViolations(context: Element): Promise<string[]> {
  const { violations } = await axe.run(context, {
    runOnly: { type: 'tag', values: AXE_TAGS },
    rules: { 'color-contrast': { enabled: false } },
  });
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Fails on any violation, naming the rule and the elements. */
export async function expectNoAxeViolations(element: Element) {
  expect(await axeViolations(element)).toEqual([]);
}
