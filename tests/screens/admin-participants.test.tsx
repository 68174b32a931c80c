import { ApolloLink } from '@apollo/client';
import { cleanup, screen, within } from '@testing-library/react';
import { map, Observable } from 'rxjs';
import Papa from 'papaparse';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventually, findPageHeading, renderRoute, WAIT_MS } from '../render-route';
import { captureDownloads } from '../downloads';
import { createServerLink } from '../../mocks/link';
import { createTestServer } from '../api';


// Load the screen's code once up front, so the first test waits for data, not for the module graph.
beforeAll(async () => {
  await import('../../src/screens/admin-participants/route');
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openParticipants(path = '/admin-participants', options: Parameters<typeof renderRoute>[1] = {}) {
  const rendered = renderRoute(path, { role: 'client-admin', ...options });
  await findPageHeading('Participants Management');
  return rendered;
}

function table() {
  return screen.getByRole('table', { name: 'Participants' });
}

/** The data rows of the participants table (without the header row). */
function rows() {
  return within(table()).getAllByRole('row').slice(1);
}

function rowOf(name: string) {
  const row = rows().find((candidate) => within(candidate).getByRole('rowheader').textContent?.startsWith(name));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

/** A summary card, found by its label. */
function card(label: string) {
  // Also while the details dialog hides the page behind it from assistive technology.
  return screen.getByRole('group', { name: label, hidden: true });
}

function findText(text: string | RegExp) {
  return screen.findByText(text, {}, { timeout: WAIT_MS });
}

async function csvRows(blob: Blob) {
  return Papa.parse<string[]>(await blob.text(), { skipEmptyLines: true }).data;
}

describe('participants management', () => {
  it('shows the Midwest region with its total, and the three cards', async () => {
    await openParticipants();
    expect(screen.getByText('Midwest Region · 428 participants')).toBeInTheDocument();
    expect(card('Active Participants')).toHaveTextContent('387');
    expect(within(card('Active Participants')).getByText('+32 this month')).toBeInTheDocument();
    expect(card('New Enrollments')).toHaveTextContent('87');
    expect(card('New Enrollments')).toHaveTextContent('Q1 2024');
    expect(card('Inactive')).toHaveTextContent('41');
    expect(card('Inactive')).toHaveTextContent('9.6% of total · No activity in 90+ days');
  });

  it('lists participants with every column and pages with Load more', async () => {
    const { user } = await openParticipants();
    const headers = within(table()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Participant', 'Contact', 'Role', 'Dealer/Company', 'Location', 'Enrolled', 'Last Activity', 'Claims', 'Earnings', 'Status', 'Actions',
    ]);
    expect(rows()).toHaveLength(25);
    const first = rows()[0]!;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Aaron AndersonPART-271');
    const cells = within(first).getAllByRole('cell').map((cell) => cell.textContent?.trim());
    expect(cells).toEqual([
      'aaron.anderson@lakeviewmechanical.example(815) 555-0157',
      'Comfort Advisor',
      'Lakeview Mechanical',
      'Rockford, IL',
      'Jan 11, 2021',
      'Nov 18, 2026',
      '8',
      '$4,341',
      'Active',
      'View',
    ]);
    expect(screen.getByText('Showing 25 of 428 participants')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more participants' }));
    expect(await findText('Showing 50 of 428 participants')).toBeInTheDocument();
    expect(rows()).toHaveLength(50);
    expect(new Set(rows().map((row) => within(row).getByRole('rowheader').textContent)).size).toBe(50);
  });

  it('names its landmarks apart: the Participants section, and the table’s scroll area inside it', async () => {
    await openParticipants();
    const names: string[] = [];
    screen.getAllByRole('region', {
      name: (name) => {
        names.push(name);
        return true;
      },
    });
    expect(names).toContain('Participants');
    expect(names).toContain('Participants table');
    // Screen readers list landmarks by role and name: no two regions may read alike, in any case.
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
    const section = screen.getByRole('region', { name: 'Participants' });
    expect(within(section).getByRole('region', { name: 'Participants table' })).toContainElement(table());
  });

  it('searches name, e-mail, dealer or ID on the server, and keeps the search in the URL', async () => {
    const { user, router } = await openParticipants();
    await user.type(screen.getByRole('searchbox', { name: 'Search participants' }), 'lakeview');
    expect(await findText('Showing 15 of 15 participants')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=lakeview');
    expect(rows().every((row) => /Lakeview/.test(row.textContent ?? ''))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more participants' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search participants' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search participants' }), 'part-27');
    expect(await findText('Showing 10 of 10 participants')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('PART-271');
  });

  it('filters by role and status from the URL and from the selects', async () => {
    const { user, router } = await openParticipants('/admin-participants?role=dealer&status=inactive');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('dealer');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('inactive');
    expect(screen.getByText('Showing 8 of 8 participants')).toBeInTheDocument();
    expect(rows().every((row) => /Dealer/.test(row.textContent ?? '') && /Inactive/.test(row.textContent ?? ''))).toBe(true);

    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(within(role).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Roles', 'Dealers', 'Comfort Advisors']);
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Status', 'Active Only', 'Inactive Only']);

    await user.selectOptions(role, 'Comfort Advisors');
    expect(await findText('Showing 25 of 33 participants')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?role=advisor&status=inactive');
    await user.selectOptions(status, 'All Status');
    expect(await findText('Showing 25 of 347 participants')).toBeInTheDocument();
    await user.selectOptions(role, 'All Roles');
    expect(await findText('Showing 25 of 428 participants')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it("shows 'No participants found matching your filters' and clears the filters", async () => {
    const { user, router } = await openParticipants('/admin-participants?q=nobody-by-this-name&status=active');
    expect(screen.getByText('No participants found matching your filters')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Participants' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search participants' })).toHaveValue('nobody-by-this-name');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await findText('Showing 25 of 428 participants')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search participants' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  it('exports every filtered participant as CSV, not just the page on screen', async () => {
    const files = captureDownloads();
    const { user } = await openParticipants('/admin-participants?role=dealer&status=inactive');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await findText('Participants exported')).toBeInTheDocument();
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toMatch(/^participants-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await csvRows(files[0]!.blob);
    expect(csv[0]).toEqual([
      'Participant ID', 'Name', 'Email', 'Phone', 'Role', 'Dealer/Company', 'Location', 'Enrolled', 'Last Activity', 'Claims', 'Earnings', 'Status',
    ]);
    expect(csv).toHaveLength(9);
    expect(csv.slice(1).every((row) => row[4] === 'Dealer' && row[11] === 'Inactive')).toBe(true);
    expect(csv[1]!.slice(0, 2)).toEqual(['PART-346', 'Angela Hoffman']);

    cleanup();
    files.length = 0;
    const second = await openParticipants();
    await second.user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await findText(/^428 participants saved to participants-/)).toBeInTheDocument();
    const all = await csvRows(files[0]!.blob);
    expect(all).toHaveLength(429);
    expect(new Set(all.slice(1).map((row) => row[0])).size).toBe(428);
    expect(all[1]).toEqual([
      'PART-271', 'Aaron Anderson', 'aaron.anderson@lakeviewmechanical.example', '(815) 555-0157', 'Comfort Advisor', 'Lakeview Mechanical',
      'Rockford, IL', '2021-01-11', '2026-11-18', '8', '4341.00', 'Active',
    ]);
  });

  it('shows Participant Details with the average per claim rounded', async () => {
    const { user } = await openParticipants();
    await user.click(within(rowOf('Aaron Anderson')).getByRole('button', { name: 'View Aaron Anderson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Participant Details' });
    expect(dialog).toHaveTextContent('Aaron Anderson · PART-271');
    expect(within(dialog).getByRole('link', { name: 'aaron.anderson@lakeviewmechanical.example' })).toHaveAttribute(
      'href',
      'mailto:aaron.anderson@lakeviewmechanical.example',
    );
    expect(within(dialog).getByRole('link', { name: '(815) 555-0157' })).toHaveAttribute('href', 'tel:8155550157');
    expect(dialog).toHaveTextContent('EnrolledJan 11, 2021');
    expect(dialog).toHaveTextContent('RoleComfort Advisor');
    expect(dialog).toHaveTextContent('DealerLakeview Mechanical');
    expect(dialog).toHaveTextContent('Total Claims8');
    expect(dialog).toHaveTextContent('Total Earnings$4,341.00');
    // 4,341 ÷ 8 = 542.6, rounded
    expect(dialog).toHaveTextContent('Average per Claim$543');
    expect(dialog).toHaveTextContent('Last ActivityNov 18, 2026');
    expect(dialog).toHaveTextContent('StatusActive');

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await eventually(() => expect(dialog).toHaveAttribute('data-state', 'closed'));
  });

  it("lists the participant's claims newest first with Load more, and opens one in the claim drawer over Claims Analytics", async () => {
    const { user, server, router } = await openParticipants();
    const own = server.db.data.claims.filter((claim) => claim.participantId === 'PART-271');
    expect(own.length).toBeGreaterThan(5);
    await user.click(within(rowOf('Aaron Anderson')).getByRole('button', { name: 'View Aaron Anderson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Participant Details' });
    const claimsTable = await within(dialog).findByRole('table', { name: /^Claims of Aaron Anderson/ }, { timeout: WAIT_MS });
    const ids = () => within(claimsTable).getAllByRole('rowheader').map((cell) => cell.textContent);
    // Newest first, as the claims list orders them: by day, then by claim number.
    const newestFirst = [...own].sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id)).map((claim) => claim.id);
    expect(ids()).toEqual(newestFirst.slice(0, 5));
    expect(within(dialog).getByText(`Showing 5 of ${own.length} claims`)).toBeInTheDocument();
    const first = own.find((claim) => claim.id === newestFirst[0])!;
    const firstRow = within(claimsTable).getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      expect.any(String),
      `$${(first.amountCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/),
      expect.stringMatching(/^(Pending Review|Needs Info|Approved|Paid|Rejected)$/),
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Load more claims' }));
    await eventually(() => expect(ids()).toEqual(newestFirst.slice(0, Math.min(10, own.length))));

    await user.click(within(claimsTable).getByRole('link', { name: `Open claim ${newestFirst[0]}` }));
    await eventually(() => expect(router.state.location.pathname).toBe('/admin-claims'));
    expect(router.state.location.search).toBe(`?claim=${newestFirst[0]}`);
    const drawer = await screen.findByRole('dialog', { name: `Claim ${newestFirst[0]}` }, { timeout: WAIT_MS });
    await within(drawer).findByText('Aaron Anderson', {}, { timeout: WAIT_MS });
  });

  it('deactivates and reactivates a participant after confirmation; the row and the cards follow, also after a reload', async () => {
    const { user, server } = await openParticipants();
    await user.click(within(rowOf('Aaron Anderson')).getByRole('button', { name: 'View Aaron Anderson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Participant Details' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate Aaron Anderson?' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));

    expect(await findText('Participant Deactivated')).toBeInTheDocument();
    expect(screen.getByText('Aaron Anderson is now inactive.')).toBeInTheDocument();
    await eventually(() => expect(card('Inactive')).toHaveTextContent('42'));
    expect(card('Inactive')).toHaveTextContent('9.8% of total');
    expect(card('Active Participants')).toHaveTextContent('386');
    expect(within(dialog).getByText('Inactive', { selector: 'span' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await eventually(() => expect(dialog).toHaveAttribute('data-state', 'closed'));
    expect(within(rowOf('Aaron Anderson')).getByText('Inactive')).toBeInTheDocument();

    server.db.flush();
    cleanup();
    const { user: again } = await openParticipants('/admin-participants?status=inactive', { storage: server.storage });
    expect(screen.getByText('Showing 25 of 42 participants')).toBeInTheDocument();
    expect(rowOf('Aaron Anderson')).toHaveTextContent('Inactive');

    await again.click(within(rowOf('Aaron Anderson')).getByRole('button', { name: 'View Aaron Anderson' }));
    const reopened = await screen.findByRole('dialog', { name: 'Participant Details' });
    await again.click(within(reopened).getByRole('button', { name: 'Reactivate' }));
    await again.click(within(await screen.findByRole('alertdialog', { name: 'Reactivate Aaron Anderson?' })).getByRole('button', { name: 'Reactivate' }));
    expect(await findText('Participant Reactivated')).toBeInTheDocument();
    expect(screen.getByText('Aaron Anderson is now active.')).toBeInTheDocument();
    await eventually(() => expect(card('Inactive')).toHaveTextContent('41'));
    // The inactive-only list no longer holds the reactivated participant.
    expect(screen.getByText('Showing 25 of 41 participants')).toBeInTheDocument();
  });

  it('is for client admins only', async () => {
    renderRoute('/admin-participants', { role: 'dealer' });
    await findPageHeading('Access denied');
    expect(screen.queryByRole('heading', { level: 1, name: 'Participants Management' })).not.toBeInTheDocument();
  });
});

describe('pending enrolments', () => {
  /** Two sign-ups waiting, as the HTTP server outside demo mode lists them (the in-browser server has none). */
  const WAITING = [
    {
      __typename: 'EnrolmentRequest',
      id: 'acc-1',
      name: 'Pat Lee',
      email: 'pat.lee@northwindair.example',
      role: 'DEALER',
      dealerNumber: 'D-204817',
      matchingDealer: { __typename: 'Dealer', id: 'DLR-1001' },
      requestedAt: '2026-11-20T15:00:00.000Z',
    },
    {
      __typename: 'EnrolmentRequest',
      id: 'acc-2',
      name: 'Sam <b>Ortiz</b>',
      email: 'sam.ortiz@example.com',
      role: 'COMFORT_ADVISOR',
      dealerNumber: 'X-999',
      matchingDealer: null,
      requestedAt: '2026-11-21T15:00:00.000Z',
    },
  ];

  /**
   * The HTTP server's answers for what the in-browser server cannot show: its list of waiting sign-ups and
   * their decisions (tests/server/enrolments.test.ts tries those on the server itself). Every other
   * operation, the dealerships included, goes to the in-browser server.
   */
  function serverWithRequests(decide: (name: string, variables: Record<string, any>) => { errors: { field: string[]; message: string; code: string }[] }) {
    const decided = new Set<string>();
    const sent: { name: string; variables: Record<string, any> }[] = [];
    const link = new ApolloLink((operation, forward) => {
      const name = operation.operationName ?? '';
      if (name === 'AdminParticipantsApproveEnrolment' || name === 'AdminParticipantsRejectEnrolment') {
        sent.push({ name, variables: operation.variables });
        const answer = decide(name, operation.variables);
        // Decided now, or by another administrator a moment ago: the server's list no longer has it.
        if (answer.errors.every((error) => error.code === 'CONFLICT')) decided.add(operation.variables.input.requestId);
        const field = name === 'AdminParticipantsApproveEnrolment' ? 'approveEnrolment' : 'rejectEnrolment';
        const request = answer.errors.length === 0 ? { __typename: 'EnrolmentRequest', id: operation.variables.input.requestId, status: 'APPROVED' } : null;
        return new Observable((observer) => {
          observer.next({ data: { [field]: { __typename: field === 'approveEnrolment' ? 'ApproveEnrolmentPayload' : 'RejectEnrolmentPayload', request, errors: answer.errors.map((error) => ({ __typename: 'UserError', ...error })) } } });
          observer.complete();
        });
      }
      if (name !== 'AdminParticipantsScreen') return forward(operation);
      return forward(operation).pipe(
        map((result) => ({ ...result, data: { ...(result.data as object), enrolmentRequests: WAITING.filter((request) => !decided.has(request.id)) } })),
      );
    });
    return { link, sent };
  }

  function request(name: string) {
    return screen.getByRole('article', { name });
  }

  it('is a real tab; the in-browser server has no sign-ups waiting and says why', async () => {
    const { user } = await openParticipants();
    const tab = screen.getByRole('tab', { name: 'Pending Enrolments' });
    expect(tab).toHaveAttribute('aria-selected', 'false');
    await user.click(tab);
    await eventually(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByRole('heading', { name: 'No sign-ups are waiting for approval' }, { timeout: WAIT_MS })).toBeInTheDocument();
    expect(screen.getByText(/In the demo a new account joins the sample dealership at once/)).toBeInTheDocument();
  });

  it('lists the waiting sign-ups oldest first, approves one into the dealership its number matches, and shows the message of one decided meanwhile', async () => {
    const { link, sent } = serverWithRequests((name) =>
      name === 'AdminParticipantsApproveEnrolment' && sent.length > 1
        ? { errors: [{ field: ['requestId'], message: "Sam Ortiz's request was already turned down by another administrator.", code: 'CONFLICT' }] }
        : { errors: [] },
    );
    const { user } = await openParticipants('/admin-participants?tab=pending', { link: ApolloLink.from([link, createServerLink(createTestServer('client-admin'))]) });
    expect(screen.getByRole('tab', { name: 'Pending Enrolments (2)' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Sign-ups waiting for approval' }, { timeout: WAIT_MS });
    expect(within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Pat Lee', 'Sam <b>Ortiz</b>']);

    const pat = request('Pat Lee');
    expect(within(pat).getByText('pat.lee@northwindair.example')).toBeInTheDocument();
    expect(within(pat).getByText('Dealer / Business Owner')).toBeInTheDocument();
    expect(within(pat).getByText('D-204817')).toBeInTheDocument();
    const patDealership = within(pat).getByLabelText(/Dealership/, { selector: 'select' });
    expect(patDealership).toHaveValue('DLR-1001');
    expect(patDealership.querySelector('option:checked')?.textContent).toMatch(/^Summit Comfort Systems · .* · #D-204817$/);

    const sam = request('Sam <b>Ortiz</b>');
    expect(within(sam).getByText('No dealership has this dealer number: choose one yourself.')).toBeInTheDocument();
    // Nothing chosen: the message is at the field, and nothing is sent.
    await user.click(within(sam).getByRole('button', { name: 'Approve' }));
    const samDealership = within(sam).getByLabelText(/Dealership/, { selector: 'select' });
    expect(samDealership).toHaveAccessibleErrorMessage('Choose the dealership this person joins');
    expect(sent).toEqual([]);

    await user.click(within(pat).getByRole('button', { name: 'Approve' }));
    await eventually(() => expect(screen.queryByRole('article', { name: 'Pat Lee' })).not.toBeInTheDocument());
    expect(sent[0]).toEqual({ name: 'AdminParticipantsApproveEnrolment', variables: { input: { requestId: 'acc-1', dealerId: 'DLR-1001' } } });
    expect(await screen.findByText('Pat Lee joined Summit Comfort Systems and was e-mailed a link to sign in.', {}, { timeout: WAIT_MS })).toBeInTheDocument();
    await eventually(() => expect(screen.getByRole('tab', { name: 'Pending Enrolments (1)' })).toBeInTheDocument());

    const other = [...samDealership.querySelectorAll('option')].find((option) => option.value && option.value !== 'DLR-1001');
    await user.selectOptions(samDealership, other!.value);
    await user.click(within(request('Sam <b>Ortiz</b>')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText("Sam Ortiz's request was already turned down by another administrator.", {}, { timeout: WAIT_MS })).toBeInTheDocument();
    await eventually(() => expect(screen.queryByRole('article', { name: 'Sam <b>Ortiz</b>' })).not.toBeInTheDocument());
  });

  it('rejects with an optional reason, checked at the field before it is sent', async () => {
    const { link, sent } = serverWithRequests(() => ({ errors: [] }));
    const { user } = await openParticipants('/admin-participants?tab=pending', { link: ApolloLink.from([link, createServerLink(createTestServer('client-admin'))]) });
    await screen.findByRole('list', { name: 'Sign-ups waiting for approval' }, { timeout: WAIT_MS });
    await user.click(within(request('Pat Lee')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: "Reject Pat Lee's request" }, { timeout: WAIT_MS });
    const reason = within(dialog).getByLabelText(/Reason/);
    await user.click(reason);
    await user.paste('x'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(reason).toHaveAccessibleErrorMessage('Reason must be at most 500 characters');
    expect(sent).toEqual([]);
    await user.clear(reason);
    await user.paste('Not on the dealership staff list');
    await user.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ name: 'AdminParticipantsRejectEnrolment', variables: { input: { requestId: 'acc-1', reason: 'Not on the dealership staff list' } } }]);
    await eventually(() => expect(screen.queryByRole('article', { name: 'Pat Lee' })).not.toBeInTheDocument());
  });
});
