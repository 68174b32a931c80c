import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerLink } from '../../mocks/link';
import { MarketingFundsSubmitClaimDocument } from '../../src/graphql/__generated__/graphql';
import { makeClient } from '../../src/graphql/client';
import { createTestServer } from '../api';
import { findPageHeading, renderRoute, type RenderRouteOptions } from '../render-route';
import { captureDownloads } from '../downloads';

afterEach(() => {
  vi.restoreAllMocks();
});

async function openFunds(path = '/marketing-funds', options: RenderRouteOptions = {}) {
  const rendered = renderRoute(path, { role: 'dealer', ...options });
  // Generous: the first render of a file also loads the screen's code.
  await screen.findByRole('heading', { level: 1, name: 'Marketing Funds' }, { timeout: 15_000 });
  return rendered;
}

function statCard(label: string): HTMLElement {
  return within(screen.getByRole('region', { name: 'Fund summary' })).getByRole('group', { name: label });
}

function transactionRows(): HTMLElement[] {
  const table = screen.getByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

function cells(row: HTMLElement): string[] {
  return within(row).getAllByRole('cell').map((cell) => cell.textContent ?? '');
}

function dialog() {
  return screen.getByRole('dialog', { name: 'Submit Claim' });
}

function field(label: string | RegExp) {
  return within(dialog()).getByLabelText(label, { selector: 'input, select, textarea' });
}

function main(): HTMLElement {
  const element = document.getElementById('main-content');
  if (!element) throw new Error('No main landmark');
  return element;
}

async function openClaimForm(user: UserEvent) {
  await user.click(within(main()).getByRole('button', { name: 'Submit Claim' }));
  await screen.findByRole('dialog', { name: 'Submit Claim' });
}

interface Claim {
  fund?: 'Co-op' | 'MDF (Market Development Funds)';
  category?: string;
  description?: string;
  amount?: string;
  campaignDate?: string;
  reference?: string;
}

async function fillClaim(user: UserEvent, claim: Claim) {
  if (claim.fund) await user.selectOptions(field('Fund'), claim.fund);
  if (claim.category) await user.selectOptions(field('Category'), claim.category);
  if (claim.description) {
    await user.click(field('Description'));
    await user.paste(claim.description);
  }
  if (claim.amount) {
    await user.clear(field('Amount (USD)'));
    await user.type(field('Amount (USD)'), claim.amount);
  }
  if (claim.campaignDate) {
    await user.clear(field('Campaign date'));
    await user.type(field('Campaign date'), claim.campaignDate);
  }
  if (claim.reference) {
    await user.click(field(/^Pre-approval reference/));
    await user.paste(claim.reference);
  }
}

/** Waits until the claim form has closed (it leaves the page once its closing animation ends). */
async function waitForClaimFormClosed() {
  await waitFor(() => {
    const open = screen.queryByRole('dialog', { name: 'Submit Claim' });
    if (open) expect(open).toHaveAttribute('data-state', 'closed');
  });
}

async function closeClaimForm(user: UserEvent) {
  await user.keyboard('{Escape}');
  await waitForClaimFormClosed();
}

async function submitClaim(user: UserEvent) {
  await user.click(within(dialog()).getByRole('button', { name: 'Submit Claim' }));
}

describe('Marketing Funds: figures', () => {
  it('shows the four stat cards of a fresh database: 12,500 / 850 / 32,000 / 60.9%', async () => {
    await openFunds();
    expect(statCard('Available Balance')).toHaveTextContent('$12,500');
    expect(statCard('Available Balance')).toHaveTextContent('$11,650 after pending claims');
    expect(statCard('Pending Claims')).toHaveTextContent('$850');
    expect(statCard('Pending Claims')).toHaveTextContent('1 claim awaiting approval');
    expect(statCard('Total Earned YTD')).toHaveTextContent('$32,000');
    expect(statCard('Utilization Rate')).toHaveTextContent('60.9%');
    expect(statCard('Utilization Rate')).toHaveTextContent('$19,500 used · 63.6% with pending claims');
    expect(within(statCard('Utilization Rate')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60.9');
  });

  it('lists the transactions newest first with Date, ID, Description, Category, Amount and Status', async () => {
    await openFunds();
    const tab = screen.getByRole('tab', { name: 'Recent Transactions' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Date', 'ID', 'Description', 'Category', 'Amount', 'Status']);

    const rows = transactionRows();
    expect(rows).toHaveLength(23);
    expect(cells(rows[0]!)).toEqual(['Nov 18, 2026', 'TXN-2026-020', 'Holiday direct mail postcardsCo-op', 'Direct Mail', '−$850', 'Pending']);
    expect(cells(rows[1]!)).toEqual(['Nov 10, 2026', 'TXN-2026-019', 'Search ads: November heating campaignCo-op', 'Digital', '−$900', 'Approved']);
    expect(cells(rows[3]!)).toEqual(['Oct 1, 2026', 'TXN-2026-017', 'Q4 2026 MDF AccrualMDF', 'Accrual', '+$3,000', 'Posted']);
    expect(screen.getByText('Showing 23 of 23 transactions')).toBeInTheDocument();
  });

  it('pages the transactions: 25 at a time, then Load more', async () => {
    // Three more claims than a page holds: 26 transactions.
    const seed = createTestServer('dealer');
    const other = makeClient({ link: createServerLink(seed) });
    for (const [index, amount] of ['100', '200', '300'].entries()) {
      const { data } = await other.mutate({
        mutation: MarketingFundsSubmitClaimDocument,
        variables: { input: { fund: 'MDF', category: 'EVENTS', description: `Home show booth ${index + 1}`, amount, campaignDate: '2026-11-20' } },
      });
      expect(data?.submitFundClaim.errors).toEqual([]);
    }
    seed.db.flush();

    const { user } = await openFunds('/marketing-funds', { storage: seed.storage });
    expect(transactionRows()).toHaveLength(25);
    expect(screen.getByText('Showing 25 of 26 transactions')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Showing 26 of 26 transactions', {}, { timeout: 5000 });
    expect(cells(transactionRows()[25]!)[1]).toBe('TXN-2025-001');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('gives each status its own icon', async () => {
    await openFunds();
    const rows = transactionRows();
    const icon = (row: HTMLElement) => within(row).getAllByRole('cell').at(-1)?.querySelector('svg')?.getAttribute('class');
    const pending = icon(rows[0]!);
    const approved = icon(rows[1]!);
    const posted = icon(rows[2]!);
    expect(pending).toContain('lucide-clock');
    expect(approved).toContain('lucide-circle-check');
    expect(posted).toContain('lucide-file-check');
    expect(new Set([pending, approved, posted]).size).toBe(3);
  });

  it('shows the accrual history: current quarter first, fully utilized, the high-utilization warning and annual totals', async () => {
    const { user, router } = await openFunds();
    await user.click(screen.getByRole('tab', { name: 'Accrual History' }));
    expect(screen.getByRole('tab', { name: 'Accrual History' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=accruals'), { timeout: 5000 });

    const quarters = await screen.findAllByRole('article');
    expect(quarters.map((quarter) => within(quarter).getByRole('heading', { level: 3 }).textContent)).toEqual(['Q4 2026', 'Q3 2026', 'Q2 2026', 'Q1 2026']);
    const [q4, q3, q2, q1] = quarters as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    expect(q4).toHaveTextContent('Current quarter');
    expect(q4).toHaveTextContent('Earned$8,000Spent$1,500Remaining$6,500');
    expect(q4).toHaveTextContent('18.8%');

    expect(q3).toHaveTextContent('92.5%');
    expect(within(q3).getByText('High utilization')).toBeInTheDocument();
    expect(q3).toHaveTextContent('Remaining$600');
    expect(q3).not.toHaveTextContent('Fully utilized');

    expect(q2).toHaveTextContent('Fully utilized');
    expect(q2).toHaveTextContent('Remaining$0');
    expect(within(q2).queryByText('High utilization')).not.toBeInTheDocument();

    for (const quarter of [q4, q1]) {
      expect(within(quarter).queryByText('High utilization')).not.toBeInTheDocument();
      expect(quarter).not.toHaveTextContent('Fully utilized');
    }
    expect(q1).not.toHaveTextContent('Current quarter');

    const annual = screen.getByRole('region', { name: 'Annual Performance' });
    expect(annual).toHaveTextContent('Total Earned$32,000Total Spent$19,500Remaining$12,500Utilization60.9%');
  });

  it('shows the program guidelines, also when opened from the address', async () => {
    await openFunds('/marketing-funds?tab=guidelines');
    expect(screen.getByRole('tab', { name: 'Program Guidelines' })).toHaveAttribute('aria-selected', 'true');
    for (const title of ['Claim Submission', 'Approval & Reimbursement', 'Accrual & Expiration', 'Eligible Activities']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Submit claims within 90 days of campaign completion or invoice.')).toBeInTheDocument();
    expect(screen.getByText('Campaigns above $5,000 require pre-approval from your territory manager.')).toBeInTheDocument();
    expect(screen.getByText('Unused funds expire at fiscal year end.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('Marketing Funds: statement', () => {
  it('Download Statement downloads every transaction as CSV', async () => {
    const files = captureDownloads();
    const { user } = await openFunds();
    await user.click(screen.getByRole('button', { name: 'Download Statement' }));
    await waitFor(() => expect(files).toHaveLength(1));

    const [file] = files;
    expect(file!.name).toBe('marketing-funds-statement-2026-11-22.csv');
    const lines = (await file!.blob.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe('Date,ID,Description,Fund,Category,Amount,Status');
    expect(lines).toHaveLength(24);
    expect(lines[1]).toBe('2026-11-18,TXN-2026-020,Holiday direct mail postcards,Co-op,Direct Mail,-850.00,Pending');
    expect(lines).toContain('2026-10-01,TXN-2026-016,Q4 2026 Co-op Accrual,Co-op,Accrual,5000.00,Posted');
    expect(lines[23]).toBe('2025-10-01,TXN-2025-001,Q4 2025 Co-op Accrual,Co-op,Accrual,5000.00,Posted');
  });
});

describe('Marketing Funds: statement text', () => {
  it('keeps a description that looks like a spreadsheet formula as plain text in the statement', async () => {
    const seed = createTestServer('dealer');
    const other = makeClient({ link: createServerLink(seed) });
    for (const description of ['=1+2 yard signs', '@SUM(A1:A9) flyers']) {
      const { data } = await other.mutate({
        mutation: MarketingFundsSubmitClaimDocument,
        variables: { input: { fund: 'MDF', category: 'EVENTS', description, amount: '100', campaignDate: '2026-11-20' } },
      });
      expect(data?.submitFundClaim.errors).toEqual([]);
    }
    seed.db.flush();

    const files = captureDownloads();
    const { user } = await openFunds('/marketing-funds', { storage: seed.storage });
    // On screen the description is shown as typed.
    expect(cells(transactionRows()[1]!)[2]).toBe('=1+2 yard signsMDF');
    await user.click(screen.getByRole('button', { name: 'Download Statement' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const lines = (await files[0]!.blob.text()).trim().split(/\r?\n/);
    expect(lines).toContain(`2026-11-22,TXN-2026-021,"'=1+2 yard signs",MDF,Events,-100.00,Pending`);
    expect(lines).toContain(`2026-11-22,TXN-2026-022,"'@SUM(A1:A9) flyers",MDF,Events,-100.00,Pending`);
    // Amounts stay numbers: only typed text is guarded.
    expect(lines).toContain('2026-11-18,TXN-2026-020,Holiday direct mail postcards,Co-op,Direct Mail,-850.00,Pending');
  });
});

describe('Marketing Funds: claims', () => {
  it('checks every field against the program guidelines, with the messages at the fields, and sends nothing', async () => {
    const { user, server } = await openFunds();
    await openClaimForm(user);
    await submitClaim(user);

    expect(field('Fund')).toHaveAccessibleErrorMessage('Choose a fund');
    expect(field('Category')).toHaveAccessibleErrorMessage('Choose a campaign category');
    expect(field('Description')).toHaveAccessibleErrorMessage('Description is required');
    expect(field('Amount (USD)')).toHaveAccessibleErrorMessage('Enter an amount greater than $0');
    expect(field('Campaign date')).toHaveAccessibleErrorMessage('Campaign date is required');
    await waitFor(() => expect(field('Fund')).toHaveFocus());

    // Co-op: $8,000 available less the $850 already pending.
    await fillClaim(user, { fund: 'Co-op', category: 'Digital', description: 'Search ads', amount: '7200', campaignDate: '2026-08-01' });
    expect(within(dialog()).getByText('Available to claim: $7,150')).toBeInTheDocument();
    await submitClaim(user);
    expect(field('Amount (USD)')).toHaveAccessibleErrorMessage('Amount exceeds the available Co-op balance of $7,150.00');
    expect(field('Campaign date')).toHaveAccessibleErrorMessage('Claims must be submitted within 90 days of campaign completion or invoice');
    expect(field(/^Pre-approval reference/)).toHaveAccessibleErrorMessage('Campaigns above $5,000 require pre-approval from your territory manager');
    expect(field('Fund')).not.toHaveAttribute('aria-invalid', 'true');

    await fillClaim(user, { amount: '0', campaignDate: '2026-11-30' });
    await submitClaim(user);
    expect(field('Amount (USD)')).toHaveAccessibleErrorMessage('Enter an amount greater than $0');
    expect(field('Campaign date')).toHaveAccessibleErrorMessage('Campaign date cannot be in the future');

    await fillClaim(user, { fund: 'MDF (Market Development Funds)', amount: '4600' });
    await submitClaim(user);
    expect(field('Amount (USD)')).toHaveAccessibleErrorMessage('Amount exceeds the available MDF balance of $4,500.00');

    expect(server.db.data.fundTransactions.filter((row) => row.status === 'PENDING')).toHaveLength(1);
    await closeClaimForm(user);
    expect(statCard('Pending Claims')).toHaveTextContent('$850');
  });

  it('shows the server’s objections at the fields when the balance changed meanwhile', async () => {
    const { user, server } = await openFunds();
    // Another session claims most of the Co-op balance after this screen loaded.
    const other = makeClient({ link: createServerLink(server) });
    const { data } = await other.mutate({
      mutation: MarketingFundsSubmitClaimDocument,
      variables: { input: { fund: 'COOP', category: 'RADIO_TV', description: 'Radio spots', amount: '4000', campaignDate: '2026-11-10', preApprovalReference: null } },
    });
    expect(data?.submitFundClaim.errors).toEqual([]);

    await openClaimForm(user);
    await fillClaim(user, { fund: 'Co-op', category: 'Digital', description: 'Search ads: holiday tune-ups', amount: '3500', campaignDate: '2026-11-01' });
    await submitClaim(user);

    expect(await within(dialog()).findByText('Amount exceeds the available Co-op balance of $3,150.00')).toBeInTheDocument();
    expect(field('Amount (USD)')).toHaveAccessibleErrorMessage('Amount exceeds the available Co-op balance of $3,150.00');
    expect(server.db.data.fundTransactions.filter((row) => row.status === 'PENDING')).toHaveLength(2);
  });

  it('turns a valid claim into a Pending transaction, moves the figures and keeps it after a reload', async () => {
    const { user, server, router } = await openFunds('/marketing-funds?tab=guidelines');
    await openClaimForm(user);
    await fillClaim(user, {
      fund: 'Co-op',
      category: 'Radio/TV',
      description: 'Holiday radio spots: furnace tune-ups',
      amount: '5200',
      campaignDate: '2026-11-15',
      reference: 'PA-5120',
    });
    await submitClaim(user);

    expect(await screen.findByText('Claim submitted', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Co-op claim TXN-2026-021 for $5,200 is pending approval.')).toBeInTheDocument();
    await waitForClaimFormClosed();
    await waitFor(() => expect(router.state.location.search).toBe(''), { timeout: 5000 });
    expect(screen.getByRole('tab', { name: 'Recent Transactions' })).toHaveAttribute('aria-selected', 'true');

    const rows = transactionRows();
    expect(rows).toHaveLength(24);
    expect(cells(rows[0]!)).toEqual(['Nov 22, 2026', 'TXN-2026-021', 'Holiday radio spots: furnace tune-upsCo-op', 'Radio/TV', '−$5,200', 'Pending']);
    expect(statCard('Pending Claims')).toHaveTextContent('$6,050');
    expect(statCard('Pending Claims')).toHaveTextContent('2 claims awaiting approval');
    expect(statCard('Available Balance')).toHaveTextContent('$6,450 after pending claims');
    expect(statCard('Utilization Rate')).toHaveTextContent('$19,500 used · 79.8% with pending claims');

    server.db.flush();
    cleanup();
    await openFunds('/marketing-funds', { storage: server.storage });
    expect(cells(transactionRows()[0]!)).toEqual(['Nov 22, 2026', 'TXN-2026-021', 'Holiday radio spots: furnace tune-upsCo-op', 'Radio/TV', '−$5,200', 'Pending']);
    expect(statCard('Pending Claims')).toHaveTextContent('$6,050');
    expect(statCard('Available Balance')).toHaveTextContent('$6,450 after pending claims');
  });

  it('Cancel closes the form without sending and clears it', async () => {
    const { user, server } = await openFunds();
    await openClaimForm(user);
    await fillClaim(user, { fund: 'MDF (Market Development Funds)', description: 'Open house' });
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitForClaimFormClosed();
    await openClaimForm(user);
    expect(field('Fund')).toHaveValue('');
    expect(field('Description')).toHaveValue('');
    expect(server.db.data.fundTransactions).toHaveLength(23);
  });
});

describe('Marketing Funds: roles', () => {
  it('is for dealers only', async () => {
    renderRoute('/marketing-funds', { role: 'comfort-advisor' });
    await findPageHeading('Access denied');
    expect(screen.queryByRole('button', { name: 'Submit Claim' })).not.toBeInTheDocument();
  });
});
