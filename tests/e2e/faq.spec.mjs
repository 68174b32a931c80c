import { expect, test } from './fixtures.mjs';
import { waitForHeading } from './helpers.mjs';

/** The questions shown, as the accordion triggers read. */
function questions(page) {
  return page.getByRole('main').locator('button[aria-expanded]');
}

test.describe('faq', () => {
  test('search narrows the answers, an unknown word shows the empty state, Clear filters brings everything back', async ({ openPage }) => {
    const { page, errors } = await openPage('/faq', { role: 'dealer' });
    await waitForHeading(page, 'Frequently Asked Questions');
    await expect(page.getByText('46 questions', { exact: true })).toBeVisible();
    await expect(questions(page)).toHaveCount(46);

    const search = page.getByRole('searchbox', { name: 'Search FAQs' });
    await search.fill('do my POINTS');
    await expect(page.getByText('1 question matching “do my POINTS”')).toBeVisible();
    await expect(questions(page)).toHaveText(['Do my points expire?']);
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'do my POINTS');

    await page.getByRole('button', { name: 'Do my points expire?' }).click();
    await expect(page.getByText(/24 months of inactivity/)).toBeVisible();

    await search.fill('snowmobile');
    await expect(page.getByText('No results found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or browse by category')).toBeVisible();
    await expect(questions(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByText('46 questions', { exact: true })).toBeVisible();
    await expect(search).toHaveValue('');
    await expect(page).toHaveURL((url) => url.search === '');
    expect(errors).toEqual([]);
  });

  test('a category card filters to its questions and clears the search', async ({ openPage }) => {
    const { page } = await openPage('/faq?q=points', { role: 'comfort-advisor' });
    await waitForHeading(page, 'Frequently Asked Questions');
    await expect(page.getByRole('button', { name: /^Marketing Funds/ })).toHaveCount(0);
    await page.getByRole('button', { name: /^Training 5 questions$/ }).click();
    await expect(page.getByText('5 questions in Training')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search FAQs' })).toHaveValue('');
    await expect(page).toHaveURL((url) => url.search === '?category=training');
  });
});
