import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { waitForHeading } from './helpers.mjs';

test.describe('profile settings', () => {
  test('saving the dealership shows the new name in the header, also after a reload', async ({ openPage }) => {
    const { page, errors } = await openPage('/profile-settings?tab=dealer', { role: 'dealer' });
    await waitForHeading(page, 'Profile Settings');
    const identity = page.getByTestId('header-identity');
    await identity.getByText('Summit Comfort Systems').waitFor();
    assert.equal(await page.getByRole('tab', { name: 'Dealer' }).getAttribute('aria-selected'), 'true');
    assert.equal(await page.getByLabel('Dealer number').isDisabled(), true);

    const name = page.getByLabel('Business name');
    await name.fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Business name is required').waitFor();

    await name.fill('Prairie Heating & Air');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Dealer information updated successfully').waitFor();
    await identity.getByText('Prairie Heating & Air').waitFor();

    await page.getByRole('tab', { name: 'Security' }).click();
    await page.waitForURL((url) => url.search === '?tab=security');

    await page.reload();
    await waitForHeading(page, 'Profile Settings');
    await identity.getByText('Prairie Heating & Air').waitFor();
    await page.getByRole('tab', { name: 'Dealer' }).click();
    assert.equal(await page.getByLabel('Business name').inputValue(), 'Prairie Heating & Air');
    assert.deepEqual(errors, []);
  });
});
