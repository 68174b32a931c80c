/**
 * Loyalty Rewards in the production build: a redemption lowers the balance and it stays lowered after a
 * reload; the cart redeems its lines together; the rewards, earn rewards and store loyalty screens pass
 * the automated accessibility checks and fit a phone's width.
 */
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { assertAccessible, screenshot, selectTab, waitForHeading } from './helpers.mjs';

const HEADPHONES = 'Wireless Noise-Cancelling Headphones';

/** Waits until the available points card shows `expected`. */
async function expectBalance(page, expected) {
  const balance = page.getByTestId('points-balance');
  await page.waitForFunction(
    ([selector, value]) => document.querySelector(selector)?.textContent === value,
    ['[data-testid="points-balance"]', expected],
    { timeout: 10_000 },
  );
  assert.equal(await balance.textContent(), expected);
}

/** True when nothing on the page is wider than the window (no sideways scrolling on a phone). */
async function fitsWidth(page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test.describe('loyalty rewards', () => {
  test('a redemption lowers the balance, and it stays lowered after a reload', async ({ openPage }) => {
    const { page, errors } = await openPage('/rewards?tab=rewards', { role: 'dealer' });
    await waitForHeading(page, 'Loyalty Rewards');
    await expectBalance(page, '28,450');
    const card = page.getByRole('article', { name: HEADPHONES });
    await card.getByText('12 in stock').waitFor();

    await card.getByRole('button', { name: 'Redeem', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: `Redeem ${HEADPHONES}?` });
    await dialog.getByRole('button', { name: 'Confirm Redemption' }).click();
    await page.getByText(`Redemption initiated for ${HEADPHONES}`).waitFor();
    await page.getByText('18,500 points will be deducted from your balance.').waitFor();
    await expectBalance(page, '9,950');
    await card.getByText('11 in stock').waitFor();

    await page.reload();
    await waitForHeading(page, 'Loyalty Rewards');
    await expectBalance(page, '9,950');
    await page.getByRole('article', { name: HEADPHONES }).getByText('11 in stock').waitFor();

    await selectTab(page, 'My Activity');
    const firstRow = page.getByRole('table').getByRole('row').nth(1);
    await firstRow.getByText(`Redemption: ${HEADPHONES}`).waitFor();
    assert.match(await firstRow.textContent(), /−18,500/);
    assert.deepEqual(errors, []);
  });

  test('the cart redeems its lines together', async ({ openPage }) => {
    const { page, errors } = await openPage('/rewards?tab=rewards', { role: 'dealer' });
    await waitForHeading(page, 'Loyalty Rewards');
    const giftCard = page.getByRole('article', { name: '$100 Prepaid Visa Gift Card' });
    await giftCard.getByRole('button', { name: 'Add to Cart' }).click();
    await giftCard.getByText('In your cart: 1').waitFor();
    await giftCard.getByRole('button', { name: 'Add to Cart' }).click();
    await giftCard.getByText('In your cart: 2').waitFor();

    await page.getByRole('button', { name: /^View Cart/ }).click();
    const cart = page.getByRole('dialog', { name: 'Your Cart' });
    await cart.getByTestId('cart-total').getByText('24,000 pts').waitFor();
    await assertAccessible(page, '[role="dialog"]', { skipFrames: true });
    await cart.getByRole('button', { name: 'Checkout' }).click();
    await page.getByText('Redemption initiated for 2 rewards').waitFor();
    await expectBalance(page, '4,450');
    assert.deepEqual(errors, []);
  });
});

test.describe('accessibility and small screens', () => {
  const screens = [
    { path: '/rewards', heading: 'Loyalty Rewards' },
    { path: '/rewards?tab=rewards', heading: 'Loyalty Rewards' },
    { path: '/rewards?tab=activity', heading: 'Loyalty Rewards' },
    { path: '/rewards?tab=tiers', heading: 'Loyalty Rewards' },
    { path: '/earn-rewards', heading: 'Earn Rewards' },
    { path: '/store-loyalty', heading: 'Store Loyalty', role: null },
    { path: '/store-loyalty-submit', heading: 'Submit a Receipt', role: 'comfort-advisor' },
    { path: '/store-loyalty-overview', heading: 'Program Overview', role: null },
  ];
  for (const { path, heading, role = 'dealer' } of screens) {
    test(`${path} passes axe and fits a phone`, async ({ openPage }) => {
      const { page, errors } = await openPage(path, { role, viewport: 'mobile' });
      await waitForHeading(page, heading);
      await assertAccessible(page, 'main', { skipFrames: true });
      assert.equal(await fitsWidth(page), true);
      const name = `e2e-${path.replace(/[/?=&]+/g, '-').replace(/^-|-$/g, '')}-390`;
      await screenshot(page, name, { fullPage: true });
      assert.deepEqual(errors, []);
    });
  }

  test('the redeem confirmation passes axe', async ({ openPage }) => {
    const { page } = await openPage('/rewards?tab=rewards', { role: 'dealer' });
    await waitForHeading(page, 'Loyalty Rewards');
    await page.getByRole('article', { name: HEADPHONES }).getByRole('button', { name: 'Redeem', exact: true }).click();
    await page.getByRole('alertdialog').waitFor();
    await assertAccessible(page, '[role="alertdialog"]', { skipFrames: true });
  });
});
