import { CLAIM_OVERDUE_AFTER_DAYS } from '../../../src/lib/validation';
import type { ClaimFilter, ClaimSortField, ClaimStatus, Dealer, SortDirection } from '../../__generated__/resolvers-types';
import type { Database, DbData } from '../../db';
import type { ClaimRow } from '../../fixtures/claims';
import { dayFromNumber, dayNumber } from './dates';
import { dealerDirectory } from './dealers';
import type { KeyOrder } from '../connection';

/**
 * The claims, ready for search, filtering and sorting: built once per database revision (an
 * approval, a rejection or a reset builds it anew), so a query over 100,000 claims is one pass over
 * precomputed keys plus the page it returns, never a parse or a sort per row.
 */
export interface ClaimsIndex {
  /** The claims collection, in stored order. */
  rows: readonly ClaimRow[];
  byId: ReadonlyMap<string, ClaimRow>;
  /** Lower-cased `id` of `rows[i]`. */
  ids: readonly string[];
  /**
   * The participant and dealer of `rows[i]` as a party number: a search tests each distinct
   * participant-and-dealer text once (about one per participant), not once per claim.
   */
  parties: Uint32Array;
  /** Lower-cased participant and dealer of each party, joined for case-insensitive search. */
  partyKeys: readonly string[];
  /** Day number of `rows[i].date`. */
  days: Int32Array;
  /** `rows[i].amount`, `rows[i].status` as a number (see `STATUS_CODES`) and its dealer's number. */
  amounts: Float64Array;
  statuses: Uint8Array;
  dealerNumbers: Uint32Array;
  /** Dealer id -> dealer number. */
  dealerNumberOf: ReadonlyMap<string, number>;
  /** Every dealer with claims, A to Z. */
  dealers: readonly Dealer[];
  /** Sort orders (positions in `rows`, ascending), built when first asked for. */
  orders: Map<string, Uint32Array>;
}

const cache = new WeakMap<DbData, { revision: number; rows: readonly ClaimRow[]; index: ClaimsIndex }>();

const SEPARATOR = '\u0001';
const STATUS_CODES: Record<ClaimStatus, number> = { PENDING: 0, NEEDS_INFO: 1, APPROVED: 2, PAID: 3, REJECTED: 4 };
/** Characters a claim id can hold: a search with any other character cannot match an id. */
const ID_CHARACTERS = /^[clm\-\d]+$/;

function build(data: DbData): ClaimsIndex {
  const rows = data.claims;
  const directory = dealerDirectory(data);
  const participantNames = new Map(data.participants.map((row) => [row.id, row.name]));
  const byId = new Map<string, ClaimRow>();
  const ids = new Array<string>(rows.length);
  const parties = new Uint32Array(rows.length);
  const partyNumbers = new Map<string, number>();
  const days = new Int32Array(rows.length);
  const amounts = new Float64Array(rows.length);
  const statuses = new Uint8Array(rows.length);
  const dealerNumbers = new Uint32Array(rows.length);
  const dealerNumberOf = new Map<string, number>();
  const dayCache = new Map<string, number>();
  const partyTexts: string[] = [];
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i] as ClaimRow;
    byId.set(row.id, row);
    ids[i] = row.id.toLowerCase();
    const party = `${row.participantId}${SEPARATOR}${row.dealerId}`;
    let number = partyNumbers.get(party);
    if (number === undefined) {
      number = partyNumbers.size;
      partyNumbers.set(party, number);
      partyTexts.push(`${participantNames.get(row.participantId) ?? ''}${SEPARATOR}${directory.get(row.dealerId).name}`.toLowerCase());
    }
    parties[i] = number;
    let day = dayCache.get(row.date);
    if (day === undefined) {
      day = dayNumber(row.date);
      dayCache.set(row.date, day);
    }
    days[i] = day;
    amounts[i] = row.amountCents;
    statuses[i] = STATUS_CODES[row.status];
    let dealer = dealerNumberOf.get(row.dealerId);
    if (dealer === undefined) {
      dealer = dealerNumberOf.size;
      dealerNumberOf.set(row.dealerId, dealer);
    }
    dealerNumbers[i] = dealer;
  }
  const partyKeys = partyTexts;
  return {
    rows,
    byId,
    ids,
    parties,
    partyKeys,
    days,
    amounts,
    statuses,
    dealerNumbers,
    dealerNumberOf,
    dealers: [...dealerNumberOf.keys()].map((id) => directory.get(id)).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
    orders: new Map(),
  };
}

/** The claims index of the database's current revision. */
export function claimsIndex(db: Database): ClaimsIndex {
  const data = db.data;
  const cached = cache.get(data);
  if (cached && cached.revision === db.revision && cached.rows === data.claims) return cached.index;
  const index = build(data);
  cache.set(data, { revision: db.revision, rows: data.claims, index });
  return index;
}

/**
 * Carries the index over a change of one claim just committed (a decision, a request for information,
 * a resubmission): only its status, decision days and perhaps its amount changed, so those keys are
 * updated in place and the orders that read them (days waiting, amount) are dropped. Every other key
 * stays valid, so the list an administrator is working through is not rebuilt after each decision.
 * Anything else in between builds it anew.
 */
export function recordChange(db: Database, row: ClaimRow): void {
  const cached = cache.get(db.data);
  if (!cached || cached.rows !== db.data.claims || cached.revision !== db.revision - 1) return;
  const position = cached.index.rows.indexOf(row);
  if (position < 0) return;
  cached.index.statuses[position] = STATUS_CODES[row.status];
  if (cached.index.amounts[position] !== row.amountCents) {
    cached.index.amounts[position] = row.amountCents;
    cached.index.orders.delete('AMOUNT');
  }
  for (const key of [...cached.index.orders.keys()]) if (key.startsWith('DAYS:')) cached.index.orders.delete(key);
  cached.revision = db.revision;
}

const UNDECIDED: ReadonlySet<ClaimStatus> = new Set<ClaimStatus>(['PENDING', 'NEEDS_INFO']);

export function isUndecided(status: ClaimStatus): boolean {
  return UNDECIDED.has(status);
}

export function isApproved(status: ClaimStatus): boolean {
  return status === 'APPROVED' || status === 'PAID';
}

/** Decision days of a decided claim; days waiting so far (as of `today`, a day number) of an undecided one. */
export function claimDays(row: ClaimRow, day: number, today: number): number {
  return row.processingDays ?? Math.max(0, today - day);
}

/** Pending for more than 4 days. */
export function isOverdue(row: ClaimRow, day: number, today: number): boolean {
  return row.status === 'PENDING' && today - day > CLAIM_OVERDUE_AFTER_DAYS;
}

function claimNumber(id: string): number {
  const value = Number(id.slice(id.indexOf('-') + 1));
  return Number.isFinite(value) ? value : 0;
}

function sortOrder(index: ClaimsIndex, field: ClaimSortField, today: number): Uint32Array {
  const key = field === 'DAYS' ? `DAYS:${today}` : field;
  const cached = index.orders.get(key);
  if (cached) return cached;
  const { rows, days } = index;
  const numbers = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i += 1) numbers[i] = claimNumber((rows[i] as ClaimRow).id);
  const values = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i] as ClaimRow;
    values[i] =
      field === 'DATE'
        ? (days[i] as number)
        : field === 'AMOUNT'
          ? row.amountCents
          : field === 'DAYS'
            ? claimDays(row, days[i] as number, today)
            : (numbers[i] as number);
  }
  const order = Uint32Array.from({ length: rows.length }, (_, i) => i);
  // Ties go by claim number, so every order is total and paging never repeats or skips a claim.
  order.sort((a, b) => (values[a] as number) - (values[b] as number) || (numbers[a] as number) - (numbers[b] as number));
  if (field === 'DAYS') for (const stale of [...index.orders.keys()]) if (stale.startsWith('DAYS:')) index.orders.delete(stale);
  index.orders.set(key, order);
  return order;
}

/** The key of a claim in the list sorted by `field` (`sortOrder`'s value, then the claim number), for keyset paging. */
export function claimKeyOrder(field: ClaimSortField, direction: SortDirection, today: number): KeyOrder<ClaimRow> {
  return {
    direction,
    key: (row) => {
      const number = claimNumber(row.id);
      const value =
        field === 'DATE' ? dayNumber(row.date) : field === 'AMOUNT' ? row.amountCents : field === 'DAYS' ? claimDays(row, dayNumber(row.date), today) : number;
      return [value, number];
    },
  };
}

/**
 * The last submission day (`YYYY-MM-DD`) a filter lets through: its `to`, or for overdue claims the last
 * day before the grace period (as of `today`, a day number), whichever is earlier; null when neither is asked.
 */
export function lastDayOf(filter: Pick<ClaimFilter, 'to' | 'overdue'>, today: number): string | null {
  const overdueTo = filter.overdue ? dayFromNumber(today - CLAIM_OVERDUE_AFTER_DAYS - 1) : null;
  if (!filter.to) return overdueTo;
  return overdueTo !== null && overdueTo < filter.to ? overdueTo : filter.to;
}

export interface ClaimQuery {
  filter?: ClaimFilter | null;
  /** Only this participant's claims. */
  participantId?: string | null;
  field?: ClaimSortField;
  direction?: SortDirection;
  /** Day number of today. */
  today: number;
}

export interface ClaimMatches {
  rows: ClaimRow[];
  /** Whole cents. */
  totalAmountCents: number;
}

/** The claims matching a filter, in the asked order (newest first by default). */
export function findClaims(index: ClaimsIndex, query: ClaimQuery): ClaimMatches {
  const filter = query.filter ?? {};
  let statuses: Uint8Array | null = null;
  if (filter.statuses && filter.statuses.length > 0) {
    statuses = new Uint8Array(Object.keys(STATUS_CODES).length);
    for (const status of filter.statuses) statuses[STATUS_CODES[status]] = 1;
  }
  const needle = filter.search?.trim().toLowerCase() ?? '';
  const dealerId = filter.dealerId?.trim() || null;
  const participantId = query.participantId ?? (filter.participantId?.trim() || null);
  const flagged = filter.flagged === true;
  // A dealer without claims matches nothing.
  const dealer = dealerId === null ? null : (index.dealerNumberOf.get(dealerId) ?? -1);
  const from = filter.from ? dayNumber(filter.from) : null;
  const lastDay = lastDayOf(filter, query.today);
  const to = lastDay === null ? null : dayNumber(lastDay);
  const order = sortOrder(index, query.field ?? 'DATE', query.today);
  const descending = (query.direction ?? 'DESC') === 'DESC';
  let partyMatches: Uint8Array | null = null;
  if (needle) {
    partyMatches = new Uint8Array(index.partyKeys.length);
    for (let party = 0; party < index.partyKeys.length; party += 1) {
      if ((index.partyKeys[party] as string).includes(needle)) partyMatches[party] = 1;
    }
  }
  const searchIds = needle !== '' && ID_CHARACTERS.test(needle);
  const rows: ClaimRow[] = [];
  let totalAmountCents = 0;
  const count = order.length;
  // Every test reads compact typed arrays; only the claims returned are touched.
  for (let k = 0; k < count; k += 1) {
    const i = order[descending ? count - 1 - k : k] as number;
    if (statuses && statuses[index.statuses[i] as number] === 0) continue;
    if (dealer !== null && index.dealerNumbers[i] !== dealer) continue;
    if (participantId && (index.rows[i] as ClaimRow).participantId !== participantId) continue;
    if (flagged && ((index.rows[i] as ClaimRow).flags?.length ?? 0) === 0) continue;
    if (from !== null && (index.days[i] as number) < from) continue;
    if (to !== null && (index.days[i] as number) > to) continue;
    if (partyMatches && partyMatches[index.parties[i] as number] === 0 && !(searchIds && (index.ids[i] as string).includes(needle))) continue;
    rows.push(index.rows[i] as ClaimRow);
    totalAmountCents += index.amounts[i] as number;
  }
  return { rows, totalAmountCents };
}
