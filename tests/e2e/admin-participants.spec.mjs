import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import Papa from 'papaparse';
import { launchBrowser, waitForHeading, withPage } from './helpers.mjs';

/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

/** Clicks Export and returns the downloaded file's name and its CSV rows (header first). */
async function exportCsv(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  const path = await download.path();
  const rows = Papa.parse(await readFile(path, 'utf8'), { skipEmptyLines: true }).data;
  return { name: download.suggestedFilename(), rows };
}

const HEADER = ['Participant ID', 'Name', 'Email', 'Phone', 'Role', 'Dealer/Company', 'Location', 'Enrolled', 'Last Activity', 'Claims', 'Earnings', 'Status'];

describe('participants export', () => {
  test('downloads every participant, not only the page on screen', async () => {
    await withPage(browser, '/admin-participants', { role: 'client-admin' }, async ({ page, errors }) => {
      await waitForHeading(page, 'Participants Management');
      await page.getByText('Showing 25 of 428 participants').waitFor();
      const { name, rows } = await exportCsv(page);
      assert.match(name, /^participants-\d{4}-\d{2}-\d{2}\.csv$/);
      assert.deepEqual(rows[0], HEADER);
      assert.equal(rows.length, 429);
      assert.equal(new Set(rows.slice(1).map((row) => row[0])).size, 428);
      assert.deepEqual(rows[1].slice(0, 2), ['PART-271', 'Aaron Anderson']);
      assert.deepEqual(errors, []);
    });
  });

  test('downloads only the participants matching the search and filters', async () => {
    await withPage(browser, '/admin-participants?role=dealer&status=inactive', { role: 'client-admin' }, async ({ page, errors }) => {
      await waitForHeading(page, 'Participants Management');
      await page.getByText('Showing 8 of 8 participants').waitFor();
      const { rows } = await exportCsv(page);
      assert.equal(rows.length, 9);
      assert.ok(rows.slice(1).every((row) => row[4] === 'Dealer' && row[11] === 'Inactive'));

      await page.getByRole('searchbox', { name: 'Search participants' }).fill('lakeview');
      await page.getByText('Showing 1 of 1 participants').waitFor();
      assert.equal(new URL(page.url()).searchParams.get('q'), 'lakeview');
      const searched = await exportCsv(page);
      assert.deepEqual(
        searched.rows.map((row) => row.slice(0, 2)),
        [HEADER.slice(0, 2), ['PART-286', 'Carmen Lindqvist']],
      );
      assert.deepEqual(errors, []);
    });
  });
});
