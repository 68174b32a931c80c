import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { dealershipOfScope, type Scope } from '../../domain/scope';

/**
 * The conditions a scope puts on a query (domain/scope.ts; docs/server.md, "Tenancy"), over the
 * column that names a row's dealership, its participant or its user. The network's is `true`;
 * nobody's is `false`.
 */
export function inDealership(scope: Scope, column: RawBuilder<unknown>): Expression<SqlBool> {
  const own = dealershipOfScope(scope);
  if (own === undefined) return sql<SqlBool>`true`;
  if (own === null) return sql<SqlBool>`false`;
  return sql<SqlBool>`${column} = ${own}`;
}

/** A row of a dealership and a participant: a dealer's dealership's, an advisor's own. */
export function inParticipant(scope: Scope, dealership: RawBuilder<unknown>, participant: RawBuilder<unknown>): Expression<SqlBool> {
  if (scope.kind !== 'participant') return inDealership(scope, dealership);
  return sql<SqlBool>`${dealership} = ${scope.dealershipId} and ${participant} = ${scope.participantId}`;
}

/** A user's own row: the network's, or the viewer's own. */
export function ofUser(scope: Scope, column: RawBuilder<unknown>): Expression<SqlBool> {
  if (scope.kind === 'network') return sql<SqlBool>`true`;
  if (scope.kind === 'nobody') return sql<SqlBool>`false`;
  return sql<SqlBool>`${column} = ${scope.userId}`;
}
