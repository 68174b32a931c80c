import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MemoryStorage } from '../../domain/db';
import { TEST_NOW } from '../api';
import { twoClaimsOfOneSerial } from '../claim-submissions';
import { eventually, findPageHeading, renderRoute, WAIT_MS, waitForLayerClosed } from '../render-route';


// Load the screen's code once up front, so the first test waits for data, not for the module graph.
beforeAll(async () => {
  await import('../../src/screens/admin-claims-management/route');
});

afterEach(() => {
  vi.useRealTimers();
});

async function openClaims(path = '/admin-claims-management', options: Parameters<typeof renderRoute>[1] = {}) {
  const rendered = renderRoute(path, { role: 'client-admin', ...options });
  await findPageHeading('Claims Management');
  return rendered;
}

function findText(text: string | RegExp) {
  return screen.findByText(text, {}, { timeout: WAIT_MS });
}

/** A toast, found by its title. */
async function findToast(title: string) {
  return waitFor(
    () => {
      const toast = screen.getAllByTestId('toast').find((element) => element.textContent?.includes(title));
      if (!toast) throw new Error(`No toast titled ${title}`);
      return toast;
    },
    { timeout: WAIT_MS },
  );
}

function rowsOf(name: string) {
  return within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
}

function rowOf(table: string, claimId: string) {
  return rowsOf(table).find((row) => within(row).getByRole('rowheader').textContent === claimId);
}

function cellsOf(row: HTMLElement) {
  return [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent?.trim());
}

describe('claims management tabs', () => {
  it('has real tabs Pending Claims, Needs Info and Spot Awards, kept in the URL', async () => {
    const { user, router } = await openClaims();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Pending Claims96', 'Needs Info41', 'Spot Awards']);
    expect(screen.getByRole('tab', { name: /Pending Claims/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Pending Claims');

    await user.click(screen.getByRole('tab', { name: /Needs Info/ }));
    await eventually(() => expect(router.state.location.search).toBe('?tab=needs-info'));
    await eventually(() => expect(screen.getByRole('tab', { name: /Needs Info/ })).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByRole('table', { name: 'Claims needing information' })).toBeInTheDocument();

    cleanup();
    await openClaims('/admin-claims-management?tab=spot-awards');
    expect(screen.getByRole('tab', { name: 'Spot Awards' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Issue Spot Award' })).toBeInTheDocument();
  });
});

describe('pending claims', () => {
  it('lists pending claims longest waiting first, flagging those over 4 days', async () => {
    const { user } = await openClaims();
    const table = screen.getByRole('table', { name: 'Pending claims' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Select', 'Claim ID', 'Checks', 'Participant', 'Dealer', 'Amount', 'Days Pending', 'Actions',
    ]);
    const first = rowsOf('Pending claims')[0]!;
    expect(cellsOf(first)).toEqual(['CLM-2990', '', '', 'Megan Becker', 'Maple Leaf Service Experts', '$181.00', '10 days, overdue', 'ApproveReject']);
    expect(within(first).getByText('10 days')).toHaveAttribute('data-overdue', 'true');
    expect(screen.getByText('Showing 25 of 96 pending claims')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more pending claims' }));
    expect(await findText('Showing 50 of 96 pending claims')).toBeInTheDocument();
    expect(new Set(rowsOf('Pending claims').map((row) => cellsOf(row)[0])).size).toBe(50);
  });

  it('shows claims waiting 4 days or less without the warning', async () => {
    await openClaims('/admin-claims-management?q=CLM-3156');
    const row = rowsOf('Pending claims')[0]!;
    expect(cellsOf(row)).toEqual(['CLM-3156', '', '', 'Angela Morales', 'Great Plains Service Experts', '$1,572.00', '0 days', 'ApproveReject']);
    expect(within(row).getByText('0 days')).not.toHaveAttribute('data-overdue');
    expect(screen.queryByRole('button', { name: 'Load more pending claims' })).not.toBeInTheDocument();
  });

  it('searches claim ID, participant or dealer on the server', async () => {
    const { user, router } = await openClaims();
    await user.type(screen.getByRole('searchbox', { name: 'Search pending claims' }), 'clm-2990');
    expect(await findText('Showing 1 of 1 pending claims')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=clm-2990');
    expect(cellsOf(rowsOf('Pending claims')[0]!)[0]).toBe('CLM-2990');

    await user.clear(screen.getByRole('searchbox', { name: 'Search pending claims' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search pending claims' }), 'no such claim');
    expect(await findText('No pending claims match your filters')).toBeInTheDocument();
  });

  it('filters by dealer and by overdue claims', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW });
    const { user, router, server } = await openClaims();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dealer = await screen.findByRole('combobox', { name: 'Dealer' });
    await user.selectOptions(dealer, 'Summit Comfort Systems');
    const summitPending = server.db.data.claims.filter((row) => row.status === 'PENDING' && row.dealerId === 'DLR-1001');
    expect(await findText(`Showing ${summitPending.length} of ${summitPending.length} pending claims`)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?dealer=DLR-1001');

    await user.click(screen.getByRole('checkbox', { name: 'Overdue only (pending more than 4 days)' }));
    const overdue = summitPending.filter((row) => row.date <= '2026-11-17');
    expect(overdue.length).toBeGreaterThan(0);
    expect(await findText(`Showing ${overdue.length} of ${overdue.length} pending claims`)).toBeInTheDocument();
    expect(rowsOf('Pending claims').every((row) => /overdue/.test(row.textContent ?? ''))).toBe(true);
    expect(screen.getByRole('button', { name: 'Filter, 2 active' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await findText('Showing 25 of 96 pending claims')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('approves a claim: the toast, the claim leaves the list, the counts move, also after a reload', async () => {
    const { user, server, router } = await openClaims();
    await user.click(screen.getByRole('button', { name: 'Approve claim CLM-2990' }));
    expect(await findText('Claim CLM-2990 status updated to approved')).toBeInTheDocument();
    expect(screen.getByText('The claim has been approved')).toBeInTheDocument();
    await eventually(() => expect(rowOf('Pending claims', 'CLM-2990')).toBeUndefined());
    expect(screen.getByRole('tab', { name: /Pending Claims/ })).toHaveTextContent('95');
    expect(screen.getByText('Showing 25 of 95 pending claims')).toBeInTheDocument();
    expect(server.db.data.claims.find((row) => row.id === 'CLM-2990')?.status).toBe('APPROVED');

    // Claims Analytics counts the approval (its cached figures were dropped).
    await router.navigate('/admin-claims');
    await findPageHeading('Claims Analytics');
    expect(await findText('1,843 approved')).toBeInTheDocument();

    server.db.flush();
    cleanup();
    await openClaims('/admin-claims-management', { storage: server.storage });
    expect(rowOf('Pending claims', 'CLM-2990')).toBeUndefined();
    expect(screen.getByRole('tab', { name: /Pending Claims/ })).toHaveTextContent('95');
  });

  it('asks for a reason before rejecting, with errors at the field', async () => {
    const { user, server } = await openClaims();
    await user.click(screen.getByRole('button', { name: 'Reject claim CLM-2988' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject claim CLM-2988' });
    expect(dialog).toHaveTextContent('Frank Schmidt');
    expect(dialog).toHaveTextContent('$446.00');
    const reason = within(dialog).getByRole('textbox', { name: /Reason for rejection/ });

    await user.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    await eventually(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(reason).toHaveAccessibleErrorMessage('Enter a reason for rejecting this claim');

    await user.click(reason);
    await user.paste('x'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    await eventually(() => expect(reason).toHaveAccessibleErrorMessage('Reason must be at most 500 characters'));
    expect(server.db.data.claims.find((row) => row.id === 'CLM-2988')?.status).toBe('PENDING');

    await user.clear(reason);
    await user.type(reason, 'Serial number does not match the invoice');
    await user.click(within(dialog).getByRole('button', { name: 'Reject claim' }));
    expect(await findText('Claim CLM-2988 status updated to rejected')).toBeInTheDocument();
    expect(screen.getByText('The claim has been rejected')).toBeInTheDocument();
    await eventually(() => expect(dialog).toHaveAttribute('data-state', 'closed'));
    await eventually(() => expect(rowOf('Pending claims', 'CLM-2988')).toBeUndefined());
    const stored = server.db.data.claims.find((row) => row.id === 'CLM-2988');
    expect(stored).toMatchObject({ status: 'REJECTED', rejectionReason: 'Serial number does not match the invoice' });
  });
});

describe('needs info', () => {
  it('lists the issue and days waiting, and overrides to approve after confirmation', async () => {
    const { user, server } = await openClaims('/admin-claims-management?tab=needs-info');
    const table = await screen.findByRole('table', { name: 'Claims needing information' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Claim ID', 'Checks', 'Participant', 'Dealer', 'Amount', 'Issue', 'Days Waiting', 'Actions',
    ]);
    expect(screen.getByText('Showing 25 of 41 claims needing info')).toBeInTheDocument();
    const row = rowsOf('Claims needing information')[0]!;
    expect(cellsOf(row)).toEqual([
      'CLM-2864', '', 'Priya Thompson', 'Red Barn Air Conditioning', '$136.00', 'Installation date missing', '26 days, waiting on the participant over 14 days', expect.stringContaining('Override & Approve'),
    ]);
    expect(within(row).getByText('26 days')).toHaveAttribute('data-waiting-too-long');

    await user.click(within(row).getByRole('button', { name: 'Override & Approve claim CLM-2864' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Override and approve CLM-2864?' });
    expect(confirm).toHaveTextContent('Installation date missing');
    await user.click(within(confirm).getByRole('button', { name: 'Override & Approve' }));
    expect(await findText('Override approved')).toBeInTheDocument();
    expect(screen.getByText('Claim CLM-2864 was approved despite missing information')).toBeInTheDocument();
    await eventually(() => expect(screen.getByText('Showing 25 of 40 claims needing info')).toBeInTheDocument());
    expect(rowOf('Claims needing information', 'CLM-2864')).toBeUndefined();
    expect(screen.getByRole('tab', { name: /Needs Info/ })).toHaveTextContent('40');
    expect(server.db.data.claims.find((row) => row.id === 'CLM-2864')?.status).toBe('APPROVED');
  });
});

describe("a claim's details", () => {
  it('opens from the queue in a drawer with its own URL, with its evidence and history, and closes back to the list', async () => {
    const { user, router } = await openClaims();
    await user.click(screen.getByRole('button', { name: 'Open claim CLM-2990' }));
    const drawer = await screen.findByRole('dialog', { name: 'Claim CLM-2990' });
    expect(router.state.location.search).toBe('?claim=CLM-2990');
    await eventually(() => expect(within(drawer).getByText('Megan Becker')).toBeInTheDocument());
    expect(within(drawer).getByText('Maple Leaf Service Experts')).toBeInTheDocument();
    expect(within(drawer).getByText('Serial number')).toBeInTheDocument();
    expect(within(drawer).getByText('181 pts')).toBeInTheDocument();
    expect(within(drawer).getByText(/^INV-\d{5}$/)).toBeInTheDocument();
    const history = within(drawer).getByRole('list', { name: 'Claim history, newest first' });
    expect(within(history).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual(['Submitted']);
    await user.keyboard('{Escape}');
    await waitForLayerClosed('Claim CLM-2990');
    expect(router.state.location.search).toBe('');
  });

  it('asks the participant for information from the drawer: a message is required, then the claim moves to Needs Info', async () => {
    const { user, server } = await openClaims('/admin-claims-management?claim=CLM-2990');
    const drawer = await screen.findByRole('dialog', { name: 'Claim CLM-2990' });
    await user.click(await within(drawer).findByRole('button', { name: 'Request info' }));
    await user.click(within(drawer).getByRole('button', { name: 'Send request' }));
    expect(await within(drawer).findByText('Enter what the participant should send')).toBeInTheDocument();
    await eventually(() =>
      expect(within(drawer).getByRole('textbox', { name: /What should the participant send/ })).toHaveAccessibleErrorMessage('Enter what the participant should send'),
    );
    expect(server.db.data.claims.find((row) => row.id === 'CLM-2990')?.status).toBe('PENDING');
    await user.type(within(drawer).getByRole('textbox', { name: /What should the participant send/ }), 'A photo of the rating plate');
    await user.click(within(drawer).getByRole('button', { name: 'Send request' }));
    expect(await findToast('Information requested on claim CLM-2990')).toBeInTheDocument();
    await eventually(() => expect(within(drawer).getByText('Waiting on the participant')).toBeInTheDocument());
    expect(within(drawer).getAllByText('A photo of the rating plate').length).toBeGreaterThan(0);
    const history = within(drawer).getByRole('list', { name: 'Claim history, newest first' });
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Information requested');
    // The queues move: it left the pending list and waits in Needs Info.
    await eventually(() => expect(screen.getByText('Showing 25 of 95 pending claims')).toBeInTheDocument());
    // The drawer is modal: what is behind it is hidden from assistive technology until it closes.
    expect(screen.getByRole('tab', { name: /Needs Info/, hidden: true })).toHaveTextContent('42');
  });

  it('refuses a decision on a claim someone else changed since it was opened, and offers a reload', async () => {
    // A page that did not hear of the change (its events lost): one that hears of it updates the claim in place (tests/screens/live.test.tsx).
    const { user, server } = await openClaims('/admin-claims-management?claim=CLM-2990', { live: false });
    const drawer = await screen.findByRole('dialog', { name: 'Claim CLM-2990' });
    await within(drawer).findByRole('button', { name: 'Approve' });
    // Another administrator asks for information a moment earlier.
    const other = await server.run(`mutation { requestClaimInfo(input: { claimId: "CLM-2990", message: "Which unit?" }) { errors { message } } }`);
    expect(other.errors).toBeUndefined();
    await user.click(within(drawer).getByRole('button', { name: 'Approve' }));
    expect(await within(drawer).findByText('This claim changed')).toBeInTheDocument();
    expect(within(drawer).getByText(/^Claim CLM-2990 was changed by .+ since you opened it; it is waiting for information now/)).toBeInTheDocument();
    expect(server.db.data.claims.find((row) => row.id === 'CLM-2990')?.status).toBe('NEEDS_INFO');
    await user.click(within(drawer).getByRole('button', { name: 'Reload claim' }));
    await eventually(() => expect(within(drawer).getByText('Waiting on the participant')).toBeInTheDocument());
    expect(within(drawer).queryByText('This claim changed')).not.toBeInTheDocument();
  });
});

describe('bulk decisions', () => {
  it('approves the picked claims together and lists the one someone else decided first', async () => {
    // A page that did not hear of the decision (its events lost): one that hears of it drops the claim from the selection (tests/screens/live.test.tsx).
    const { user, server } = await openClaims('/admin-claims-management', { live: false });
    const picked = ['CLM-2990', rowsOf('Pending claims')[1]!.querySelector('th')!.textContent!, rowsOf('Pending claims')[2]!.querySelector('th')!.textContent!];
    for (const id of picked) {
      await user.click(screen.getByRole('checkbox', { name: `Select claim ${id}` }));
    }
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    // A moment before, someone else rejects the first one.
    await server.run(`mutation { rejectClaim(input: { claimId: "CLM-2990", reason: "Duplicate" }) { errors { message } } }`);
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve 3 claims?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await findToast('2 claims approved')).toBeInTheDocument();
    const failures = await screen.findByRole('alert');
    expect(failures).toHaveTextContent('2 decided; 1 could not be');
    expect(failures).toHaveTextContent(/Claim CLM-2990 was changed by .+ since you opened it; it is rejected now/);
    await eventually(() => expect(screen.getByText('Showing 25 of 93 pending claims')).toBeInTheDocument());
    expect(picked.map((id) => server.db.data.claims.find((row) => row.id === id)?.status)).toEqual(['REJECTED', 'APPROVED', 'APPROVED']);
  });

  it('rejects every pending claim matching the search with one reason, asked for first', async () => {
    const { user, server } = await openClaims('/admin-claims-management?q=clm-29');
    await eventually(() => expect(screen.getByRole('checkbox', { name: 'Select all shown' })).toBeEnabled());
    const matching = server.db.data.claims.filter((row) => row.status === 'PENDING' && row.id.toLowerCase().includes('clm-29')).length;
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    if (matching > 25) await user.click(screen.getByRole('button', { name: `Select all ${matching} matching` }));
    expect(screen.getByText(`${matching} selected`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', { name: `Reject ${matching} claims` });
    await user.click(within(dialog).getByRole('button', { name: `Reject ${matching} claims` }));
    expect(await within(dialog).findByText('Enter a reason for rejecting this claim')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), 'Outside the promotion window');
    await user.click(within(dialog).getByRole('button', { name: `Reject ${matching} claims` }));
    expect(await findToast(`${matching} claims rejected`)).toBeInTheDocument();
    await eventually(() => expect(screen.getByText('No pending claims match your filters')).toBeInTheDocument());
    const rejected = server.db.data.claims.filter((row) => row.id.toLowerCase().includes('clm-29') && row.rejectionReason === 'Outside the promotion window');
    expect(rejected).toHaveLength(matching);
  });
});

describe('flagged claims', () => {
  it('marks a flagged claim in its row, in words, and the Flagged filter narrows the queue to flagged claims', async () => {
    const { storage, first, second } = await twoClaimsOfOneSerial();
    // The new claims wait 0 days, at the end of the queue: the search finds the flagged one.
    const { user, router } = await openClaims(`/admin-claims-management?q=${second.id}`, { storage });
    const badge = within(rowOf('Pending claims', second.id)!).getByText('Flagged');
    expect(badge).toHaveAttribute('data-flagged', '1');
    // Its count in words for assistive technology (the visible count is hidden from it).
    expect(badge).toHaveTextContent('Flagged· 1, 1 finding');
    await user.clear(screen.getByRole('searchbox', { name: 'Search pending claims' }));
    expect(await findText('Showing 25 of 98 pending claims')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Flagged only (the checks found something)' }));
    await eventually(() => expect(screen.getByRole('button', { name: 'Filter, 1 active' })).toBeInTheDocument());
    expect(router.state.location.search).toBe('?flagged=1');
    await findPageHeading('Claims Management');
    const rows = rowsOf('Pending claims');
    expect(rowOf('Pending claims', second.id)).toBeDefined();
    expect(rowOf('Pending claims', first.id)).toBeUndefined();
    expect(rows.every((row) => within(row).queryByText('Flagged') !== null)).toBe(true);
    expect(screen.getByText(`Showing ${rows.length} of ${rows.length} pending claims`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await findText('Showing 25 of 98 pending claims')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it("opens the claim to ask for a reason when the row's approval is refused for a paid serial", async () => {
    const { server: seeding, storage, first, second } = await twoClaimsOfOneSerial();
    await seeding.ok(`mutation { approveClaim(input: { claimId: "${second.id}" }) { errors { message } } }`);
    seeding.db.flush();
    const { user, router, server } = await openClaims(`/admin-claims-management?q=${first.id}`, { storage });
    await user.click(await screen.findByRole('button', { name: `Approve claim ${first.id}` }));

    const drawer = await screen.findByRole('dialog', { name: `Claim ${first.id}` }, { timeout: WAIT_MS });
    expect(router.state.location.search).toContain(`claim=${first.id}`);
    const reason = await within(drawer).findByRole('textbox', { name: /Reason for approving a paid serial/ }, { timeout: WAIT_MS });
    await eventually(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(server.db.data.claims.find((row) => row.id === first.id)?.status).toBe('PENDING');

    await user.type(reason, 'Replacement unit, the first one was returned');
    await user.click(within(drawer).getByRole('button', { name: 'Approve claim' }));
    await eventually(() => expect(drawer).toHaveAccessibleDescription('Approved'));
    expect(server.db.data.claims.find((row) => row.id === first.id)?.status).toBe('APPROVED');
  });

  it('lists a claim a bulk approval left for want of a reason, and opens it to give one', async () => {
    const { server: seeding, storage, first, second } = await twoClaimsOfOneSerial();
    await seeding.ok(`mutation { approveClaim(input: { claimId: "${second.id}" }) { errors { message } } }`);
    seeding.db.flush();
    const { user, server } = await openClaims('/admin-claims-management', { storage });
    await user.click(screen.getByRole('checkbox', { name: 'Select claim CLM-2990' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search pending claims' }), first.id);
    await eventually(() => expect(rowOf('Pending claims', first.id)).toBeDefined());
    await user.click(screen.getByRole('checkbox', { name: `Select claim ${first.id}` }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve 2 claims?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));

    expect(await findToast('1 claim approved')).toBeInTheDocument();
    const failures = await screen.findByRole('alert');
    expect(failures).toHaveTextContent('1 decided; 1 could not be');
    expect(failures).toHaveTextContent(new RegExp(`was already paid on claim ${second.id} .*Give a reason to approve it anyway`));
    expect(server.db.data.claims.find((row) => row.id === 'CLM-2990')?.status).toBe('APPROVED');
    expect(server.db.data.claims.find((row) => row.id === first.id)?.status).toBe('PENDING');

    await user.click(within(failures).getByRole('button', { name: `Approve ${first.id} with a reason` }));
    const drawer = await screen.findByRole('dialog', { name: `Claim ${first.id}` }, { timeout: WAIT_MS });
    const reason = await within(drawer).findByRole('textbox', { name: /Reason for approving a paid serial/ }, { timeout: WAIT_MS });
    await eventually(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
  });
});

describe('spot awards', () => {
  async function openSpotAwards() {
    const rendered = await openClaims('/admin-claims-management?tab=spot-awards');
    return { ...rendered, form: screen.getByRole('form', { name: 'Issue Spot Award' }) };
  }

  it('offers the five award types and lists the awards of the last 30 days', async () => {
    const { form } = await openSpotAwards();
    const type = within(form).getByRole('combobox', { name: 'Award Type' });
    expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Performance Bonus', 'Exceptional Customer Service', 'Sales Milestone', 'Training Achievement', 'Other',
    ]);
    const list = screen.getByRole('list', { name: 'Recent spot awards' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Eli Edwards');
    expect(items[0]).toHaveTextContent('$500.00');
    expect(items[0]).toHaveTextContent('Organized the community furnace safety clinic');
    expect(items[0]).toHaveTextContent('Other');
    expect(items[0]).toHaveTextContent('Nov 20, 2026 · by Morgan Hayes');
    expect(screen.getByText('Last 30 days')).toBeInTheDocument();
  });

  it("shows 'Please fill in all fields' at the fields and as a notice when amount or reason is missing", async () => {
    const { user, form, server } = await openSpotAwards();
    const before = server.db.data.spotAwards.length;
    await user.click(within(form).getByRole('button', { name: 'Issue Spot Award' }));
    expect(await findToast('Please fill in all fields')).toHaveTextContent('Amount and reason are both required.');
    const amount = within(form).getByRole('spinbutton', { name: /Amount/ });
    const reason = within(form).getByRole('textbox', { name: /Reason \/ Notes/ });
    expect(amount).toHaveAccessibleErrorMessage('Please fill in all fields');
    expect(reason).toHaveAccessibleErrorMessage('Please fill in all fields');
    const participant = within(form).getByRole('combobox', { name: /Participant \/ Dealer/ });
    expect(participant).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Choose a participant from the list')).toBeInTheDocument();
    // The first field in error, from the top, takes the focus.
    expect(participant).toHaveFocus();

    await user.type(amount, '0');
    await user.type(reason, 'Great work');
    await user.click(within(form).getByRole('button', { name: 'Issue Spot Award' }));
    await eventually(() => expect(amount).toHaveAccessibleErrorMessage('Amount must be more than $0'));
    expect(reason).not.toHaveAttribute('aria-invalid', 'true');
    expect(server.db.data.spotAwards).toHaveLength(before);
  });

  it('chooses a participant with the keyboard from the combobox', async () => {
    const { user, form } = await openSpotAwards();
    const participant = within(form).getByRole('combobox', { name: /Participant \/ Dealer/ });
    await user.click(participant);
    await user.keyboard('lakeview');
    const list = screen.getByRole('listbox', { name: 'Matching participants' });
    // The options follow the search once typing pauses.
    await eventually(() => expect(within(list).getAllByRole('option')[1]).toHaveTextContent('Abby Dietrich'));
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Aaron Anderson');
    expect(participant).toHaveAttribute('aria-expanded', 'true');
    expect(participant).toHaveAttribute('aria-controls', list.id);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(list).getAllByRole('option')[1]!;
    expect(participant).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');
    expect(participant).toHaveValue('Abby Dietrich');
    expect(participant).toHaveAttribute('aria-expanded', 'false');
    expect(within(form).getByText('Lakeview Air Conditioning · Earnings so far $2,867')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(participant).toHaveValue('');
    expect(within(form).getByText('Active participants only.')).toBeInTheDocument();
  });

  it('moves through the matches with the arrow keys, closes and clears with Escape, and says when nothing matches', async () => {
    const { user, form } = await openSpotAwards();
    const participant = within(form).getByRole('combobox', { name: /Participant \/ Dealer/ });
    await user.click(participant);
    await user.keyboard('lakeview');
    const list = screen.getByRole('listbox', { name: 'Matching participants' });
    await eventually(() => expect(within(list).getAllByRole('option')[1]).toHaveTextContent('Abby Dietrich'));
    const options = within(list).getAllByRole('option');
    expect(screen.getByText(`${options.length} participants found`)).toBeInTheDocument();

    // Up from nothing highlights the last match, and Down goes round to the first.
    await user.keyboard('{ArrowUp}');
    expect(participant).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);
    await user.keyboard('{ArrowDown}');
    expect(participant).toHaveAttribute('aria-activedescendant', options[0]!.id);

    // Escape on the open list closes it and keeps what was typed.
    await user.keyboard('{Escape}');
    expect(participant).toHaveAttribute('aria-expanded', 'false');
    expect(participant).not.toHaveAttribute('aria-activedescendant');
    expect(participant).toHaveValue('lakeview');

    // Down opens it again on the first match; Enter chooses it.
    await user.keyboard('{ArrowDown}');
    expect(participant).toHaveAttribute('aria-expanded', 'true');
    await eventually(() => expect(participant).toHaveAttribute('aria-activedescendant', options[0]!.id));
    await user.keyboard('{Enter}');
    expect(participant).toHaveValue('Aaron Anderson');
    expect(within(form).getByText('Lakeview Mechanical · Earnings so far $4,341')).toBeInTheDocument();

    // Typing again drops the choice; a search that finds nobody says so.
    await user.keyboard('zz');
    expect(participant).toHaveValue('Aaron Andersonzz');
    expect(within(form).getByText('Active participants only.')).toBeInTheDocument();
    await eventually(() => expect(within(list).getByText('No active participants found')).toBeInTheDocument());
    expect(within(list).queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('0 participants found')).toBeInTheDocument();

    // Sending without a participant puts the message at the field.
    await user.click(within(form).getByRole('button', { name: 'Issue Spot Award' }));
    await eventually(() => expect(participant).toHaveAccessibleErrorMessage('Choose a participant from the list'));
    expect(participant).toHaveAttribute('aria-invalid', 'true');

    // The clear button empties the field.
    await user.click(within(form).getByRole('button', { name: 'Clear participant' }));
    expect(participant).toHaveValue('');
    expect(within(form).queryByRole('button', { name: 'Clear participant' })).not.toBeInTheDocument();
  });

  it('issues an award to a participant found by search: toast, cleared form, recent list and earnings', async () => {
    const { user, form, server } = await openSpotAwards();
    const participant = within(form).getByRole('combobox', { name: /Participant \/ Dealer/ });
    await user.type(participant, 'Aaron And');
    const option = await screen.findByRole('option', { name: /Aaron Anderson/ }, { timeout: WAIT_MS });
    expect(option).toHaveTextContent('Lakeview Mechanical · PART-271');
    await user.click(option);
    expect(participant).toHaveValue('Aaron Anderson');
    expect(within(form).getByText('Lakeview Mechanical · Earnings so far $4,341')).toBeInTheDocument();

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Award Type' }), 'Sales Milestone');
    await user.type(within(form).getByRole('spinbutton', { name: /Amount/ }), '250');
    await user.type(within(form).getByRole('textbox', { name: /Reason \/ Notes/ }), 'Ten heat pumps sold in November');
    await user.click(within(form).getByRole('button', { name: 'Issue Spot Award' }));

    expect(await findText('Spot Award Created')).toBeInTheDocument();
    expect(screen.getByText('$250.00 has been issued to Aaron Anderson.')).toBeInTheDocument();
    expect(participant).toHaveValue('');
    expect(within(form).getByRole('spinbutton', { name: /Amount/ })).toHaveValue(null);
    expect(within(form).getByRole('textbox', { name: /Reason \/ Notes/ })).toHaveValue('');
    expect(within(form).getByRole('combobox', { name: 'Award Type' })).toHaveValue('PERFORMANCE_BONUS');

    await eventually(() => expect(within(screen.getByRole('list', { name: 'Recent spot awards' })).getAllByRole('listitem')).toHaveLength(6));
    const newest = within(screen.getByRole('list', { name: 'Recent spot awards' })).getAllByRole('listitem')[0]!;
    expect(newest).toHaveTextContent('Aaron Anderson');
    expect(newest).toHaveTextContent('$250.00');
    expect(newest).toHaveTextContent('Ten heat pumps sold in November');
    expect(newest).toHaveTextContent('Sales Milestone');
    expect(newest).toHaveTextContent('Total earnings $4,591');

    server.db.flush();
    cleanup();
    await openParticipantsAfterReload(server.storage);
  });
});

/** The participant's earnings include the award after a reload. */
async function openParticipantsAfterReload(storage: MemoryStorage) {
  renderRoute('/admin-participants?q=PART-271', { role: 'client-admin', storage });
  await findPageHeading('Participants Management');
  const row = within(screen.getByRole('table', { name: 'Participants' })).getAllByRole('row')[1]!;
  expect(row).toHaveTextContent('Aaron Anderson');
  expect(row).toHaveTextContent('$4,591');
}
