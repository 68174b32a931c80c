/**
 * Toasts (docs/product.md, "Business constants"): a sideways drag of at least 20 px toward the edge
 * they sit on (bottom-right) dismisses one; a shorter drag leaves it where it was.
 */
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { animationsSettled, waitForHeading } from './helpers.mjs';

/** Switches role from the account menu and returns the toast that says so, once it has slid in. */
async function switchRole(page, label) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: label }).click();
  const toast = page.getByTestId('toast').filter({ hasText: `Switched to ${label} view` });
  await toast.waitFor();
  // The pointer rests on the toast at once, which holds its timer, however slow the machine is; Playwright
  // hovers once the toast stops moving.
  await toast.hover();
  // The toast in place (its slide-in over) and the account menu gone, so nothing moves under the pointer.
  await page.waitForFunction(() => document.querySelector('[data-testid="toast"]')?.getAnimations({ subtree: true }).length === 0);
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  return toast;
}

/** The middle of the toast's title: a place to grab it that is none of its buttons. */
async function grabPoint(toast) {
  const box = await toast.locator('[data-part="title"]').boundingBox();
  assert.ok(box, 'the toast has a title');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Presses the mouse at `from`, moves by (dx, dy) in a few steps and lets go. */
async function drag(page, from, dx, dy = 0) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 3 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 3 });
  await page.mouse.up();
}

test('a toast snaps back after a 10 px drag and is swiped away by a 30 px drag to the right', async ({ openPage }) => {
  const { page, errors } = await openPage('/', { role: 'dealer' });
  await waitForHeading(page, 'Dashboard');
  const toast = await switchRole(page, 'Client Admin');
  const start = await grabPoint(toast);

  await drag(page, start, 10);
  // Once the drag's animations end (a swipe's removal would be one of them), the toast is still
  // there, back in its place.
  await animationsSettled(page);
  assert.equal(await toast.count(), 1, 'a 10 px drag leaves the toast');
  assert.equal(await toast.getAttribute('data-state'), 'open');
  const back = await grabPoint(toast);
  assert.ok(Math.abs(back.x - start.x) < 1, `the toast snapped back (moved ${back.x - start.x}px)`);

  // The pointer is still on the toast, which keeps it from timing out: only the swipe removes it.
  await drag(page, back, 30);
  await toast.waitFor({ state: 'detached', timeout: 1000 });
  assert.deepEqual(errors, []);
});

test('a swipe that leaves the toast on the way still dismisses it', async ({ openPage }) => {
  const { page, errors } = await openPage('/', { role: 'dealer' });
  await waitForHeading(page, 'Dashboard');
  const toast = await switchRole(page, 'Client Admin');
  const box = await toast.boundingBox();
  const start = await grabPoint(toast);

  // 30 px right while rising well above the toast: the pointer ends over the page, not the toast.
  const rise = start.y - box.y + 60;
  await drag(page, start, 30, -rise);
  await toast.waitFor({ state: 'detached', timeout: 1000 });
  assert.deepEqual(errors, []);
});
