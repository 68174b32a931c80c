import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from './fixtures.mjs';
import { freePort, VIEWPORTS, waitForHeading } from './helpers.mjs';
import { startPortalServer } from './portal-server.mjs';

/**
 * Exactly once over HTTP (docs/server.md, "Exactly once"): a Redeem whose answer is lost on the way back
 * reaches the server, the link retries it with the same Idempotency-Key, and the server answers the
 * retry with the first answer: one redemption, and the screen says it succeeded.
 */
const PASSWORD = 'e2e-demo-password';
const GIFT_CARD = '$100 Prepaid Visa Gift Card';

/** @type {{ url: string, stop: () => Promise<void> } | null} */
let server = null;
let dataDir = '';

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-idem-'));
  server = await startPortalServer({ port: await freePort(), dataDir, demoPassword: PASSWORD });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The dealer's balance as the server answers it now, asked from the page with its session. */
function serverBalance(page) {
  return page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
      body: JSON.stringify({ query: '{ rewardsOverview { points { balance } rewards { id name stock } } }' }),
    });
    const { data } = await response.json();
    return { balance: data.rewardsOverview.points.balance, stock: data.rewardsOverview.rewards.find((reward) => reward.name === '$100 Prepaid Visa Gift Card').stock };
  });
}

test('a redemption whose answer is lost is retried with its key and applied once', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORTS.desktop, reducedMotion: 'reduce', locale: 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error));
  try {
    await page.goto('/rewards?tab=rewards');
    await waitForHeading(page, 'Sign In');
    await page.getByLabel('Email', { exact: true }).fill('dealer@demo.local');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await waitForHeading(page, 'Loyalty Rewards');
    await page.getByTestId('points-balance').getByText('28,450').waitFor({ timeout: 15_000 });
    assert.deepEqual(await serverBalance(page), { balance: 28_450, stock: 50 });

    // The first redeemReward request reaches the server, which applies it; its answer is then dropped,
    // as a connection lost on the way back would drop it. Later requests pass untouched.
    const redeems = [];
    await page.route('**/graphql', async (route) => {
      const request = route.request();
      if (request.method() !== 'POST' || !(request.postData() ?? '').includes('redeemReward')) return route.continue();
      redeems.push({ key: request.headers()['idempotency-key'] });
      if (redeems.length > 1) return route.continue();
      const response = await route.fetch();
      redeems[0].answered = (await response.json()).data?.redeemReward;
      return route.abort('connectionreset');
    });

    const card = page.getByRole('article', { name: GIFT_CARD });
    await card.getByRole('button', { name: 'Redeem', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: `Redeem ${GIFT_CARD}?` });
    await dialog.getByRole('button', { name: 'Confirm Redemption' }).click();

    await page.getByText(`Redemption initiated for ${GIFT_CARD}`).waitFor({ timeout: 15_000 });
    await page.getByText('12,000 points will be deducted from your balance.').waitFor({ timeout: 15_000 });
    await page.getByTestId('points-balance').getByText('16,450').waitFor({ timeout: 15_000 });
    await card.getByText('49 in stock').waitFor({ timeout: 15_000 });

    // Two requests, one key: the first was applied (its lost answer said so), the retry got that answer.
    assert.equal(redeems.length, 2);
    assert.match(redeems[0].key ?? '', /^[0-9a-f]{32}$/);
    assert.equal(redeems[1].key, redeems[0].key);
    assert.deepEqual(redeems[0].answered?.errors, []);
    assert.deepEqual(await serverBalance(page), { balance: 16_450, stock: 49 });
    assert.equal(await page.getByText('Redemption failed').count(), 0);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
