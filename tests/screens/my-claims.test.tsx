import { cleanup, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADVISOR_PARTICIPANT_ID, DEALER_PARTICIPANT_ID } from '../../domain/fixtures/constants';
import { actAs, createTestServer, TEST_NOW, type TestServer } from '../api';
import { axeViolations } from '../axe';
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

describe('my claims: submitting a claim', () => {
  // The form reads "today" on the program's calendar (the install date's limits): the day of the test
  // server's clock (tests/api.ts).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  interface Line {
    id: string;
    name: string;
    models: string[];
    serialFormat: string;
    serialExample: string;
  }

  async function equipmentOf(server: TestServer): Promise<Line[]> {
    const { claimEquipment } = await server.ok<{ claimEquipment: Line[] }>(`{ claimEquipment { id name models serialFormat serialExample } }`);
    return claimEquipment;
  }

  /** The dialog, once its equipment lines have loaded and it has taken the focus. */
  async function findSubmitDialog() {
    const dialog = await screen.findByRole('dialog', { name: 'Submit a claim' }, { timeout: WAIT_MS });
    await eventually(() => expect(within(dialog).getByRole('combobox', { name: 'Equipment line' }).querySelectorAll('option').length).toBeGreaterThan(1));
    await waitForLayerFocus(dialog);
    return dialog;
  }

  function fieldIn(dialog: HTMLElement, label: string) {
    return within(dialog).getByLabelText(label, { selector: 'input, select, textarea' });
  }

  const FIELDS = ['Equipment line', 'Model', 'Quantity', 'Serial number', 'Install date', 'Customer ZIP', 'Invoice number', 'Amount (USD)'] as const;

  interface ClaimInput {
    line: Line;
    model?: string;
    serial?: string;
    quantity?: string;
    installedOn?: string;
    zip?: string;
    invoice?: string;
    amount?: string;
    file?: File | null;
  }

  /** Fills the form (with the pointer where a field is a list), leaving alone what `claim` leaves out. */
  async function fill(user: UserEvent, dialog: HTMLElement, claim: ClaimInput) {
    await user.selectOptions(fieldIn(dialog, 'Equipment line'), claim.line.name);
    await user.selectOptions(fieldIn(dialog, 'Model'), claim.model ?? claim.line.models[0]!);
    const typed: [string, string | undefined][] = [
      ['Serial number', claim.serial ?? claim.line.serialExample],
      ['Quantity', claim.quantity],
      ['Install date', claim.installedOn ?? '2026-11-20'],
      ['Customer ZIP', claim.zip ?? '75201'],
      ['Invoice number', claim.invoice ?? 'INV-5501'],
      ['Amount (USD)', claim.amount ?? '845.00'],
    ];
    for (const [label, value] of typed) {
      if (value === undefined) continue;
      await user.clear(fieldIn(dialog, label));
      await user.type(fieldIn(dialog, label), value);
    }
    if (claim.file !== null) {
      await user.upload(fieldIn(dialog, 'Invoice or photo'), claim.file ?? new File(['%PDF-1.4 invoice'], 'invoice-5501.pdf', { type: 'application/pdf' }));
      expect(await within(dialog).findByText(claim.file?.name ?? 'invoice-5501.pdf')).toBeInTheDocument();
    }
  }

  it('opens from the header, and refuses an empty claim at its fields with nothing saved', async () => {
    const { user, router, server } = await openMyClaims();
    const before = JSON.stringify(server.db.data.claims);
    await user.click(screen.getByRole('button', { name: 'Submit a claim' }));
    const dialog = await findSubmitDialog();
    expect(router.state.location.search).toBe('?submit=claim');
    // The lines the program offers, in catalogue order.
    const lines = await equipmentOf(server);
    const options = [...fieldIn(dialog, 'Equipment line').querySelectorAll('option')].map((option) => option.textContent);
    expect(options).toEqual(['Select equipment line', ...lines.map((line) => line.name)]);
    expect(within(dialog).getByRole('button', { name: 'Choose file to attach' })).toBeInTheDocument();
    expect(fieldIn(dialog, 'Invoice or photo')).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png,image/heic,image/webp');

    await user.click(within(dialog).getByRole('button', { name: 'Submit claim' }));
    // Each empty field says what it needs, next to it; the quantity starts at 1 and stays valid.
    for (const label of FIELDS.filter((name) => name !== 'Quantity')) {
      const control = fieldIn(dialog, label);
      await eventually(() => expect(control).toHaveAttribute('aria-invalid', 'true'));
      const error = control.closest('[data-scope="field"][data-part="root"]')!.querySelector('[data-part="error-text"]');
      expect(error?.textContent, label).not.toBe('');
      expect(control).toHaveAccessibleErrorMessage(error!.textContent!);
    }
    expect(fieldIn(dialog, 'Quantity')).not.toHaveAttribute('aria-invalid');
    const fileButton = within(dialog).getByRole('button', { name: 'Choose file to attach' });
    expect(fileButton.getAttribute('aria-describedby')).toMatch(/error/);
    // The focus goes to the first field in error.
    await eventually(() => expect(fieldIn(dialog, 'Equipment line')).toHaveFocus());
    expect(JSON.stringify(server.db.data.claims)).toBe(before);
    expect(screen.getByRole('dialog', { name: 'Submit a claim' })).toBe(dialog);
  });

  it("refuses a serial number out of its line's form with the line's message", async () => {
    const { user, server } = await openMyClaims('/my-claims?submit=claim');
    const dialog = await findSubmitDialog();
    const [line] = await equipmentOf(server);
    const before = server.db.data.claims.length;

    // The serial number's hint follows the chosen line.
    const serial = fieldIn(dialog, 'Serial number');
    expect(serial).toHaveAccessibleDescription(/Select the equipment line/);
    await fill(user, dialog, { line: line!, serial: 'ABC' });
    expect(serial).toHaveAccessibleDescription(`${line!.serialFormat}, e.g. ${line!.serialExample}`);
    await user.click(within(dialog).getByRole('button', { name: 'Submit claim' }));

    await eventually(() => expect(serial).toHaveAttribute('aria-invalid', 'true'));
    expect(serial).toHaveAccessibleErrorMessage(`Enter the serial number as on the rating plate: ${line!.serialFormat}`);
    expect(serial).toHaveFocus();
    for (const label of FIELDS.filter((name) => name !== 'Serial number')) expect(fieldIn(dialog, label), label).not.toHaveAttribute('aria-invalid');
    expect(server.db.data.claims).toHaveLength(before);
  });

  it('saves a valid claim, pending, first in the list, with its serial, model and history', async () => {
    const { user, router, server } = await openMyClaims();
    const [, line] = await equipmentOf(server);
    const known = new Set(server.db.data.claims.map((claim) => claim.id));
    await user.click(screen.getByRole('button', { name: 'Submit a claim' }));
    const dialog = await findSubmitDialog();
    await fill(user, dialog, { line: line!, model: line!.models.at(-1), serial: line!.serialExample.toLowerCase(), quantity: '2', amount: '1690' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit claim' }));

    await waitForLayerClosed('Submit a claim');
    const added = server.db.data.claims.filter((claim) => !known.has(claim.id));
    expect(added).toHaveLength(1);
    const id = added[0]!.id;
    expect(id).toMatch(/^CLM-\d{4}$/);
    expect(await screen.findByText(`Claim ${id} submitted`, {}, { timeout: WAIT_MS })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    // First in the list, pending review, and the focus is on it.
    await eventually(() => expect(cellsOf(rows()[0]!)[0]).toBe(id));
    expect(cellsOf(rows()[0]!)).toEqual([id, line!.name, '$1,690.00', 'Nov 22, 2026', 'Pending Review', expect.any(String)]);
    expect(screen.getByText('Showing 25 of 28 claims')).toBeInTheDocument();
    await eventually(() => expect(screen.getByRole('button', { name: `Open claim ${id}` })).toHaveFocus());

    const { claim } = await server.ok<{ claim: { status: string; serialNumber: string; model: string; quantity: number; installedOn: string; customerZip: string; evidence: { invoiceNumber: string; attachment: { name: string; type: string } }; history: { action: string; toStatus: string }[] } }>(
      `query($id: ID!) { claim(id: $id) { status serialNumber model quantity installedOn customerZip evidence { invoiceNumber attachment { name type } } history { action toStatus } } }`,
      { id },
    );
    expect(claim).toEqual({
      status: 'PENDING',
      serialNumber: line!.serialExample.toUpperCase(),
      model: line!.models.at(-1),
      quantity: 2,
      installedOn: '2026-11-20',
      customerZip: '75201',
      evidence: { invoiceNumber: 'INV-5501', attachment: { name: 'invoice-5501.pdf', type: 'application/pdf' } },
      history: [{ action: 'SUBMITTED', toStatus: 'PENDING' }],
    });

    // Its drawer shows what was submitted: the model and the customer's ZIP code with the rest.
    await user.click(screen.getByRole('button', { name: `Open claim ${id}` }));
    const drawer = await screen.findByRole('dialog', { name: `Claim ${id}` }, { timeout: WAIT_MS });
    const facts = within(drawer).getByRole('region', { name: 'Claim' });
    expect(within(facts).getByText('Model').nextElementSibling?.textContent).toBe(line!.models.at(-1));
    expect(within(facts).getByText('Customer ZIP').nextElementSibling?.textContent).toBe('75201');
  });

  it("shows the server's refusal at its field, with nothing saved", async () => {
    // The device's day is already the next one (past midnight), the server's not yet: an install
    // "today" passes the form and the server refuses it, at the install date.
    vi.setSystemTime(new Date(TEST_NOW.getTime() + 24 * 60 * 60 * 1000));
    const { user, server } = await openMyClaims('/my-claims?submit=claim');
    const dialog = await findSubmitDialog();
    const [line] = await equipmentOf(server);
    const before = JSON.stringify(server.db.data.claims);
    await fill(user, dialog, { line: line!, installedOn: '2026-11-23' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit claim' }));

    const installedOn = fieldIn(dialog, 'Install date');
    await eventually(() => expect(installedOn).toHaveAccessibleErrorMessage('The install date cannot be in the future'));
    expect(installedOn).toHaveAttribute('aria-invalid', 'true');
    expect(installedOn).toHaveFocus();
    expect(JSON.stringify(server.db.data.claims)).toBe(before);
    expect(screen.getByRole('dialog', { name: 'Submit a claim' })).toBe(dialog);
  });

  it("opens from the dashboard's links, the advisor's claims card and the dealer's Claimed Sales", async () => {
    const { user, router } = renderRoute('/', { role: 'comfort-advisor' });
    const performance = await screen.findByRole('region', { name: 'My Performance' }, { timeout: WAIT_MS });
    const advisorLink = within(performance).getByRole('link', { name: 'Submit a claim' });
    expect(advisorLink).toHaveAttribute('href', '/my-claims?submit=claim');
    await user.click(advisorLink);
    await findPageHeading('My Claims');
    await findSubmitDialog();
    expect(router.state.location.pathname).toBe('/my-claims');
    cleanup();

    const dealer = renderRoute('/', { role: 'dealer' });
    const claimedSales = await screen.findByRole('region', { name: 'Claimed Sales' }, { timeout: WAIT_MS });
    await dealer.user.click(within(claimedSales).getByRole('link', { name: 'Submit a claim' }));
    await findPageHeading('My Claims');
    const dialog = await findSubmitDialog();
    expect(dealer.router.state.location.search).toBe('?submit=claim');

    // Closed without sending, it leaves the URL and gives the focus to the button that opens it.
    await dealer.user.keyboard('{Escape}');
    await waitForLayerClosed('Submit a claim');
    expect(dialog).toHaveAttribute('data-state', 'closed');
    await eventually(() => expect(dealer.router.state.location.search).toBe(''));
    await eventually(() => expect(screen.getByRole('button', { name: 'Submit a claim' })).toHaveFocus());
  });

  it('has no accessibility violations with the dialog open, errors shown', async () => {
    const { user } = await openMyClaims('/my-claims?submit=claim', { role: 'dealer' });
    const dialog = await findSubmitDialog();
    expect(await axeViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Submit claim' }));
    await eventually(() => expect(fieldIn(dialog, 'Equipment line')).toHaveAttribute('aria-invalid', 'true'));
    expect(await axeViolations(dialog)).toEqual([]);
  });

  /**
   * jsdom lays nothing out, so to the dialog's focus trap (which tabs only through elements on screen)
   * every field would be hidden: here each element counts as on screen unless it is hidden or not
   * displayed, as in a browser.
   */
  function layOutShownElements() {
    return vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
      const shown = !this.closest('[hidden]') && getComputedStyle(this).display !== 'none';
      return (shown ? [new DOMRect(0, 0, 100, 20)] : []) as unknown as DOMRectList;
    });
  }

  it('is filled and sent with the keyboard alone', async () => {
    layOutShownElements();
    const { user, server } = await openMyClaims();
    const [line] = await equipmentOf(server);
    const known = new Set(server.db.data.claims.map((claim) => claim.id));
    const opener = screen.getByRole('button', { name: 'Submit a claim' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await findSubmitDialog();

    /** Tab to the next control, which must be `label`'s. */
    const tabTo = async (label: string) => {
      await user.tab();
      expect(fieldIn(dialog, label)).toHaveFocus();
    };
    // The focus moves to the first field.
    await eventually(() => expect(fieldIn(dialog, 'Equipment line')).toHaveFocus());
    // A native select takes its option from the keyboard in the browser; jsdom has no such keys, so the
    // option is picked on the focused select as the keys would pick it.
    await user.selectOptions(fieldIn(dialog, 'Equipment line'), line!.name);
    await tabTo('Model');
    await user.selectOptions(fieldIn(dialog, 'Model'), line!.models[0]!);
    await tabTo('Quantity');
    await user.keyboard('{Backspace}3');
    await tabTo('Serial number');
    await user.keyboard(line!.serialExample);
    await tabTo('Install date');
    await user.keyboard('2026-11-21');
    await tabTo('Customer ZIP');
    await user.keyboard('60601-1234');
    await tabTo('Invoice number');
    await user.keyboard('A-77');
    await tabTo('Amount (USD)');
    await user.keyboard('2535.50');

    // Enter on the file button opens the system's picker; the picked file shows, with its remove button.
    await user.tab();
    const fileButton = within(dialog).getByRole('button', { name: 'Choose file to attach' });
    expect(fileButton).toHaveFocus();
    const opened = vi.fn();
    const input = fieldIn(dialog, 'Invoice or photo');
    input.addEventListener('click', opened);
    await user.keyboard('{Enter}');
    await eventually(() => expect(opened).toHaveBeenCalledTimes(1));
    await user.upload(input, new File(['jpeg'], 'install.jpg', { type: 'image/jpeg' }));
    expect(await within(dialog).findByText('install.jpg')).toBeInTheDocument();
    // A browser's picker gives the focus back to the button that opened it (user-event's upload leaves it
    // on the file input).
    fileButton.focus();
    expect(fileButton).toHaveAccessibleName('Choose another file');

    // Past the remove button: Cancel, then the submit button.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Remove install.jpg' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Submit claim' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitForLayerClosed('Submit a claim');
    const added = server.db.data.claims.filter((claim) => !known.has(claim.id));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ quantity: 3, installedOn: '2026-11-21', customerZip: '60601-1234' });
    await eventually(() => expect(screen.getByRole('button', { name: `Open claim ${added[0]!.id}` })).toHaveFocus());
  });
});
