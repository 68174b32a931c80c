import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { waitForHeading } from './helpers.mjs';

/**
 * The claim lifecycle in one browser (docs/product.md, "Claims"): an administrator asks the dealer for
 * information, the dealer follows the notification, answers and resubmits, the administrator approves
 * it in bulk with two other claims, and the dealer's points ledger and the queues move, also after a
 * reload. The roles change through the account menu, as a demo user changes them.
 */

function toast(page, title) {
  return page.getByTestId('toast').filter({ hasText: title });
}

/** Ticks a checkbox as a keyboard user does (Chakra's checkbox input is visually hidden, under its control). */
async function tick(page, name) {
  await page.getByRole('checkbox', { name }).focus();
  await page.keyboard.press('Space');
  assert.equal(await page.getByRole('checkbox', { name }).isChecked(), true);
}

async function switchRole(page, label) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: label }).click();
  await toast(page, `Switched to ${label} view`).waitFor();
}

/** The pending queue's "Showing N of M" total. */
async function pendingTotal(page) {
  const text = await page.getByText(/^Showing \d+ of [\d,]+ pending claims$/).textContent();
  return Number(/of ([\d,]+)/.exec(text)[1].replace(/,/g, ''));
}

test.describe('the claim lifecycle', () => {
  test('ask for info, answer and resubmit, approve in bulk with two others; the ledger and the queues move', async ({ openPage }) => {
    const { page, errors } = await openPage('/admin-claims-management?q=Jordan%20Miller', { role: 'client-admin' });
    // 1. The administrator asks the dealer for information on their pending claim.
    await waitForHeading(page, 'Claims Management');
    const table = page.getByRole('table', { name: 'Pending claims' });
    const claimId = (await table.locator('tbody th[scope="row"]').first().textContent()).trim();
    assert.match(claimId, /^CLM-\d{4}$/);
    await page.getByRole('button', { name: `Open claim ${claimId}` }).click();
    const drawer = page.getByRole('dialog', { name: `Claim ${claimId}` });
    await drawer.getByRole('button', { name: 'Request info' }).click();
    await drawer.getByRole('textbox', { name: /What should the participant send/ }).fill('Please attach the signed start-up report');
    await drawer.getByRole('button', { name: 'Send request' }).click();
    await toast(page, `Information requested on claim ${claimId}`).waitFor();
    await drawer.getByText('Waiting on the participant').waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // 2. The dealer follows the notification to the claim, answers and resubmits.
    await switchRole(page, 'Dealer/Admin');
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await page.getByRole('link', { name: new RegExp(`Claim ${claimId} needs information`) }).click();
    const own = page.getByRole('dialog', { name: `Claim ${claimId}` });
    await own.getByText('The program needs information from you').waitFor();
    await own.getByText('Please attach the signed start-up report').first().waitFor();
    await own.getByRole('button', { name: 'Resubmit claim' }).click();
    await own.getByText('Enter your answer to the request').waitFor();
    await own.getByRole('textbox', { name: /Answer/ }).fill('Start-up report attached, signed by the homeowner');
    await own.getByRole('button', { name: 'Resubmit claim' }).click();
    await toast(page, `Claim ${claimId} sent back for review`).waitFor();
    await own.getByRole('list', { name: 'Claim history, newest first' }).getByText('Answered and resubmitted').waitFor();
    await page.keyboard.press('Escape');
    await own.waitFor({ state: 'hidden' });

    // 3. The administrator approves it in bulk with two other pending claims.
    await switchRole(page, 'Client Admin');
    await page.goto('/admin-claims-management');
    await waitForHeading(page, 'Claims Management');
    await page.getByRole('table', { name: 'Pending claims' }).waitFor();
    const before = await pendingTotal(page);
    await page.getByRole('searchbox', { name: 'Search pending claims' }).fill(claimId);
    await page.getByText('Showing 1 of 1 pending claims').waitFor();
    await tick(page, `Select claim ${claimId}`);
    await page.getByRole('searchbox', { name: 'Search pending claims' }).fill('');
    await page.getByText(`Showing 25 of ${before} pending claims`).waitFor();
    const others = (await page.getByRole('table', { name: 'Pending claims' }).locator('tbody th[scope="row"]').allTextContents())
      .map((id) => id.trim())
      .filter((id) => id !== claimId)
      .slice(0, 2);
    for (const id of others) await tick(page, `Select claim ${id}`);
    await page.getByText('3 selected').waitFor();
    await page.getByRole('button', { name: 'Approve selected' }).click();
    await page.getByRole('alertdialog', { name: 'Approve 3 claims?' }).getByRole('button', { name: 'Approve' }).click();
    await toast(page, '3 claims approved').waitFor();
    await page.getByText(`Showing 25 of ${before - 3} pending claims`).waitFor();

    // 4. The dealer's ledger has the claim's points, and it all survives a reload.
    await page.reload();
    await waitForHeading(page, 'Claims Management');
    await page.getByText(`Showing 25 of ${before - 3} pending claims`).waitFor();
    await switchRole(page, 'Dealer/Admin');
    await page.goto('/rewards?tab=activity');
    await waitForHeading(page, 'Loyalty Rewards');
    await page.getByText(new RegExp(`Claim ${claimId} approved`)).first().waitFor();
    await page.goto(`/my-claims?claim=${claimId}`);
    const approved = page.getByRole('dialog', { name: `Claim ${claimId}` });
    const history = approved.getByRole('list', { name: 'Claim history, newest first' });
    await history.getByRole('listitem').first().filter({ hasText: 'Approved' }).waitFor();
    assert.equal(await history.getByRole('listitem').count(), 4);
    assert.deepEqual(errors, []);
  });
});
