import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * axe on a part of a screen rendered in jsdom, with the rules of the end-to-end accessibility suite
 * (the WCAG levels and axe's best practices: tests/e2e/helpers.mjs, AXE_TAGS) except colour contrast,
 * which needs a layout jsdom does not compute: tests/e2e/a11y-routes.spec.mjs checks it in Chromium.
 * Fails on any violation, naming the rule and the elements.
 */
export async function expectNoAxeViolations(element: Element) {
  const { violations } = await axe.run(element, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
