import type { ClaimStatus, Dealer } from '../../domain/__generated__/resolvers-types';
import type { Database } from '../../domain/db';
import type { ClaimHistoryRow, ClaimRow } from '../../domain/fixtures/claims';
import { participantsIndex } from '../../domain/lib/admin/admin-participants';
import { claimKeyOrder, claimsIndex, findClaims, lastDayOf, recordChange } from '../../domain/lib/admin/claims-index';
import { pageOf, sequenceOf, type ConnectionArgs, type Page } from '../../domain/lib/connection';
import type { ClaimMatch } from '../../domain/lib/claims/checks';
import { comparisonKeyOf } from '../../domain/lib/claims/keys';
import type { ClaimGroup, ClaimGrouping, ClaimListQuery, ClaimPatch, ClaimProbe, ClaimScope, ClaimsRepository, NewClaim } from '../../domain/repositories/claims';
import { coversDealership, coversParticipant } from '../../domain/scope';
import type { LiveEvent } from '../../domain/lib/live/events';

/** The group key of a claim: its participant, dealer or participant role. */
function groupKey(row: ClaimRow, by: ClaimGrouping, roleOf: (participantId: string) => string): string {
  if (by === 'participant') return row.participantId;
  if (by === 'dealer') return row.dealerId;
  if (by === 'role') return roleOf(row.participantId);
  return '';
}

/** What a change of a claim announces: the claim and the owners its subscribers are matched against (domain/lib/live/events.ts). */
function claimEvent(row: ClaimRow): LiveEvent {
  return { topic: 'claim', claimId: row.id, dealershipId: row.dealerId, participantId: row.participantId };
}

/** Whether a claim is in a scope, but for its search (the index answers that). */
function scopeTest(scope: ClaimScope, today: number): (row: ClaimRow) => boolean {
  const statuses = scope.statuses && scope.statuses.length > 0 ? new Set(scope.statuses) : null;
  const dealerId = scope.dealerId?.trim() || null;
  const to = lastDayOf(scope, today);
  const { from, decidedFrom, decidedTo } = scope;
  const participantId = scope.participantId?.trim();
  const flagged = scope.flagged === true;
  return (row) =>
    (!flagged || (row.flags?.length ?? 0) > 0) &&
    (!statuses || statuses.has(row.status)) &&
    (!dealerId || row.dealerId === dealerId) &&
    (!participantId || row.participantId === participantId) &&
    (!from || row.date >= from) &&
    (!to || row.date <= to) &&
    (!decidedFrom || (row.decidedAt !== null && row.decidedAt >= decidedFrom)) &&
    (!decidedTo || (row.decidedAt !== null && row.decidedAt <= decidedTo));
}

/** Adds claims to summary groups by month, status and key (maps by key, then month, then status: no text is built per claim). */
export function groupClaims(rows: Iterable<ClaimRow>, keyOf: (row: ClaimRow) => string): ClaimGroup[] {
  const groups: ClaimGroup[] = [];
  const byKey = new Map<string, Map<string, Map<ClaimStatus, ClaimGroup>>>();
  for (const row of rows) {
    const key = keyOf(row);
    let byMonth = byKey.get(key);
    if (!byMonth) byKey.set(key, (byMonth = new Map()));
    // Submission days are `YYYY-MM-DD`; the month is their first seven characters.
    const month = row.date.slice(0, 7);
    let byStatus = byMonth.get(month);
    if (!byStatus) byMonth.set(month, (byStatus = new Map()));
    let group = byStatus.get(row.status);
    if (!group) {
      group = { month, status: row.status, key, count: 0, amountCents: 0, decided: 0, processingDays: 0, flagged: 0 };
      byStatus.set(row.status, group);
      groups.push(group);
    }
    group.count += 1;
    group.amountCents += row.amountCents;
    if ((row.flags?.length ?? 0) > 0) group.flagged += 1;
    if (row.processingDays !== null) {
      group.decided += 1;
      group.processingDays += row.processingDays;
    }
  }
  return groups;
}

/** The in-browser store: the rows of the database's `claims` collection, searched through its index. */
export class MemoryClaims implements ClaimsRepository {
  constructor(private readonly db: Database) {}

  /** Whether a claim is in the operation's scope (domain/scope.ts): a dealership's, an advisor's own. */
  private readonly inScope = (row: ClaimRow): boolean => coversParticipant(this.db.scope, row.dealerId, row.participantId);

  async byId(id: string): Promise<ClaimRow | null> {
    const row = claimsIndex(this.db).byId.get(id);
    return row && this.inScope(row) ? { ...row } : null;
  }

  async list(query: ClaimListQuery, args: ConnectionArgs): Promise<Page<ClaimRow> & { totalAmountCents: number }> {
    const matches = findClaims(claimsIndex(this.db), query);
    if (this.db.scope.kind !== 'network') {
      const rows = matches.rows.filter(this.inScope);
      const page = pageOf(rows, args, claimKeyOrder(query.field ?? 'DATE', query.direction ?? 'DESC', query.today));
      return { ...page, totalAmountCents: rows.reduce((sum, row) => sum + row.amountCents, 0) };
    }
    const page = pageOf(matches.rows, args, claimKeyOrder(query.field ?? 'DATE', query.direction ?? 'DESC', query.today));
    return { ...page, totalAmountCents: matches.totalAmountCents };
  }

  async summarize(scope: ClaimScope, today: number, by: ClaimGrouping = null): Promise<ClaimGroup[]> {
    // Only a search needs the index (it knows each claim's participant and dealer names); any other scope
    // is one pass over the collection.
    const rows = scope.search?.trim() ? findClaims(claimsIndex(this.db), { filter: scope, today }).rows : this.db.data.claims;
    const matches = scopeTest(scope, today);
    const roles = by === 'role' ? participantsIndex(this.db).byId : null;
    return groupClaims(
      rows.filter((row) => matches(row) && this.inScope(row)),
      (row) => groupKey(row, by, (id) => roles?.get(id)?.role ?? ''),
    );
  }

  async dealersWithClaims(): Promise<Dealer[]> {
    if (this.db.scope.kind === 'network') return [...claimsIndex(this.db).dealers];
    const ids = new Set(this.db.data.claims.filter(this.inScope).map((row) => row.dealerId));
    return [...claimsIndex(this.db).dealers].filter((dealer) => ids.has(dealer.id));
  }

  async history(claimId: string): Promise<ClaimHistoryRow[]> {
    if (!(await this.byId(claimId))) return [];
    return this.db.data.claimHistory.filter((entry) => entry.claimId === claimId).map((entry) => ({ ...entry }));
  }

  async change(id: string, version: number, patch: ClaimPatch, entries: readonly ClaimHistoryRow[]): Promise<ClaimRow | null> {
    const row = claimsIndex(this.db).byId.get(id);
    if (!row || row.version !== version || !this.inScope(row)) return null;
    Object.assign(row, patch, { version: version + 1 });
    this.db.data.claimHistory.push(...entries.map((entry) => ({ ...entry })));
    this.db.commit();
    recordChange(this.db, row);
    this.db.announce(claimEvent(row));
    return { ...row };
  }

  async goal(dealerId: string): Promise<number> {
    if (!coversDealership(this.db.scope, dealerId)) return 0;
    return this.db.data.claimGoals.find((row) => row.dealerId === dealerId)?.goal ?? 0;
  }

  async add(claim: NewClaim, submitted: Omit<ClaimHistoryRow, 'claimId' | 'seq'>): Promise<ClaimRow> {
    if (!this.inScope({ ...claim, id: '', version: 1 })) throw new Error(`A claim of ${claim.dealerId} cannot be added in this operation's scope`);
    // Numbered after every claim of the network, as the portal server's sequence numbers them.
    const last = this.db.data.claims.reduce((highest, row) => Math.max(highest, sequenceOf(row.id)), 1000);
    const row: ClaimRow = { ...claim, id: `CLM-${last + 1}`, version: 1 };
    this.db.data.claims.push(row);
    this.db.data.claimHistory.push({ ...submitted, claimId: row.id, seq: 1 });
    this.db.commit();
    this.db.announce(claimEvent(row));
    return { ...row };
  }

  async matches(probe: ClaimProbe): Promise<ClaimMatch[]> {
    // Every dealership's claims, past the scope: the checks compare with the whole network.
    const found: ClaimMatch[] = [];
    for (const row of this.db.data.claims) {
      if (row.status === 'REJECTED' || row.id === probe.id) continue;
      const sameSerial = probe.serialKey !== '' && comparisonKeyOf(row.serialNumber) === probe.serialKey;
      const sameInvoice = probe.invoiceKey !== '' && row.dealerId === probe.dealerId && comparisonKeyOf(row.invoiceNumber) === probe.invoiceKey;
      if (sameSerial || sameInvoice) found.push({ id: row.id, dealerId: row.dealerId, status: row.status, sameSerial, sameInvoice });
      if (found.length === 20) break;
    }
    return found;
  }

  async submittedSince(participantId: string, since: string): Promise<number> {
    return this.db.data.claims.filter((row) => row.participantId === participantId && row.submittedAt != null && row.submittedAt > since).length;
  }
}
