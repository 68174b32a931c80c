import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { assertAccessible, selectTab, waitForHeading } from './helpers.mjs';

const TITLE = 'Professional Development';

function course(page, title) {
  return page.getByRole('article', { name: title });
}

function statCard(page, label) {
  return page.getByRole('group', { name: label, exact: true });
}

test.describe('training', () => {
  test('a dealer enrolls in a course, starts it, and both survive a reload', async ({ openPage }) => {
    const { page, errors } = await openPage('/training', { role: 'dealer' });
    await waitForHeading(page, TITLE);
    const card = course(page, 'Advanced Closing and Financing Strategies');
    await statCard(page, 'In Progress').getByText('2', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Enroll' }).click();
    await page.getByText('Enrolled in Advanced Closing and Financing Strategies').waitFor();
    await card.getByRole('button', { name: 'Start Course' }).waitFor();
    await card.getByText('0 of 8 modules').waitFor();
    await statCard(page, 'In Progress').getByText('3', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Start Course' }).click();
    await card.getByText('1 of 8 modules').waitFor();
    await card.getByRole('button', { name: 'Continue' }).waitFor();

    await selectTab(page, 'My Courses');
    await page.waitForURL((url) => url.search === '?tab=my-courses');
    const mine = course(page, 'Advanced Closing and Financing Strategies');
    await mine.getByRole('button', { name: 'Continue Learning' }).waitFor();
    assert.equal(await mine.getByText('In Progress', { exact: true }).count(), 1);

    await page.reload();
    await waitForHeading(page, TITLE);
    assert.equal(await page.getByRole('tab', { name: 'My Courses' }).getAttribute('aria-selected'), 'true');
    await course(page, 'Advanced Closing and Financing Strategies').getByText('1 of 8 modules').waitFor();
    await course(page, 'Advanced Closing and Financing Strategies').getByRole('button', { name: 'Continue Learning' }).waitFor();
    assert.deepEqual(errors, []);
  });

  test('every tab and both dialogs pass the automated accessibility checks', async ({ openPage }) => {
    const { page } = await openPage('/training', { role: 'comfort-advisor' });
    await waitForHeading(page, TITLE);
    for (const tab of ['All Courses', 'My Courses', 'Certifications', 'Upcoming Webinars']) {
      await selectTab(page, tab);
      await assertAccessible(page, 'main');
    }

    await selectTab(page, 'Certifications');
    await page.getByRole('button', { name: 'View Certificate' }).first().click();
    const certificate = page.getByRole('dialog');
    await certificate.getByRole('button', { name: 'Print' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[role="dialog"]')?.getAnimations().length === 0);
    await assertAccessible(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await certificate.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'View calendar' }).click();
    const calendar = page.getByRole('dialog', { name: 'My Training Calendar' });
    await calendar.getByRole('button', { name: 'Download all (.ics)' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[role="dialog"]')?.getAnimations().length === 0);
    await assertAccessible(page, '[role="dialog"]');
  });
});
