import { screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_DEFINITIONS } from '../../domain/fixtures/reports';
import { buildReport } from '../../domain/lib/admin/admin-reporting';
import { TEST_NOW } from '../api';
import { findPageHeading, renderRoute, WAIT_MS } from '../render-route';
import { captureDownloads } from '../downloads';


afterEach(() => {
  vi.restoreAllMocks();
});

async function openReports() {
  const rendered = renderRoute('/admin-reporting', { role: 'client-admin' });
  await findPageHeading('Program Reports');
  return rendered;
}

function definition(kind: string) {
  const found = REPORT_DEFINITIONS.find((row) => row.kind === kind);
  if (!found) throw new Error(kind);
  return found;
}

describe('program reports', () => {
  it('shows the four report cards with their frequencies, and the builder as coming soon', async () => {
    await openReports();
    const cards = screen.getAllByRole('article');
    const expected = [
      ['Claims Summary Report', 'Weekly'],
      ['Participant Activity Report', 'Monthly'],
      ['Financial Summary', 'Monthly'],
      ['Reward Redemption Report', 'Quarterly'],
    ];
    for (const [index, [title, frequency]] of expected.entries()) {
      const card = cards[index]!;
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(title!);
      expect(card).toHaveTextContent(frequency!);
      expect(within(card).getByRole('button', { name: `Generate Report: ${title}` })).toBeEnabled();
    }
    expect(cards[0]).toHaveTextContent(definition('CLAIMS_SUMMARY').description);
    const builder = screen.getByRole('article', { name: 'Custom Report Builder' });
    expect(builder).toHaveTextContent('Coming soon');
    expect(within(builder).getByRole('button', { name: 'Launch Report Builder' })).toBeDisabled();
  });

  it('generates the Claims Summary from the current data: preview and CSV download', async () => {
    const files = captureDownloads();
    const { user, server } = await openReports();
    await user.click(screen.getByRole('button', { name: 'Generate Report: Claims Summary Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claims Summary Report' }, { timeout: WAIT_MS });
    const expected = await buildReport(server.contextFor(), definition('CLAIMS_SUMMARY'), TEST_NOW);
    expect(dialog).toHaveTextContent('Nov 16 - Nov 22, 2026');
    for (const metric of expected.summary) expect(dialog).toHaveTextContent(`${metric.label}${metric.value}`);

    const table = within(dialog).getByRole('table', { name: 'Claims Summary Report: first rows' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Status', 'Claims', 'Value', 'Share of Claims']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual(expected.rows);

    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    // The CSV writer loads with the first download.
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toMatch(/^claims-summary-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = Papa.parse<string[]>(await files[0]!.blob.text(), { skipEmptyLines: true }).data;
    expect(csv).toEqual([expected.columns, ...expected.rows]);
    expect(await screen.findByText('Report downloaded', {}, { timeout: WAIT_MS })).toBeInTheDocument();
    // Each generation is recorded on the server.
    expect(server.db.data.reportRuns[0]).toMatchObject({ kind: 'CLAIMS_SUMMARY' });

    // Closing the preview gives focus back to the button that generated it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'), { timeout: WAIT_MS });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate Report: Claims Summary Report' })).toHaveFocus(), { timeout: WAIT_MS });
  });

  it('previews the first 10 rows of a long report and downloads all of them', async () => {
    const files = captureDownloads();
    const { user, server } = await openReports();
    await user.click(screen.getByRole('button', { name: 'Generate Report: Participant Activity Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Participant Activity Report' }, { timeout: WAIT_MS });
    const expected = await buildReport(server.contextFor(), definition('PARTICIPANT_ACTIVITY'), TEST_NOW);
    expect(expected.rows.length).toBeGreaterThan(10);
    const table = within(dialog).getByRole('table', { name: 'Participant Activity Report: first rows' });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(10);
    expect(dialog).toHaveTextContent(`Showing 10 of ${expected.rows.length.toLocaleString('en-US')} rows. The CSV holds every row.`);

    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    const csv = Papa.parse<string[]>(await files[0]!.blob.text(), { skipEmptyLines: true }).data;
    expect(csv).toHaveLength(expected.rows.length + 1);
    expect(csv[0]).toEqual(['Participant ID', 'Name', 'Role', 'Dealer', 'Claims', 'Earnings', 'Last Activity', 'Status']);

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'), { timeout: WAIT_MS });
  });

  it('builds the Financial Summary and the Reward Redemption Report too', async () => {
    const { user, server } = await openReports();
    for (const [kind, title] of [
      ['FINANCIAL_SUMMARY', 'Financial Summary'],
      ['REWARD_REDEMPTION', 'Reward Redemption Report'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: `Generate Report: ${title}` }));
      const dialog = await screen.findByRole('dialog', { name: title }, { timeout: WAIT_MS });
      const expected = await buildReport(server.contextFor(), definition(kind), TEST_NOW);
      for (const metric of expected.summary) expect(dialog).toHaveTextContent(`${metric.label}${metric.value}`);
      const table = within(dialog).getByRole('table', { name: `${title}: first rows` });
      expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(expected.columns);
      await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
      await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'), { timeout: WAIT_MS });
    }
  });
});
