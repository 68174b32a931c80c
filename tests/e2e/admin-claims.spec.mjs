import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, waitForHeading, withPage } from './helpers.mjs';

/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

/** The claim ids of a table, in order. */
async function claimIds(page, table) {
  return page.getByRole('table', { name: table }).locator('tbody th[scope="row"]').allTextContents();
}

/** A toast, found by its title. */
function toast(page, title) {
  return page.getByTestId('toast').filter({ hasText: title });
}

describe('claims management', () => {
  test('approving a pending claim: the toast, and the claim stays gone after a reload', async () => {
    await withPage(browser, '/admin-claims-management', { role: 'client-admin' }, async ({ page, errors }) => {
      await waitForHeading(page, 'Claims Management');
      await page.getByRole('table', { name: 'Pending claims' }).waitFor();
      await page.getByText('Showing 25 of 96 pending claims').waitFor();
      const [claimId] = await claimIds(page, 'Pending claims');
      assert.match(claimId, /^CLM-\d{4}$/);

      await page.getByRole('button', { name: `Approve claim ${claimId}` }).click();
      await toast(page, `Claim ${claimId} status updated to approved`).waitFor();
      await toast(page, 'The claim has been approved').waitFor();
      await page.getByText('Showing 25 of 95 pending claims').waitFor();
      assert.ok(!(await claimIds(page, 'Pending claims')).includes(claimId), 'the approved claim left the list');

      await page.reload();
      await waitForHeading(page, 'Claims Management');
      await page.getByText('Showing 25 of 95 pending claims').waitFor();
      assert.ok(!(await claimIds(page, 'Pending claims')).includes(claimId), 'still gone after a reload');
      assert.match(await page.getByRole('tab', { name: /Pending Claims/ }).textContent(), /95/);

      // Claims Analytics counts the approval too.
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Claims Analytics' }).click();
      await waitForHeading(page, 'Claims Analytics');
      await page.getByText('1,843 approved').waitFor();
      assert.deepEqual(errors, []);
    });
  });

  test("issuing a spot award: 'Please fill in all fields' first, then the award in the recent list", async () => {
    await withPage(browser, '/admin-participants?q=Aaron%20Anderson&status=active', { role: 'client-admin' }, async ({ page, errors }) => {
      // The sample is laid out around today's date: read the participant's earnings before the award.
      await waitForHeading(page, 'Participants Management');
      const listed = page.getByRole('row').filter({ hasText: 'Aaron Anderson' }).first();
      await listed.waitFor();
      const cells = await listed.locator('th, td').allTextContents();
      const id = /PART-\d+/.exec(cells[0])[0];
      const earningsBefore = Number(cells[8].replace(/[$,]/g, ''));

      await page.goto('/admin-claims-management?tab=spot-awards');
      await waitForHeading(page, 'Claims Management');
      const form = page.getByRole('form', { name: 'Issue Spot Award' });
      await form.waitFor();

      await form.getByRole('button', { name: 'Issue Spot Award' }).click();
      await toast(page, 'Please fill in all fields').waitFor();
      const amount = form.getByRole('spinbutton', { name: /Amount/ });
      const reason = form.getByRole('textbox', { name: /Reason \/ Notes/ });
      assert.equal(await amount.getAttribute('aria-invalid'), 'true');
      assert.equal(await reason.getAttribute('aria-invalid'), 'true');
      await form.getByText('Please fill in all fields').first().waitFor();

      const participant = form.getByRole('combobox', { name: /Participant \/ Dealer/ });
      await participant.fill('Aaron And');
      await page.getByRole('option', { name: new RegExp(`Aaron Anderson.*${id}`) }).click();
      assert.equal(await participant.inputValue(), 'Aaron Anderson');
      await form.getByRole('combobox', { name: 'Award Type' }).selectOption({ label: 'Exceptional Customer Service' });
      await amount.fill('125.50');
      await reason.fill('Stayed late to finish a no-heat call');
      await form.getByRole('button', { name: 'Issue Spot Award' }).click();

      await toast(page, 'Spot Award Created').waitFor();
      await toast(page, '$125.50 has been issued to Aaron Anderson.').waitFor();
      assert.equal(await participant.inputValue(), '');
      assert.equal(await amount.inputValue(), '');
      assert.equal(await reason.inputValue(), '');

      const newest = page.getByRole('list', { name: 'Recent spot awards' }).getByRole('listitem').first();
      await newest.filter({ hasText: 'Aaron Anderson' }).waitFor();
      const text = await newest.textContent();
      assert.match(text, /\$125\.50/);
      assert.match(text, /Exceptional Customer Service/);
      const earningsAfter = Math.round(earningsBefore + 125.5).toLocaleString('en-US');
      assert.ok(text.includes(`Total earnings $${earningsAfter}`), `${text} shows the earnings of ${id} grown by the award`);

      await page.reload();
      await waitForHeading(page, 'Claims Management');
      await page.getByRole('list', { name: 'Recent spot awards' }).getByRole('listitem').first().filter({ hasText: 'Stayed late to finish a no-heat call' }).waitFor();
      assert.deepEqual(errors, []);
    });
  });
});
