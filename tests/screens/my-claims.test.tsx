import { cleanup, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADVISOR_PARTICIPANT_ID, DEALER_PARTICIPANT_ID } from '../../domain/fixtures/constants';
import { actAs, createTestServer } from '../api';
import { eventually, findPageHeading, renderRoute, selectTab, WAIT_MS, waitForLayerClosed, waitForLayerFocus } from '../render-route';

/**
 * My Claims (`/my-claims`, docs/product.md, "Member screens" and "Claims"): a member's own claims with
 * their status, the claim drawer with its history, and the answer to a request for information, through
 * the real router, schema and in-browser database.
 */


function findText(text: string | RegExp) {
  return screen.findByText(text, {}, { timeout: WAIT_MS });
}

// Load the screen's code once up front, so the first test waits for data, not for the module graph.
beforeAll(async () => {
  await import('../../src/screens/my-claims/route');
});

async function openMyClaims(path = '/my-claims', options: Parameters<typeof renderRoute>[1] = {}) {
  const rendered = renderRoute(path, { role: 'comfort-advisor', ...options });
  await findPageHeading('My Claims');
  return rendered;
}

function claimsTable() {
  return screen.getByRole('table', { name: /^My claims/ });
}

function rows() {
  return within(claimsTable()).getAllByRole('row').slice(1);
}

function rowOf(claimId: string) {
  return rows().find((row) => within(row).getByRole('rowheader').textContent === claimId);
}

function cellsOf(row: HTMLElement) {
  return [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent?.trim());
}

/** The claim drawer, once it has loaded the claim and taken the focus. */
async function findDrawer(claimId: string) {
  const drawer = await screen.findByRole('dialog', { name: `Claim ${claimId}` }, { timeout: WAIT_MS });
  await within(drawer).findByRole('list', { name: 'Claim history, newest first' }, { timeout: WAIT_MS });
  await waitForLayerFocus(drawer);
  return drawer;
}

function historyOf(drawer: HTMLElement) {
  return within(within(drawer).getByRole('list', { name: 'Claim history, newest first' })).getAllByRole('listitem');
}

describe('my claims: the list', () => {
  it("lists only the viewer's own claims, newest first, with their count and status", async () => {
    const { user, server } = await openMyClaims();
    const own = server.db.data.claims.filter((row) => row.participantId === ADVISOR_PARTICIPANT_ID);
    expect(own).toHaveLength(27);

    expect(within(claimsTable()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Claim ID', 'Product', 'Amount', 'Submitted', 'Status', 'Days',
    ]);
    expect(cellsOf(rows()[0]!)).toEqual(['CLM-3138', 'Whole-Home Air Purifier', '$352.00', 'Nov 20, 2026', 'Approved', '2 days']);
    expect(within(rows()[0]!).getByRole('button', { name: 'Open claim CLM-3138' })).toBeInTheDocument();
    expect(screen.getByText('Showing 25 of 27 claims')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more claims' }));
    expect(await findText('Showing 27 of 27 claims')).toBeInTheDocument();
    const shown = rows().map((row) => cellsOf(row)[0]);
    expect(new Set(shown)).toEqual(new Set(own.map((row) => row.id)));
    const dates = rows().map((row) => own.find((claim) => claim.id === cellsOf(row)[0])!.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(screen.queryByRole('button', { name: 'Load more claims' })).not.toBeInTheDocument();
  });

  it('tells the member how many claims need information, and shows them with the button', async () => {
    const { user, router } = await openMyClaims();
    const alert = await findText('1 claim needs information from you');
    await user.click(screen.getByRole('button', { name: 'Show claims needing info' }));
    await eventually(() => expect(router.state.location.search).toBe('?status=needs-info'));
    await eventually(() => expect(screen.getByRole('tab', { name: 'Needs Info' })).toHaveAttribute('aria-selected', 'true'));
    // The button goes with its filter shown; the focus is on that filter's tab.
    expect(screen.getByRole('tab', { name: 'Needs Info' })).toHaveFocus();
    await eventually(() => expect(screen.getByText('Showing 1 of 1 claims')).toBeInTheDocument());
    expect(cellsOf(rows()[0]!)[4]).toMatch(/^Needs Info/);
    // Already on that filter: the alert stays, without the button.
    expect(alert).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show claims needing info' })).not.toBeInTheDocument();
  });

  it('filters by status from the URL, with real tabs kept in the URL', async () => {
    const { user, router } = await openMyClaims('/my-claims?status=pending');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Awaiting Decision', 'Pending Review', 'Needs Info', 'Approved', 'Paid', 'Rejected']);
    expect(screen.getByRole('tablist', { name: 'Claim status' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending Review' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Showing 3 of 3 claims')).toBeInTheDocument();
    expect(rows().map((row) => cellsOf(row)[4])).toEqual(['Pending Review', 'Pending Review', 'Pending Review']);

    // Awaiting Decision is what the dashboard's My Pending Claims card counts: pending and needing info.
    await selectTab(user, 'Awaiting Decision');
    await eventually(() => expect(router.state.location.search).toBe('?status=open'));
    expect(await findText('Showing 4 of 4 claims')).toBeInTheDocument();
    expect(rows().map((row) => cellsOf(row)[4]).sort()).toEqual(['Needs Info', 'Pending Review', 'Pending Review', 'Pending Review'].map((text) => expect.stringMatching(new RegExp(`^${text}`))));

    await selectTab(user, 'Paid');
    await eventually(() => expect(router.state.location.search).toBe('?status=paid'));
    expect(await findText('Showing 18 of 18 claims')).toBeInTheDocument();
    expect(rows().every((row) => cellsOf(row)[4] === 'Paid')).toBe(true);

    await selectTab(user, 'All');
    await eventually(() => expect(router.state.location.search).toBe(''));
    expect(await findText('Showing 25 of 27 claims')).toBeInTheDocument();
  });

  it('shows the empty state when a filter lists nothing', async () => {
    const { user, router } = await openMyClaims('/my-claims?status=needs-info', { role: 'dealer' });
    expect(screen.getByText('No claims here yet')).toBeInTheDocument();
    expect(screen.getByText('Claims you submit appear here with their status.')).toBeInTheDocument();
    expect(screen.queryByText(/need(s)? information from you/)).not.toBeInTheDocument();
    // The empty text is the heading after the screen's h1, a level below it (no skipped level).
    const outline = screen.getAllByRole('heading').map((heading) => `${heading.getAttribute('aria-level') ?? heading.tagName.slice(1)} ${heading.textContent ?? ''}`);
    expect(outline).toEqual(['1 My Claims', '2 No claims here yet']);
    await user.click(screen.getByRole('button', { name: 'Show all claims' }));
    await eventually(() => expect(router.state.location.search).toBe(''));
    expect(await findText('Showing 14 of 14 claims')).toBeInTheDocument();
  });
});

describe('my claims: the drawer', () => {
  it('opens a claim from the table with its details and history, kept in the URL', async () => {
    const { user, router } = await openMyClaims();
    await user.click(screen.getByRole('button', { name: 'Open claim CLM-3138' }));
    const drawer = await findDrawer('CLM-3138');
    expect(router.state.location.search).toBe('?claim=CLM-3138');
    expect(drawer).toHaveTextContent('Whole-Home Air Purifier');
    expect(drawer).toHaveTextContent('$352.00');
    expect(historyOf(drawer).map((entry) => entry.firstChild?.textContent)).toEqual(['Approved', 'Submitted']);
    // A member answers requests; they never decide.
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('form', { name: 'Answer and resubmit' })).not.toBeInTheDocument();

    // Escape closes it, and the focus goes back to the claim it was opened from.
    await user.keyboard('{Escape}');
    await waitForLayerClosed('Claim CLM-3138');
    await eventually(() => expect(router.state.location.search).toBe(''));
    await eventually(() => expect(screen.getByRole('button', { name: 'Open claim CLM-3138' })).toHaveFocus());
  });
});

describe('my claims: answering a request for information', () => {
  /** As the program administrator, asks for information on one of the advisor's pending claims; then signs in as the advisor. */
  async function askAdvisor(message: string) {
    const server = createTestServer('client-admin');
    const row = server.db.data.claims.find((claim) => claim.participantId === ADVISOR_PARTICIPANT_ID && claim.status === 'PENDING');
    if (!row) throw new Error('The advisor has no pending claim');
    const { claim } = await server.ok(`query($id: ID!) { claim(id: $id) { id version } }`, { id: row.id });
    const { requestClaimInfo } = await server.ok(
      `mutation($input: RequestClaimInfoInput!) { requestClaimInfo(input: $input) { claim { id status } errors { message } } }`,
      { input: { claimId: claim.id, message, version: claim.version } },
    );
    expect(requestClaimInfo).toEqual({ claim: { id: row.id, status: 'NEEDS_INFO' }, errors: [] });
    actAs(server, 'comfort-advisor');
    server.db.flush();
    return { storage: server.storage, claimId: row.id };
  }

  it('shows the request, takes the answer, and puts the claim back in review with the answer in its history', async () => {
    const { storage, claimId } = await askAdvisor('Please attach the signed invoice');
    const { user, server } = await openMyClaims('/my-claims', { storage });

    expect(await findText('2 claims need information from you')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show claims needing info' }));
    await eventually(() => expect(screen.getByText('Showing 2 of 2 claims')).toBeInTheDocument());
    const row = rowOf(claimId)!;
    expect(cellsOf(row)[4]).toBe('Needs InfoPlease attach the signed invoice');

    await user.click(within(row).getByRole('button', { name: `Open claim ${claimId}` }));
    const drawer = await findDrawer(claimId);
    expect(drawer).toHaveAccessibleDescription('Needs Info');
    expect(within(drawer).getByText('The program needs information from you')).toBeInTheDocument();
    expect(historyOf(drawer)[0]).toHaveTextContent('Information requested');
    expect(historyOf(drawer)[0]).toHaveTextContent('Please attach the signed invoice');

    // A blank answer is refused at its field and changes nothing.
    const before = JSON.stringify(server.db.data.claims.find((claim) => claim.id === claimId));
    const form = within(drawer).getByRole('form', { name: 'Answer and resubmit' });
    await user.click(within(form).getByRole('button', { name: 'Resubmit claim' }));
    const answer = within(form).getByRole('textbox', { name: /^Answer/ });
    const error = await within(form).findByText('Enter your answer to the request', {}, { timeout: WAIT_MS });
    expect(answer).toHaveAttribute('aria-invalid', 'true');
    expect(answer.closest('[data-scope="field"][data-part="root"]')).toContainElement(error);
    await eventually(() => expect(answer).toHaveAccessibleErrorMessage('Enter your answer to the request'));
    expect(JSON.stringify(server.db.data.claims.find((claim) => claim.id === claimId))).toBe(before);

    await user.type(answer, 'The signed invoice is attached to the original claim');
    await user.click(within(form).getByRole('button', { name: 'Resubmit claim' }));

    // The drawer shows the claim back in review, with the answer first in its history.
    await eventually(() => expect(drawer).toHaveAccessibleDescription('Pending Review'));
    await eventually(() => expect(historyOf(drawer)[0]).toHaveTextContent('Answered and resubmitted'));
    expect(historyOf(drawer)[0]).toHaveTextContent('The signed invoice is attached to the original claim');
    expect(historyOf(drawer)[0]).toHaveTextContent('Needs Info → Pending Review');
    expect(within(drawer).queryByRole('form', { name: 'Answer and resubmit' })).not.toBeInTheDocument();
    expect(server.db.data.claims.find((claim) => claim.id === claimId)?.status).toBe('PENDING');

    // The list and its count load again behind the drawer: one claim still needs information.
    await eventually(() => expect(screen.getByText('1 claim needs information from you')).toBeInTheDocument());
    await eventually(() => expect(screen.getByText('Showing 1 of 1 claims')).toBeInTheDocument());

    await user.click(within(drawer).getByRole('button', { name: 'Close claim details' }));
    await waitForLayerClosed(`Claim ${claimId}`);
    expect(rowOf(claimId)).toBeUndefined();
    await selectTab(user, 'Pending Review');
    await eventually(() => expect(rowOf(claimId)).toBeDefined());
    expect(cellsOf(rowOf(claimId)!)[4]).toBe('Pending Review');
  });

  it("opens the claim straight from the notification's link", async () => {
    const { storage, claimId } = await askAdvisor('Send a photo of the rating plate');
    cleanup();
    renderRoute(`/my-claims?claim=${claimId}`, { role: 'comfort-advisor', storage });
    const drawer = await findDrawer(claimId);
    // The request, above the claim and first in its history.
    expect(within(drawer).getAllByText('Send a photo of the rating plate')).toHaveLength(2);
    expect(within(drawer).getByRole('form', { name: 'Answer and resubmit' })).toBeInTheDocument();
  });
});

describe('my claims: who may open it', () => {
  it('opens for dealers with their own claims, and shows it in their sidebar', async () => {
    const { server } = await openMyClaims('/my-claims', { role: 'dealer' });
    const own = server.db.data.claims.filter((row) => row.participantId === DEALER_PARTICIPANT_ID);
    expect(screen.getByText(`Showing ${own.length} of ${own.length} claims`)).toBeInTheDocument();
    expect(new Set(rows().map((row) => cellsOf(row)[0]))).toEqual(new Set(own.map((row) => row.id)));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'My Claims' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens for comfort advisors, and denies a client admin', async () => {
    await openMyClaims('/my-claims', { role: 'comfort-advisor' });
    expect(screen.getByText('Showing 25 of 27 claims')).toBeInTheDocument();
    cleanup();

    renderRoute('/my-claims', { role: 'client-admin' });
    expect(await findPageHeading('Access denied')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main navigation' })).queryByRole('link', { name: 'My Claims' })).not.toBeInTheDocument();
  });
});
