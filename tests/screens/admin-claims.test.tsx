import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { portalSystem } from '../../src/app/theme';
import { ClaimStatusBadge } from '../../src/features/claims/claim-status';
import type { MemoryStorage } from '../../domain/db';
import { twoClaimsOfOneSerial } from '../claim-submissions';
import { eventually, findPageHeading, renderRoute, WAIT_MS } from '../render-route';
import { captureDownloads } from '../downloads';


// Load the screen's code once up front, so the first test waits for data, not for the module graph.
beforeAll(async () => {
  await import('../../src/screens/admin-claims/route');
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openAnalytics(path = '/admin-claims', storage?: MemoryStorage) {
  const rendered = renderRoute(path, { role: 'client-admin', storage });
  await findPageHeading('Claims Analytics');
  return rendered;
}

function findText(text: string | RegExp) {
  return screen.findByText(text, {}, { timeout: WAIT_MS });
}

/** A summary card, found by its label. */
function card(label: string) {
  const summary = screen.getByRole('region', { name: 'Claims summary' });
  return within(summary).getByRole('group', { name: label });
}

function rows(table: string) {
  return within(screen.getByRole('table', { name: table })).getAllByRole('row').slice(1);
}

async function openFilter(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(screen.getByRole('button', { name: /^Filter/ }));
  return screen.findByRole('dialog', { name: 'Filter claims' });
}

describe('claims analytics', () => {
  it("shows the four sample figures computed from the 2,167 claims", async () => {
    await openAnalytics();
    expect(card('Total Claims')).toHaveTextContent('2,167');
    expect(card('Total Claims')).toHaveTextContent('Last 12 months');
    expect(card('Approval Rate')).toHaveTextContent('85%');
    expect(card('Approval Rate')).toHaveTextContent('1,842 approved');
    expect(within(card('Approval Rate')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '85');
    expect(card('Avg. Processing Time')).toHaveTextContent('3.2 days');
    expect(card('Avg. Processing Time')).toHaveTextContent('Target: 3-5 days');
    expect(card('Total Value')).toHaveTextContent('$1.24M');
    expect(card('Total Value')).toHaveTextContent('Avg. $572 per claim');
  });

  it('charts claim volume and approval rate by month, with the data as a table', async () => {
    const { server } = await openAnalytics();
    const section = screen.getByRole('region', { name: 'Claim Volume & Approval Rate' });
    expect(within(section).getByTestId('chart-box')).toHaveAttribute('aria-hidden', 'true');
    const table = within(section).getByRole('table', { name: 'Claims by month' });
    const body = within(table).getAllByRole('row').slice(1);
    expect(body).toHaveLength(12);
    // March 2026 counted straight from the claims.
    const march = server.db.data.claims.filter((row) => row.date.startsWith('2026-03'));
    const approved = march.filter((row) => row.status === 'APPROVED' || row.status === 'PAID').length;
    const decided = march.filter((row) => row.processingDays !== null).length;
    const rate = ((approved / decided) * 100).toFixed(1);
    expect(within(body[3]!).getByRole('rowheader')).toHaveTextContent('Mar 2026');
    expect(body[3]).toHaveTextContent(`Mar 2026${march.length.toLocaleString('en-US')}${approved.toLocaleString('en-US')}${rate}%`);
    expect(within(body[11]!).getByRole('rowheader')).toHaveTextContent('Nov 2026');
  });

  it('lists recent claims in real tabs, each filtered by the server, kept in the URL', async () => {
    const { user, router } = await openAnalytics();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All Claims', 'Pending', 'Approved', 'Needs Attention']);
    expect(screen.getByRole('tab', { name: 'All Claims' })).toHaveAttribute('aria-selected', 'true');
    const table = screen.getByRole('table', { name: 'All Claims' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Claim ID', 'Participant', 'Dealer', 'Amount', 'Status', 'Submitted', 'Days to Process',
    ]);
    expect(rows('All Claims')[0]).toHaveTextContent('CLM-3167Vanessa QuinnCardinal Energy Solutions$352.00Pending ReviewNov 22, 20260 days');
    expect(screen.getByText('Showing 25 of 2,167 claims')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more claims' }));
    expect(await findText('Showing 50 of 2,167 claims')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(await findText('Showing 25 of 96 claims')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=pending');
    expect(rows('Pending').every((row) => within(row).getByText('Pending Review'))).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await findText('Showing 25 of 1,842 claims')).toBeInTheDocument();
    const approvedLabels = new Set(rows('Approved').map((row) => within(row).getAllByRole('cell')[3]!.textContent));
    expect([...approvedLabels].every((label) => label === 'Approved' || label === 'Paid')).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'Needs Attention' }));
    expect(await findText('Showing 25 of 41 claims')).toBeInTheDocument();
    expect(rows('Needs Attention').every((row) => within(row).getByText('Needs Info'))).toBe(true);
    expect(router.state.location.search).toBe('?tab=attention');
  });

  it('shows the four known statuses and Paid as labelled badges, anything else as plain text', () => {
    render(
      <ChakraProvider value={portalSystem()}>
        <ClaimStatusBadge status="APPROVED" />
        <ClaimStatusBadge status="PENDING" />
        <ClaimStatusBadge status="NEEDS_INFO" />
        <ClaimStatusBadge status="REJECTED" />
        <ClaimStatusBadge status="PAID" />
        <ClaimStatusBadge status="ESCALATED" />
      </ChakraProvider>,
    );
    // The badge names the status it shows (data-claim-status); plain text has no such hook.
    const badges: [label: string, status: string][] = [
      ['Approved', 'APPROVED'],
      ['Pending Review', 'PENDING'],
      ['Needs Info', 'NEEDS_INFO'],
      ['Rejected', 'REJECTED'],
      ['Paid', 'PAID'],
    ];
    for (const [label, status] of badges) {
      expect(screen.getByText(label)).toHaveAttribute('data-claim-status', status);
    }
    expect(screen.getByText('ESCALATED')).not.toHaveAttribute('data-claim-status');
  });

  it('filters by status, date range and dealer on the server: cards, chart, tabs and URL follow', async () => {
    const { user, router } = await openAnalytics();
    let dialog = await openFilter(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Rejected');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Dealer' }), 'Summit Comfort Systems');
    await user.click(within(dialog).getByRole('button', { name: 'Apply filters' }));

    await eventually(() => expect(card('Total Claims')).toHaveTextContent('9'));
    expect(router.state.location.search).toBe('?status=rejected&dealer=DLR-1001');
    expect(card('Total Claims')).toHaveTextContent('Matching your filters');
    expect(card('Approval Rate')).toHaveTextContent('0%');
    expect(card('Total Value')).toHaveTextContent('$3.6K');
    expect(card('Total Value')).toHaveTextContent('Avg. $400 per claim');
    expect(screen.getByText('Showing 9 of 9 claims')).toBeInTheDocument();
    expect(rows('All Claims').every((row) => /Summit Comfort Systems.*Rejected/.test(row.textContent ?? ''))).toBe(true);
    expect(screen.getByRole('button', { name: 'Filter, 2 active' })).toBeInTheDocument();
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(chips).toHaveTextContent('Status: Rejected');
    expect(chips).toHaveTextContent('Dealer: Summit Comfort Systems');

    // The Approved tab cannot hold rejected claims.
    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await findText('The status filter excludes the Approved tab.')).toBeInTheDocument();

    await user.click(within(chips).getByRole('button', { name: 'Remove filter Status: Rejected' }));
    await eventually(() => expect(router.state.location.search).toBe('?dealer=DLR-1001&tab=approved'));
    expect(await findText(/^Showing 25 of [\d,]+ claims$/)).toBeInTheDocument();

    dialog = await openFilter(user);
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await user.type(within(dialog).getByLabelText('Submitted from'), '2026-11-01');
    await user.type(within(dialog).getByLabelText('Submitted to'), '2026-11-15');
    await user.click(within(dialog).getByRole('button', { name: 'Apply filters' }));
    await eventually(() => expect(card('Total Claims')).toHaveTextContent('149'));
    expect(card('Approval Rate')).toHaveTextContent('59%');
    expect(card('Avg. Processing Time')).toHaveTextContent('3.4 days');
    expect(screen.getByRole('group', { name: 'Active filters' })).toHaveTextContent('From Nov 1, 2026');
    const monthRows = within(screen.getByRole('table', { name: 'Claims by month' })).getAllByRole('row').slice(1);
    expect(monthRows[11]).toHaveTextContent('Nov 2026149');
    expect(monthRows[10]).toHaveTextContent('Oct 202600');

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await eventually(() => expect(card('Total Claims')).toHaveTextContent('2,167'));
  });

  it('refuses a date range that ends before it starts, at the field', async () => {
    const { user, router } = await openAnalytics();
    const dialog = await openFilter(user);
    await user.type(within(dialog).getByLabelText('Submitted from'), '2026-11-15');
    await user.type(within(dialog).getByLabelText('Submitted to'), '2026-11-01');
    await user.click(within(dialog).getByRole('button', { name: 'Apply filters' }));
    await eventually(() => expect(within(dialog).getByLabelText('Submitted to')).toHaveAccessibleErrorMessage('The end date must be on or after the start date'));
    expect(router.state.location.search).toBe('');
  });

  it('exports every claim matching the filter as CSV', async () => {
    const files = captureDownloads();
    const { user } = await openAnalytics('/admin-claims?status=pending');
    await user.click(screen.getByRole('button', { name: 'Export Report' }));
    expect(await findText(/^96 claims saved to claims-report-\d{4}-\d{2}-\d{2}\.csv\.$/)).toBeInTheDocument();
    const csv = Papa.parse<string[]>(await files[0]!.blob.text(), { skipEmptyLines: true }).data;
    expect(csv[0]).toEqual(['Claim ID', 'Participant', 'Participant ID', 'Dealer', 'Product', 'Amount', 'Status', 'Submitted', 'Days', 'Issue', 'Rejection Reason', 'History']);
    expect(csv).toHaveLength(97);
    expect(csv.slice(1).every((row) => row[6] === 'Pending Review')).toBe(true);
    expect(csv[1]!.slice(0, 4)).toEqual(['CLM-3167', 'Vanessa Quinn', expect.stringMatching(/^PART-\d{3}$/), 'Cardinal Energy Solutions']);
    // Each claim's history goes with it, newest first.
    expect(csv[1]![11]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z Submitted by Vanessa Quinn$/);

    cleanup();
    files.length = 0;
    const all = await openAnalytics();
    await all.user.click(screen.getByRole('button', { name: 'Export Report' }));
    expect(await findText(/^2,167 claims saved to/)).toBeInTheDocument();
    const everything = Papa.parse<string[]>(await files[0]!.blob.text(), { skipEmptyLines: true }).data;
    expect(everything).toHaveLength(2168);
    expect(new Set(everything.slice(1).map((row) => row[0])).size).toBe(2167);
    const rejected = everything.find((row) => row[6] === 'Rejected')!;
    expect(rejected[11]).toMatch(new RegExp(`^\\S+ Rejected by Program administrator: ${rejected[10]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| \\S+ Submitted by ${rejected[1]}$`));
  });

  it('opens a claim from the table in the drawer, kept in the URL', async () => {
    const { user, router } = await openAnalytics('/admin-claims?status=pending');
    await user.click(screen.getByRole('button', { name: 'Open claim CLM-3167' }));
    const drawer = await screen.findByRole('dialog', { name: 'Claim CLM-3167' });
    expect(router.state.location.search).toBe('?status=pending&claim=CLM-3167');
    expect(await within(drawer).findByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(drawer).getByText('Vanessa Quinn')).toBeInTheDocument();
  });

  it('a decision in the drawer reaches Claims Management when it is next shown', async () => {
    const rendered = renderRoute('/admin-claims-management', { role: 'client-admin' });
    const { user, router } = rendered;
    await findPageHeading('Claims Management');
    await eventually(() => expect(screen.getByRole('tab', { name: /Pending Claims/ })).toHaveTextContent('96'));

    await router.navigate('/admin-claims?status=pending&claim=CLM-3167');
    const drawer = await screen.findByRole('dialog', { name: 'Claim CLM-3167' });
    await user.click(await within(drawer).findByRole('button', { name: 'Approve' }));
    expect(await findText('Claim CLM-3167 approved')).toBeInTheDocument();

    // The queue's cached copy was dropped with the decision: it loads afresh, one claim shorter.
    await router.navigate('/admin-claims-management');
    await findPageHeading('Claims Management');
    await eventually(() => expect(screen.getByRole('tab', { name: /Pending Claims/ })).toHaveTextContent('95'));
  });

  it('counts the flagged claims in a card, and the Flagged filter narrows every figure to them', async () => {
    const { server, storage, first, second } = await twoClaimsOfOneSerial();
    // The claims of the sample data went through no check; of the two submitted, the second repeats the first's serial.
    const { claimsAnalytics } = await server.ok<{ claimsAnalytics: { flaggedClaims: number; totalClaims: number } }>(
      `query { claimsAnalytics { flaggedClaims totalClaims } }`,
    );
    expect(claimsAnalytics.totalClaims).toBe(2_169);
    const flagged = claimsAnalytics.flaggedClaims;
    expect(flagged).toBeGreaterThanOrEqual(1);
    const { user, router } = await openAnalytics('/admin-claims', storage);
    expect(card('Flagged Claims')).toHaveTextContent(new RegExp(`^Flagged Claims${flagged.toLocaleString('en-US')}\\d`));
    expect(card('Flagged Claims')).toHaveTextContent(`${((flagged / 2_169) * 100).toFixed(1)}% of claims`);

    const dialog = await openFilter(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Flagged only (the checks found something)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply filters' }));
    await eventually(() => expect(router.state.location.search).toBe('?flagged=1'));
    await eventually(() => expect(card('Total Claims')).toHaveTextContent(`Total Claims${flagged.toLocaleString('en-US')}Matching your filters`));
    expect(card('Flagged Claims')).toHaveTextContent('100.0% of claims');
    expect(screen.getByRole('group', { name: 'Active filters' })).toHaveTextContent('Flagged only');
    expect(screen.getByRole('button', { name: 'Filter, 1 active' })).toBeInTheDocument();
    const ids = rows('All Claims').map((row) => within(row).getByRole('rowheader').textContent);
    expect(ids).toContain(second.id);
    expect(ids).not.toContain(first.id);

    await user.click(screen.getByRole('button', { name: 'Remove filter Flagged only' }));
    await eventually(() => expect(card('Total Claims')).toHaveTextContent('2,169'));
    expect(router.state.location.search).toBe('');
  });
});
