import type { Dealer, Participant, ParticipantFilter, ParticipantSortField, SortDirection } from '../../__generated__/resolvers-types';
import type { Database, DbData } from '../../db';
import type { ParticipantRow } from '../../fixtures/participants';
import { money, toWholeDollars } from '../money/cents';
import { isApproved } from './claims-index';
import { dealerDirectory, type DealerDirectory } from './dealers';
import type { KeyOrder } from '../connection';

/** A participant's claims and earnings, computed from the claims and spot awards. */
export interface ParticipantTotals {
  /** Claims submitted, whatever their status. */
  claims: number;
  /** Approved and paid claims plus spot awards, in whole cents. */
  earningsCents: number;
}

/** Every participant's totals in one pass over the claims and spot awards. */
export function participantTotals(data: DbData): Map<string, ParticipantTotals> {
  const totals = new Map<string, ParticipantTotals>();
  const entry = (id: string): ParticipantTotals => {
    let value = totals.get(id);
    if (!value) {
      value = { claims: 0, earningsCents: 0 };
      totals.set(id, value);
    }
    return value;
  };
  for (const claim of data.claims) {
    const value = entry(claim.participantId);
    value.claims += 1;
    if (isApproved(claim.status)) value.earningsCents += claim.amountCents;
  }
  for (const award of data.spotAwards) entry(award.participantId).earningsCents += award.amountCents;
  return totals;
}

const NO_TOTALS: ParticipantTotals = { claims: 0, earningsCents: 0 };

/**
 * The participant as the schema shows it, with their dealership and computed totals. The money
 * figures are made only when an operation selects them (a list of claims names its participants).
 */
export function toParticipant(row: ParticipantRow, dealer: Dealer, totals: ParticipantTotals = NO_TOTALS): Participant {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    dealer,
    location: row.location,
    enrollmentDate: row.enrollmentDate,
    lastActivity: row.lastActivity,
    status: row.status,
    totalClaims: totals.claims,
    get totalEarnings() {
      return money(totals.earningsCents);
    },
    get averagePerClaim() {
      return money(toWholeDollars(totals.claims === 0 ? 0 : totals.earningsCents / totals.claims));
    },
  };
}

/**
 * Participants ready for search, filtering and sorting, with every participant's totals: built once
 * per database revision, so neither a list nor a sort by earnings walks the claims per row.
 */
export interface ParticipantsIndex {
  rows: readonly ParticipantRow[];
  byId: ReadonlyMap<string, ParticipantRow>;
  totals: ReadonlyMap<string, ParticipantTotals>;
  dealers: DealerDirectory;
  /** Lower-cased name, e-mail, dealer and id of `rows[i]`, joined for case-insensitive search. */
  searchKeys: readonly string[];
  /** Sort orders (positions in `rows`, ascending), built when first asked for. */
  orders: Map<ParticipantSortField, Uint32Array>;
}

const cache = new WeakMap<DbData, { revision: number; index: ParticipantsIndex }>();
const SEPARATOR = '\u0001';

function build(data: DbData): ParticipantsIndex {
  const rows = data.participants;
  const byId = new Map<string, ParticipantRow>();
  const searchKeys = new Array<string>(rows.length);
  const dealers = dealerDirectory(data);
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i] as ParticipantRow;
    byId.set(row.id, row);
    searchKeys[i] = `${row.name}${SEPARATOR}${row.email}${SEPARATOR}${dealers.get(row.dealerId).name}${SEPARATOR}${row.id}`.toLowerCase();
  }
  return { rows, byId, totals: participantTotals(data), dealers, searchKeys, orders: new Map() };
}

/** The participants index of the database's current revision. */
export function participantsIndex(db: Database): ParticipantsIndex {
  const data = db.data;
  const cached = cache.get(data);
  if (cached && cached.revision === db.revision && cached.index.rows === data.participants) return cached.index;
  const index = build(data);
  cache.set(data, { revision: db.revision, index });
  return index;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function sortOrder(index: ParticipantsIndex, field: ParticipantSortField): Uint32Array {
  const cached = index.orders.get(field);
  if (cached) return cached;
  const { rows, totals } = index;
  const names = rows.map((row) => row.name.toLowerCase());
  const numbers = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i] as ParticipantRow;
    const total = totals.get(row.id) ?? NO_TOTALS;
    numbers[i] = field === 'CLAIMS' ? total.claims : field === 'EARNINGS' ? total.earningsCents : 0;
  }
  const text = (i: number): string => {
    const row = rows[i] as ParticipantRow;
    return field === 'ENROLLED' ? row.enrollmentDate : field === 'LAST_ACTIVITY' ? row.lastActivity : '';
  };
  const order = Uint32Array.from({ length: rows.length }, (_, i) => i);
  // Ties go by name, then id, so every order is total and paging never repeats or skips anyone.
  order.sort(
    (a, b) =>
      (numbers[a] as number) - (numbers[b] as number) ||
      compareText(text(a), text(b)) ||
      compareText(names[a] as string, names[b] as string) ||
      compareText((rows[a] as ParticipantRow).id, (rows[b] as ParticipantRow).id),
  );
  index.orders.set(field, order);
  return order;
}

/** The key of a participant in the list sorted by `field` (as `sortOrder` sorts), for keyset paging. */
export function participantKeyOrder(index: ParticipantsIndex, field: ParticipantSortField, direction: SortDirection): KeyOrder<ParticipantRow> {
  return {
    direction,
    key: (row) => {
      const total = index.totals.get(row.id) ?? NO_TOTALS;
      const number = field === 'CLAIMS' ? total.claims : field === 'EARNINGS' ? total.earningsCents : 0;
      const text = field === 'ENROLLED' ? row.enrollmentDate : field === 'LAST_ACTIVITY' ? row.lastActivity : '';
      return [number, text, row.name.toLowerCase(), row.id];
    },
  };
}

export interface ParticipantQuery {
  filter?: ParticipantFilter | null;
  field?: ParticipantSortField;
  direction?: SortDirection;
}

/** The participants matching a filter, in the asked order (name A to Z by default). */
export function findParticipants(index: ParticipantsIndex, query: ParticipantQuery): ParticipantRow[] {
  const filter = query.filter ?? {};
  const needle = filter.search?.trim().toLowerCase() ?? '';
  const order = sortOrder(index, query.field ?? 'NAME');
  const descending = query.direction === 'DESC';
  const matches: ParticipantRow[] = [];
  const count = order.length;
  for (let k = 0; k < count; k += 1) {
    const i = order[descending ? count - 1 - k : k] as number;
    const row = index.rows[i] as ParticipantRow;
    if (filter.role && row.role !== filter.role) continue;
    if (filter.status && row.status !== filter.status) continue;
    if (needle && !(index.searchKeys[i] as string).includes(needle)) continue;
    matches.push(row);
  }
  return matches;
}
