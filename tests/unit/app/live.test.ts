import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gql, InMemoryCache } from '@apollo/client';
import { applyNotificationChange, keepClaimListsCurrent } from '../../../src/app/live/apply';
import { ConnectionMonitor, keepSubscribed, OFFLINE_NOTICE_AFTER_MS } from '../../../src/app/live/connection';
import { balanceMessage, claimChangeMessage, combineAnnouncements } from '../../../src/app/live/messages';
import { liveRetryDelay, type LiveConnectionListener } from '../../../src/graphql/live-retry';

/** The live layer's rules (docs/product.md, "Live updates"): its sentences, its backoff and its sense of being connected. */

describe('what the live region says', () => {
  it('names the claim and what happened to it, and who did it when asked to', () => {
    expect(claimChangeMessage('CLM-1234', 'APPROVED')).toBe('Claim CLM-1234 was approved.');
    expect(claimChangeMessage('CLM-1234', 'REJECTED', 'Second Administrator')).toBe('Claim CLM-1234 was rejected by Second Administrator.');
    expect(claimChangeMessage('CLM-1234', 'INFO_REQUESTED')).toBe('More information was requested on claim CLM-1234.');
    expect(claimChangeMessage('CLM-1234', 'RESUBMITTED', 'Sam Ortiz')).toBe('Claim CLM-1234 was resubmitted by Sam Ortiz.');
    expect(claimChangeMessage('CLM-1234', 'SUBMITTED')).toBe('Claim CLM-1234 was submitted.');
    expect(claimChangeMessage('CLM-1234', 'PAID')).toBe('Claim CLM-1234 was paid.');
  });

  it('keeps a name as it was typed', () => {
    expect(claimChangeMessage('CLM-1', 'APPROVED', '<b>Ana</b>')).toBe('Claim CLM-1 was approved by <b>Ana</b>.');
  });

  it('gives the balance with thousands separators', () => {
    expect(balanceMessage(12345)).toBe('Your points balance is now 12,345.');
  });

  it('reads up to three changes that arrive together, and sums up more', () => {
    expect(combineAnnouncements(['A.'])).toBe('A.');
    expect(combineAnnouncements(['A.', 'B.', 'C.'])).toBe('A. B. C.');
    expect(combineAnnouncements(['A.', 'B.', 'C.', 'D.', 'E.'])).toBe('A. 4 more changes arrived.');
  });
});

describe('the wait before a connection is tried again', () => {
  it('starts at 1 s, doubles and stops at 30 s, each drawn between half and all of it', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map((attempt) => liveRetryDelay(attempt, () => 1))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect([1, 2, 6].map((attempt) => liveRetryDelay(attempt, () => 0))).toEqual([500, 1000, 15_000]);
    expect(liveRetryDelay(0, () => 1)).toBe(1000);
  });
});

describe("the bell's list after a change", () => {
  const node = (id: string, read = false) => ({ __typename: 'Notification' as const, id, title: id, message: '', createdAt: '2026-11-22T15:00:00.000Z', read, type: 'CLAIM' as const, link: '/my-claims' });
  const list = { __typename: 'NotificationList' as const, unreadCount: 1, nodes: [node('N-1'), node('N-2', true)] };

  it('puts a new notification first and takes the unread count from the server', () => {
    const next = applyNotificationChange(list, { kind: 'CREATED', notificationId: 'N-3', unreadCount: 2, notification: node('N-3') });
    expect(next.nodes.map((row) => row.id)).toEqual(['N-3', 'N-1', 'N-2']);
    expect(next.unreadCount).toBe(2);
    // Heard twice (another tab's echo): listed once.
    expect(applyNotificationChange(next, { kind: 'CREATED', notificationId: 'N-3', unreadCount: 2, notification: node('N-3') }).nodes).toHaveLength(3);
  });

  it('drops a deleted one and keeps a read one in its place', () => {
    expect(applyNotificationChange(list, { kind: 'DELETED', notificationId: 'N-1', unreadCount: 0, notification: null }).nodes.map((row) => row.id)).toEqual(['N-2']);
    const read = applyNotificationChange(list, { kind: 'READ', notificationId: 'N-1', unreadCount: 0, notification: node('N-1', true) });
    expect(read.nodes.map((row) => row.id)).toEqual(['N-1', 'N-2']);
    expect(read.unreadCount).toBe(0);
  });
});

describe('the offline notice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows after 5 s without a connection, not for a shorter drop, and goes once connected', () => {
    const notices: boolean[] = [];
    const monitor = new ConnectionMonitor((shown) => notices.push(shown));
    monitor.setDown('claims', true);
    vi.advanceTimersByTime(OFFLINE_NOTICE_AFTER_MS - 1);
    monitor.setDown('claims', false);
    vi.advanceTimersByTime(10_000);
    expect(notices).toEqual([]);

    monitor.setDown('claims', true);
    monitor.setDown('balance', true);
    vi.advanceTimersByTime(OFFLINE_NOTICE_AFTER_MS);
    expect(notices).toEqual([true]);
    monitor.setDown('claims', false);
    expect(monitor.connected).toBe(false);
    expect(notices).toEqual([true]);
    monitor.setDown('balance', false);
    expect(notices).toEqual([true, false]);
  });

  it('counts the browser being offline as no connection', () => {
    const notices: boolean[] = [];
    const monitor = new ConnectionMonitor((shown) => notices.push(shown));
    monitor.setOnline(false);
    vi.advanceTimersByTime(OFFLINE_NOTICE_AFTER_MS);
    expect(notices).toEqual([true]);
    monitor.setOnline(true);
    expect(notices).toEqual([true, false]);
  });
});

describe('a subscription kept open', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A fake link: each opening is a Subject the test drives, with the link's connection listener. */
  function fakeLink() {
    const openings: { subject: Subject<number>; connection: LiveConnectionListener }[] = [];
    return {
      openings,
      start: (connection: LiveConnectionListener) => {
        const subject = new Subject<number>();
        openings.push({ subject, connection });
        return subject;
      },
    };
  }

  it('opens again after a failure with a growing wait, and counts as connected once it stands', () => {
    const link = fakeLink();
    const results: number[] = [];
    const states: boolean[] = [];
    const stop = keepSubscribed<number>({ start: link.start, onResult: (value) => results.push(value), onDown: (down) => states.push(down), delay: (attempt) => attempt * 1000 });
    link.openings[0]!.subject.next(1);
    expect(results).toEqual([1]);

    link.openings[0]!.subject.error(new Error('dropped'));
    expect(states).toEqual([true]);
    vi.advanceTimersByTime(999);
    expect(link.openings).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(link.openings).toHaveLength(2);
    link.openings[1]!.subject.error(new Error('refused'));
    vi.advanceTimersByTime(1999);
    expect(link.openings).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(link.openings).toHaveLength(3);
    // A link that cannot tell: connected after it has stood for a second.
    expect(states).toEqual([true]);
    vi.advanceTimersByTime(1000);
    expect(states).toEqual([true, false]);
    link.openings[2]!.subject.next(2);
    expect(results).toEqual([1, 2]);

    stop();
    expect(link.openings[2]!.subject.observed).toBe(false);
    link.openings[2]!.subject.complete();
    vi.advanceTimersByTime(60_000);
    expect(link.openings).toHaveLength(3);
  });

  it('follows a link that tells when its connection is lost and back', () => {
    const link = fakeLink();
    const states: boolean[] = [];
    keepSubscribed<number>({ start: link.start, onResult: () => undefined, onDown: (down) => states.push(down) });
    link.openings[0]!.connection.lost();
    link.openings[0]!.connection.lost();
    expect(states).toEqual([true]);
    link.openings[0]!.connection.connected(true);
    expect(states).toEqual([true, false]);
    expect(link.openings).toHaveLength(1);
  });

  it('tries a subscription the server refused again, without counting the page offline', () => {
    const link = fakeLink();
    const states: boolean[] = [];
    const refusal = new Error('UNAUTHENTICATED');
    keepSubscribed<number>({ start: link.start, onResult: () => undefined, onDown: (down) => states.push(down), delay: () => 10, answered: (error) => error === refusal });
    link.openings[0]!.subject.error(refusal);
    vi.advanceTimersByTime(10);
    expect(link.openings).toHaveLength(2);
    expect(states).toEqual([]);
    link.openings[1]!.subject.error(new Error('network'));
    expect(states).toEqual([true]);
  });

  it('opens again when the server ends the stream', () => {
    const link = fakeLink();
    keepSubscribed<number>({ start: link.start, onResult: () => undefined, onDown: () => undefined, delay: () => 10 });
    link.openings[0]!.subject.complete();
    vi.advanceTimersByTime(10);
    expect(link.openings).toHaveLength(2);
  });
});

describe('the claim lists after a change', () => {
  const LIST = gql`
    query Queue($filter: ClaimFilter, $first: Int) {
      claims(filter: $filter, first: $first) {
        totalCount
        edges {
          cursor
          node {
            id
            status
          }
        }
      }
    }
  `;
  const claim = (id: string, status: string) => ({ __typename: 'ClaimEdge', cursor: id, node: { __typename: 'Claim', id, status } });
  const pending = { filter: { statuses: ['PENDING'] }, first: 2 };
  const all = { first: 2 };
  const read = (cache: InMemoryCache, variables: object) => cache.readQuery<{ claims: { totalCount: number; edges: { node: { id: string; status: string } }[] } }>({ query: LIST, variables })!.claims;

  it('drops a decided claim from a pending list with its loaded pages kept, and reads nothing again', () => {
    const cache = new InMemoryCache();
    // Three rows: the first page and one more loaded with Load more.
    cache.writeQuery({ query: LIST, variables: pending, data: { claims: { __typename: 'ClaimConnection', totalCount: 7, edges: [claim('CLM-1', 'PENDING'), claim('CLM-2', 'PENDING'), claim('CLM-3', 'PENDING')] } } });
    cache.writeFragment({ id: 'Claim:CLM-2', fragment: gql`fragment Decided on Claim { status }`, data: { status: 'APPROVED' } });
    expect(keepClaimListsCurrent(cache, { id: 'CLM-2', status: 'APPROVED' })).toEqual([]);
    const after = read(cache, pending);
    expect(after.edges.map((edge) => edge.node.id)).toEqual(['CLM-1', 'CLM-3']);
    expect(after.totalCount).toBe(6);
  });

  it('asks to read again a first page the claim now belongs to, and leaves a longer list alone', () => {
    const cache = new InMemoryCache();
    cache.writeQuery({ query: LIST, variables: all, data: { claims: { __typename: 'ClaimConnection', totalCount: 9, edges: [claim('CLM-1', 'PENDING'), claim('CLM-2', 'PAID')] } } });
    cache.writeQuery({ query: LIST, variables: pending, data: { claims: { __typename: 'ClaimConnection', totalCount: 3, edges: [claim('CLM-1', 'PENDING'), claim('CLM-3', 'PENDING'), claim('CLM-4', 'PENDING')] } } });
    expect(keepClaimListsCurrent(cache, { id: 'CLM-9', status: 'PENDING' })).toEqual([{ fieldName: 'claims', args: all }]);
    // A change of a claim a list shows and still matches changes its row only (by its id).
    expect(keepClaimListsCurrent(cache, { id: 'CLM-1', status: 'PENDING' })).toEqual([]);
    expect(read(cache, pending).totalCount).toBe(3);
  });
});
