import { ApolloLink } from '@apollo/client';
import { act, cleanup, screen, within } from '@testing-library/react';
import { parse } from 'graphql';
import { Observable, type Observer, type Subscription } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEALER_PARTICIPANT_ID } from '../../domain/fixtures/constants';
import { createServerLink } from '../../mocks/link';
import { isSubscription } from '../../src/graphql/client';
import { actAs, createTestServer, type TestServer } from '../api';
import { expectNoAxeViolations } from '../axe';
import { eventually, findPageHeading, renderRoute, WAIT_MS } from '../render-route';
import { formatNumber } from '../../src/lib/format';
import userEvent from '@testing-library/user-event';

/**
 * Live updates (issue 41; docs/product.md, "Live updates"): a decision made elsewhere reaches the open
 * page without a reload, through the real router, schema and in-browser database, whose subscriptions
 * the tests' link streams (mocks/link.ts).
 */

beforeAll(async () => {
  await Promise.all([import('../../src/screens/my-claims/route'), import('../../src/screens/admin-claims-management/route'), import('../../src/app/live/live-layer')]);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Until the page has its three subscriptions open (the live layer loads after the first screen). */
async function subscribed(server: TestServer, count = 3) {
  const hub = await server.liveHub();
  await vi.waitFor(() => expect(hub.size).toBe(count), { timeout: WAIT_MS, interval: 20 });
}

function rowsOf(table: string) {
  return within(screen.getByRole('table', { name: new RegExp(`^${table}`) })).getAllByRole('row').slice(1);
}

/** The row's cells, as one text. */
function rowText(table: string, claimId: string) {
  const row = rowsOf(table).find((candidate) => within(candidate).getByRole('rowheader').textContent === claimId);
  if (!row) throw new Error(`${claimId} is not in ${table}`);
  return within(row).getAllByRole('cell').map((cell) => cell.textContent?.trim()).join(' | ');
}

/** The page's live region for announcements: one, polite, and not shown on screen. */
function announcer() {
  const regions = document.querySelectorAll('[data-testid="live-announcer"]');
  expect(regions).toHaveLength(1);
  const region = regions[0] as HTMLElement;
  expect(region).toHaveAttribute('role', 'status');
  expect(region).toHaveAttribute('aria-live', 'polite');
  return region;
}

const DECIDE = {
  approve: `mutation($input: ClaimIdInput!) { approveClaim(input: $input) { claim { id status } errors { message } } }`,
  overrideApprove: `mutation($input: ClaimIdInput!) { overrideApproveClaim(input: $input) { claim { id status } errors { message } } }`,
  requestInfo: `mutation($input: RequestClaimInfoInput!) { requestClaimInfo(input: $input) { claim { id status } errors { message } } }`,
};

/** Decides a claim as the program administrator (the browser's server has one session: it switches to them and back). */
async function decideAsAdmin(server: TestServer, mutation: string, input: Record<string, unknown>, backTo: 'dealer' | 'client-admin' = 'dealer') {
  actAs(server, 'client-admin');
  try {
    await server.ok(mutation, { input });
  } finally {
    actAs(server, backTo);
  }
}

/**
 * Decides a claim as another administrator (Second Administrator), which the HTTP server has and the browser's
 * one-session server can only stand in for: the operation runs with that user as its viewer. The
 * server sends what an operation announced once it is saved, at the end of its own operations; the
 * trailing query is one.
 */
async function decideAsAnotherAdmin(server: TestServer, mutation: string, input: Record<string, unknown>) {
  const context = server.contextFor();
  const viewer = context.viewer!;
  const other = { ...viewer, user: { ...viewer.user, id: 'USR-LIVE-OTHER', firstName: 'Second', lastName: 'Administrator', name: 'Second Administrator' } };
  const result = await server.executor.execute({ document: parse(mutation), variables: { input }, contextValue: { ...context, viewer: other } });
  expect(result.errors).toBeUndefined();
  await server.ok('{ __typename }');
}

function versionOf(server: TestServer, claimId: string) {
  return server.db.data.claims.find((row) => row.id === claimId)!.version;
}

describe('live: a member on My Claims', () => {
  it('sees a decision made elsewhere in the row and the bell, and hears it, without a reload', async () => {
    const { server } = renderRoute('/my-claims', { role: 'dealer' });
    await findPageHeading('My Claims');
    await subscribed(server);

    // One of the member's own pending claims: a request for information notifies them.
    const asked = rowsOf('My claims')
      .map((row) => within(row).getByRole('rowheader').textContent!)
      .find((id) => server.db.data.claims.some((row) => row.id === id && row.status === 'PENDING' && row.participantId === DEALER_PARTICIPANT_ID))!;
    expect(asked).toBeDefined();
    expect(rowText('My claims', asked)).toContain('Pending Review');
    const bell = screen.getByRole('button', { name: /^Notifications/ });
    const unread = server.db.data.notifications.filter((row) => !row.read && row.userId === server.contextFor().viewer!.user.id).length;
    expect(bell).toHaveAccessibleName(unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

    await decideAsAdmin(server, DECIDE.requestInfo, { claimId: asked, message: 'Please attach the invoice', version: versionOf(server, asked) });

    await eventually(() => expect(rowText('My claims', asked)).toContain('Needs Info'));
    await eventually(() => expect(screen.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(`Notifications, ${unread + 1} unread`));
    await eventually(() => expect(announcer()).toHaveTextContent(`More information was requested on claim ${asked}.`));

    // Then approved despite the missing information.
    await decideAsAdmin(server, DECIDE.overrideApprove, { claimId: asked, version: versionOf(server, asked) });
    await eventually(() => expect(rowText('My claims', asked)).toContain('Approved'));
    await eventually(() => expect(announcer()).toHaveTextContent(`Claim ${asked} was approved.`));
  });
});

describe('live: points and an open claim', () => {
  it("updates the member's points on My Earnings when an approval credits them, and says the new balance", async () => {
    const { server } = renderRoute('/earnings', { role: 'dealer' });
    await findPageHeading(/Earnings/);
    await subscribed(server);
    const card = screen.getByRole('region', { name: 'Loyalty Points' });
    const balance = async () => (await server.ok<{ earnings: { points: { balance: number } } }>('{ earnings { points { balance } } }')).earnings.points.balance;
    const before = await balance();
    expect(card).toHaveTextContent(formatNumber(before));
    const own = server.db.data.claims.find((row) => row.status === 'PENDING' && row.participantId === DEALER_PARTICIPANT_ID)!;

    await decideAsAdmin(server, DECIDE.approve, { claimId: own.id, version: versionOf(server, own.id) });
    const after = await balance();
    expect(after).toBeGreaterThan(before);
    await eventually(() => expect(screen.getByRole('region', { name: 'Loyalty Points' })).toHaveTextContent(formatNumber(after)));
    await eventually(() => expect(announcer()).toHaveTextContent(`Your points balance is now ${formatNumber(after)}.`));
  });

  it('updates an open claim drawer in place', async () => {
    const { server } = renderRoute('/my-claims', { role: 'dealer' });
    await findPageHeading('My Claims');
    const own = rowsOf('My claims')
      .map((row) => within(row).getByRole('rowheader').textContent!)
      .find((id) => server.db.data.claims.some((row) => row.id === id && row.status === 'PENDING' && row.participantId === DEALER_PARTICIPANT_ID))!;
    await userEvent.click(screen.getByRole('button', { name: `Open claim ${own}` }));
    const drawer = await screen.findByRole('dialog', { name: `Claim ${own}` }, { timeout: WAIT_MS });
    const history = () => within(within(drawer).getByRole('list', { name: 'Claim history, newest first' })).getAllByRole('listitem');
    await within(drawer).findByRole('list', { name: 'Claim history, newest first' }, { timeout: WAIT_MS });
    const entries = history().length;
    expect(within(drawer).queryByText('Please attach the signed invoice', { exact: false })).not.toBeInTheDocument();
    await subscribed(server);

    await decideAsAdmin(server, DECIDE.requestInfo, { claimId: own, message: 'Please attach the signed invoice', version: versionOf(server, own) });
    await eventually(() => expect(history()).toHaveLength(entries + 1));
    expect(within(drawer).getAllByText('Please attach the signed invoice', { exact: false }).length).toBeGreaterThan(0);
    await eventually(() => expect(announcer()).toHaveTextContent(`More information was requested on claim ${own}.`));
  });
});

describe('live: the claims queue', () => {
  it('notes a claim another administrator decided, takes it off the queue and out of the selection', async () => {
    const { server, user } = renderRoute('/admin-claims-management', { role: 'client-admin' });
    await findPageHeading('Claims Management');
    await subscribed(server);
    const [first, second] = rowsOf('Pending claims').map((row) => within(row).getByRole('rowheader').textContent!) as [string, string];

    await user.click(screen.getByRole('checkbox', { name: `Select claim ${first}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select claim ${second}` }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await decideAsAnotherAdmin(server, DECIDE.approve, { claimId: first, version: versionOf(server, first) });

    const note = await screen.findByText(`Claim ${first} was approved by Second Administrator. It was removed from your selection.`, {}, { timeout: WAIT_MS });
    expect(note.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Decided by another administrator')).toBeInTheDocument();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    expect(screen.getByRole('checkbox', { name: `Select claim ${second}` })).toBeChecked();
    await eventually(() => expect(rowsOf('Pending claims').map((row) => within(row).getByRole('rowheader').textContent)).not.toContain(first));
    // The queue says it; the page's own live region does not say it again.
    expect(announcer()).not.toHaveTextContent(first);

    // The other selected claim is sent back for information: noted too, and the selection is empty.
    await decideAsAnotherAdmin(server, DECIDE.requestInfo, { claimId: second, message: 'Which unit?', version: versionOf(server, second) });
    expect(await screen.findByText(`More information was requested on claim ${second} by Second Administrator. It was removed from your selection.`, {}, { timeout: WAIT_MS })).toBeInTheDocument();
    expect(screen.getByText(`Claim ${first} was approved by Second Administrator. It was removed from your selection.`)).toBeInTheDocument();
    expect(screen.queryByText(/^\d+ selected$/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Decided by another administrator')).not.toBeInTheDocument();
  });

  it('says nothing more of a decision the viewer made themselves', async () => {
    const { server } = renderRoute('/admin-claims-management', { role: 'client-admin' });
    await findPageHeading('Claims Management');
    await subscribed(server);
    const [first] = rowsOf('Pending claims').map((row) => within(row).getByRole('rowheader').textContent!) as [string];
    await decideAsAdmin(server, DECIDE.approve, { claimId: first, version: versionOf(server, first) }, 'client-admin');
    await eventually(() => expect(rowsOf('Pending claims').map((row) => within(row).getByRole('rowheader').textContent)).not.toContain(first));
    expect(screen.queryByText('Decided by another administrator')).not.toBeInTheDocument();
    expect(announcer().textContent).toBe('');
  });
});

/** Chooses an item of the account menu with the keyboard. */
async function chooseFromAccountMenu(user: ReturnType<typeof renderRoute>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: 'Account menu' }));
  const menu = await screen.findByRole('menu', {}, { timeout: WAIT_MS });
  const item = within(menu).getByRole('menuitem', { name });
  for (let step = 0; step < 12 && menu.getAttribute('aria-activedescendant') !== item.id; step += 1) await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
}

describe('live: who is listening', () => {
  it('subscribes afresh after a role switch, as the new role, and ends at sign-out', async () => {
    const { server, user } = renderRoute('/my-claims', { role: 'dealer' });
    await findPageHeading('My Claims');
    await subscribed(server);
    const dealerId = server.contextFor().viewer!.dealership?.id;
    const elsewhere = server.db.data.claims.find((row) => row.status === 'PENDING' && row.dealerId !== dealerId)!;

    await chooseFromAccountMenu(user, 'Client Admin');
    await eventually(() => expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument());
    await eventually(() => expect(server.session.role).toBe('CLIENT_ADMIN'));
    await subscribed(server);
    // Another dealership's claim: only an administrator hears of it, with who decided it.
    await decideAsAnotherAdmin(server, DECIDE.approve, { claimId: elsewhere.id, version: versionOf(server, elsewhere.id) });
    await eventually(() => expect(announcer()).toHaveTextContent(`Claim ${elsewhere.id} was approved by Second Administrator.`));

    await chooseFromAccountMenu(user, 'Sign out');
    await eventually(() => expect(server.session.authenticated).toBe(false));
    await subscribed(server, 0);
    expect(document.querySelectorAll('[data-testid="live-announcer"]')).toHaveLength(1);
    expect(announcer().textContent).toBe('');
  });
});

/** The tests' link, with subscriptions that can be cut off as a dropped connection would be, and refused until it is back. */
class DroppableLink extends ApolloLink {
  down = false;
  private readonly open = new Set<{ observer: Observer<ApolloLink.Result>; inner: Subscription }>();

  constructor(private readonly inner: ApolloLink) {
    super();
  }

  override request(operation: ApolloLink.Operation, forward: ApolloLink.ForwardFunction): Observable<ApolloLink.Result> {
    return new Observable<ApolloLink.Result>((observer) => {
      if (this.down) {
        observer.error(new Error('The connection is down'));
        return undefined;
      }
      const inner = this.inner.request(operation, forward).subscribe({
        next: (value) => observer.next(value),
        error: (error: unknown) => observer.error(error),
        complete: () => observer.complete(),
      });
      const entry = { observer, inner };
      this.open.add(entry);
      return () => {
        entry.inner.unsubscribe();
        this.open.delete(entry);
      };
    });
  }

  drop() {
    this.down = true;
    for (const entry of [...this.open]) {
      entry.inner.unsubscribe();
      entry.observer.error(new Error('The connection dropped'));
    }
    this.open.clear();
  }
}

describe('live: a dropped connection', () => {
  it('says the portal is offline after a few seconds, then reconnects and loads what it missed', async () => {
    const server = createTestServer('dealer');
    const storage = server.storage;
    const serverLink = createServerLink(server);
    const droppable = new DroppableLink(serverLink);
    renderRoute('/my-claims', {
      role: 'dealer',
      storage,
      link: ApolloLink.split(isSubscription, droppable, serverLink),
    });
    await findPageHeading('My Claims');
    await subscribed(server);
    const pending = rowsOf('My claims')
      .map((row) => within(row).getByRole('rowheader').textContent!)
      .find((id) => server.db.data.claims.find((row) => row.id === id)?.status === 'PENDING')!;

    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    act(() => droppable.drop());
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText('The portal is offline.')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    const notice = screen.getByText('The portal is offline.');
    expect(notice.closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByText('Changes made elsewhere will show here when the connection is back.')).toBeInTheDocument();
    // The page stays usable: the notice covers nothing and takes no focus.
    expect(screen.getByRole('table', { name: /^My claims/ })).toBeVisible();
    await expectNoAxeViolations(document.body);

    // Decided while the page could not hear of it: events are not replayed.
    await decideAsAdmin(server, DECIDE.approve, { claimId: pending, version: versionOf(server, pending) });
    expect(rowText('My claims', pending)).toContain('Pending Review');

    droppable.down = false;
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    vi.useRealTimers();
    await eventually(() => expect(screen.queryByText('The portal is offline.')).not.toBeInTheDocument());
    await eventually(() => expect(rowText('My claims', pending)).toContain('Approved'));
    await subscribed(server);
  });
});
