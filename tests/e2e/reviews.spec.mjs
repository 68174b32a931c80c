import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { selectTab, waitForHeading } from './helpers.mjs';

test.describe('customer reviews', () => {
  test('a response shows under the review, leaves Needs Response and moves the response rate', async ({ openPage }) => {
    const { page, errors } = await openPage('/reviews?tab=needs-response', { role: 'dealer' });
    await waitForHeading(page, 'Customer Reviews');
    const rate = page.getByTestId('review-summary').getByRole('group', { name: 'Response Rate' });
    await rate.getByText('89%').waitFor();
    const recent = page.getByRole('region', { name: 'Recent Reviews' });
    await recent.getByText('Showing 10 of 18 reviews').waitFor();

    const first = recent.getByRole('article').first();
    const customer = (await first.getByRole('heading', { level: 3 }).textContent()).trim();
    await first.getByRole('button', { name: `Respond to ${customer}` }).click();
    const reply = first.getByRole('textbox', { name: `Your response to ${customer}` });
    await first.getByRole('button', { name: 'Post Response' }).click();
    await first.getByText('Response is required').waitFor();

    await reply.fill('Thank you for the review. We appreciate your business!');
    await first.getByRole('button', { name: 'Post Response' }).click();
    await page.getByText('Response posted').waitFor();
    await recent.getByText('Showing 10 of 17 reviews').waitFor();
    await rate.getByText('90%').waitFor();

    // Wait until the Needs Response panel has finished leaving, so only the All Reviews panel is read.
    await selectTab(page, 'All Reviews');
    await page.waitForURL((url) => url.search === '');
    const answered = recent.getByRole('group', { name: 'Response from Jordan Miller' }).filter({ hasText: 'Thank you for the review. We appreciate your business!' });
    await answered.waitFor();

    await page.reload();
    await waitForHeading(page, 'Customer Reviews');
    await recent.getByText('Thank you for the review. We appreciate your business!').waitFor();
    await rate.getByText('90%').waitFor();
    assert.deepEqual(errors, []);
  });
});
