import type { Account, Dealer, Resolvers } from '../__generated__/resolvers-types';
import type { Context } from '../context';
import { requireAdmin, requireDealer } from '../lib/auth';
import { paginate, sortByKey, type KeyOrder } from '../lib/connection';
import type { AccountRecord } from '../repositories/accounts';

/**
 * Accounts (program administrators) and a dealer's Team tab (docs/server.md, "Invitations").
 *
 * - `accounts` lists every account by first name, last name and e-mail address; search matches a
 *   name or the address (case-insensitive); role and status filter.
 * - `dealerTeam` is the signed-in dealer's own dealership's comfort advisors, invited ones included.
 * - Invitations, role changes, deactivation: mutations/accounts.ts.
 */

/** The accounts' order: first name, last name, then the e-mail address, which no two accounts share. */
export const ACCOUNT_ORDER: KeyOrder<AccountRecord> = {
  key: (record) => [record.firstName.toLowerCase(), record.lastName.toLowerCase(), record.email],
};

/** An account as the schema shows it. */
export function accountOf(ctx: Context, record: AccountRecord): Account {
  return {
    id: record.id,
    email: record.email,
    firstName: record.firstName,
    lastName: record.lastName,
    role: record.role,
    status: record.status,
    dealer: (record.dealerId && ctx.dealers().byId.get(record.dealerId)) || null,
    createdAt: record.createdAt,
    invitedAt: record.invitedAt,
  };
}

/** The program's dealerships an account may belong to, by name A to Z. */
export function accountDealers(ctx: Context): Dealer[] {
  return [...ctx.dealers().byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

export const accountsResolvers: Resolvers = {
  Query: {
    accounts: async (_parent, { filter, first, after }, ctx) => {
      requireAdmin(ctx);
      const records = await ctx.repositories.accounts.list({ search: filter?.search, role: filter?.role, status: filter?.status });
      return paginate(sortByKey(records, ACCOUNT_ORDER), { first, after }, (record) => accountOf(ctx, record), ACCOUNT_ORDER);
    },
    accountDealers: (_parent, _args, ctx) => {
      requireAdmin(ctx);
      return accountDealers(ctx);
    },
    dealerTeam: async (_parent, _args, ctx) => {
      const viewer = requireDealer(ctx);
      const dealerId = viewer.user.dealershipId;
      if (!dealerId) return [];
      const records = await ctx.repositories.accounts.list({ role: 'COMFORT_ADVISOR', dealerId });
      return sortByKey(records, ACCOUNT_ORDER).map((record) => accountOf(ctx, record));
    },
  },
};
