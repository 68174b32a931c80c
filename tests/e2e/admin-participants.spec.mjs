import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from './fixtures.mjs';
import Papa from 'papaparse';
import { waitForHeading } from './helpers.mjs';

/** Clicks Export and returns the downloaded file's name and its CSV rows (header first). */
async function exportCsv(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  const path = await download.path();
  const rows = Papa.parse(await readFile(path, 'utf8'), { skipEmptyLines: true }).data;
  return { name: download.suggestedFilename(), rows };
}

const HEADER = ['Participant ID', 'Name', 'Email', 'Phone', 'Role', 'Dealer/Company', 'Location', 'Enrolled', 'Last Activity', 'Claims', 'Earnings', 'Status'];

test.describe('participants export', () => {
  test('downloads every participant, not only the page on screen', async ({ openPage }) => {
    const { page, errors } = await openPage('/admin-participants', { role: 'client-admin' });
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

  // The sample participants are laid out around today's date, so the expected rows are read from the
  // unfiltered data of the same day rather than written down.
  test('downloads only the participants matching the search and filters', async ({ openPage }) => {
    const { page, errors } = await openPage('/admin-participants', { role: 'client-admin' });
    await waitForHeading(page, 'Participants Management');
    await page.getByText('Showing 25 of 428 participants').waitFor();
    const everyone = (await exportCsv(page)).rows.slice(1);
    const inactiveDealers = everyone.filter((row) => row[4] === 'Dealer' && row[11] === 'Inactive');
    assert.ok(inactiveDealers.length > 0, 'the sample has inactive dealers');
    const showing = (count) => `Showing ${Math.min(count, 25)} of ${count} participants`;
    const ids = (rows) => rows.map((row) => row[0]).sort();

    await page.goto('/admin-participants?role=dealer&status=inactive');
    await page.getByText(showing(inactiveDealers.length)).waitFor();
    const filtered = await exportCsv(page);
    assert.deepEqual(filtered.rows[0], HEADER);
    assert.deepEqual(ids(filtered.rows.slice(1)), ids(inactiveDealers));

    // Search for the first word of one inactive dealer's company: ID, name, email or dealer may match.
    const needle = inactiveDealers[0][5].split(' ')[0].toLowerCase();
    const matches = inactiveDealers.filter((row) => [row[0], row[1], row[2], row[5]].some((value) => value.toLowerCase().includes(needle)));
    await page.getByRole('searchbox', { name: 'Search participants' }).fill(needle);
    await page.getByText(showing(matches.length)).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('q'), needle);
    const searched = await exportCsv(page);
    assert.deepEqual(ids(searched.rows.slice(1)), ids(matches));
    assert.deepEqual(errors, []);
  });
});
