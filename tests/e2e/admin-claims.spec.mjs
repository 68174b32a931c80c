import { expect, test } from './fixtures.mjs';
import { waitForHeading } from './helpers.mjs';

/** The claim ids of a table (its row headers), in order. */
function claimIds(page, table) {
  return page.getByRole('table', { name: table }).getByRole('rowheader');
}

/** A toast, found by its title. */
function toast(page, title) {
  return page.getByTestId('toast').filter({ hasText: title });
}

test.describe('claims management', () => {
  test('approving a pending claim: the toast, and the claim stays gone after a reload', async ({ openPage }) => {
    const { page, errors } = await openPage('/admin-claims-management', { role: 'client-admin' });
    await waitForHeading(page, 'Claims Management');
    await page.getByRole('table', { name: 'Pending claims' }).waitFor();
    await page.getByText('Showing 25 of 96 pending claims').waitFor();
    const claimId = (await claimIds(page, 'Pending claims').first().textContent()).trim();
    expect(claimId).toMatch(/^CLM-\d{4}$/);

    await page.getByRole('button', { name: `Approve claim ${claimId}` }).click();
    await toast(page, `Claim ${claimId} status updated to approved`).waitFor();
    await toast(page, 'The claim has been approved').waitFor();
    await page.getByText('Showing 25 of 95 pending claims').waitFor();
    // The approved claim left the list.
    await expect(claimIds(page, 'Pending claims').filter({ hasText: claimId })).toHaveCount(0);

    await page.reload();
    await waitForHeading(page, 'Claims Management');
    await page.getByText('Showing 25 of 95 pending claims').waitFor();
    // Still gone after a reload.
    await expect(claimIds(page, 'Pending claims').filter({ hasText: claimId })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /Pending Claims/ })).toHaveText(/95/);

    // Claims Analytics counts the approval too.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Claims Analytics' }).click();
    await waitForHeading(page, 'Claims Analytics');
    await expect(page.getByText('1,843 approved')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("issuing a spot award: 'Please fill in all fields' first, then the award in the recent list", async ({ openPage }) => {
    const { page, errors } = await openPage('/admin-participants?q=Aaron%20Anderson&status=active', { role: 'client-admin' });
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
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await form.getByText('Please fill in all fields').first().waitFor();

    const participant = form.getByRole('combobox', { name: /Participant \/ Dealer/ });
    await participant.fill('Aaron And');
    await page.getByRole('option', { name: new RegExp(`Aaron Anderson.*${id}`) }).click();
    await expect(participant).toHaveValue('Aaron Anderson');
    await form.getByRole('combobox', { name: 'Award Type' }).selectOption({ label: 'Exceptional Customer Service' });
    await amount.fill('125.50');
    await reason.fill('Stayed late to finish a no-heat call');
    await form.getByRole('button', { name: 'Issue Spot Award' }).click();

    await toast(page, 'Spot Award Created').waitFor();
    await toast(page, '$125.50 has been issued to Aaron Anderson.').waitFor();
    await expect(participant).toHaveValue('');
    await expect(amount).toHaveValue('');
    await expect(reason).toHaveValue('');

    const newest = page.getByRole('list', { name: 'Recent spot awards' }).getByRole('listitem').first();
    await expect(newest).toContainText('Aaron Anderson');
    await expect(newest).toContainText('$125.50');
    await expect(newest).toContainText('Exceptional Customer Service');
    // The earnings of the participant grown by the award.
    const earningsAfter = Math.round(earningsBefore + 125.5).toLocaleString('en-US');
    await expect(newest).toContainText(`Total earnings $${earningsAfter}`);

    await page.reload();
    await waitForHeading(page, 'Claims Management');
    await expect(page.getByRole('list', { name: 'Recent spot awards' }).getByRole('listitem').first()).toContainText('Stayed late to finish a no-heat call');
    expect(errors).toEqual([]);
  });
});
