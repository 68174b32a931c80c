import type { MutationResolvers, Role } from '../../__generated__/resolvers-types';
import type { Context, Viewer } from '../../context';
import { requireAdmin, requireRole } from '../../lib/auth';
import { forbidden } from '../../lib/errors';
import { EMAIL_TAKEN, type AccountRecord } from '../../repositories/accounts';
import { EMAIL_IN_USE, validateInvitation, validateRoleDealership, type FieldError } from '../../../src/lib/validation';
import { accountOf } from '../accounts';

/**
 * Invitations and the administrators' changes to accounts (docs/server.md, "Invitations"). Every one
 * checks the role first (FORBIDDEN), then its input (errors in the payload, nothing changed).
 * - `inviteAccount` (administrators): any role; a dealer or advisor into one of the program's dealerships.
 * - `inviteTeamMember` (dealers): a comfort advisor into the dealer's own dealership, read from the
 *   viewer, never from the input.
 * - `resendInvitation`: administrators for any INVITED account, dealers for their own dealership's advisors.
 * - `changeAccountRole`, `deactivateAccount`, `reactivateAccount` (administrators), never on their own account.
 */

const NOT_FOUND = 'This account was not found';
const NOT_INVITED = 'This account is not waiting for an invitation to be followed';
const NOT_YOURSELF = 'You cannot change your own account here';

function notFound(field = 'accountId'): FieldError {
  return { field, message: NOT_FOUND, code: 'NOT_FOUND' };
}

/** The dealer of an id among the program's dealerships, or an error on `field`. */
function dealerOf(ctx: Context, id: string, field = 'dealerId'): { id: string; name: string } | FieldError {
  const dealer = ctx.dealers().byId.get(id.trim());
  return dealer ? { id: dealer.id, name: dealer.name } : { field, message: 'Choose one of the program\u2019s dealerships', code: 'NOT_FOUND' };
}

function isError(value: unknown): value is FieldError {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}

/** Whether the account is the viewer's own. */
function isOwn(viewer: Viewer, record: AccountRecord): boolean {
  return record.userId === viewer.user.id;
}

const noInvitation = (errors: FieldError[]) => ({ account: null, mailed: false, errors });
const noChange = (errors: FieldError[]) => ({ account: null, errors });

async function invite(ctx: Context, input: { email: string; firstName: string; lastName: string }, role: Role, dealer: { id: string; name: string } | null) {
  const result = await ctx.repositories.accounts.invite({ email: input.email.trim(), firstName: input.firstName.trim(), lastName: input.lastName.trim(), role, dealer }, ctx.now());
  if (result === EMAIL_TAKEN) return noInvitation([{ field: 'email', message: EMAIL_IN_USE, code: 'CONFLICT' }]);
  return { account: accountOf(ctx, result.account), mailed: result.mailed, errors: [] };
}

export const accountsMutations: MutationResolvers = {
  inviteAccount: async (_parent, { input }, ctx) => {
    requireAdmin(ctx);
    const errors = validateInvitation({ ...input, dealerId: input.dealerId ?? null });
    if (errors.length > 0) return noInvitation(errors);
    let dealer: { id: string; name: string } | null = null;
    if (input.role !== 'CLIENT_ADMIN') {
      const found = dealerOf(ctx, input.dealerId ?? '');
      if (isError(found)) return noInvitation([found]);
      dealer = found;
    }
    return invite(ctx, input, input.role, dealer);
  },
  inviteTeamMember: async (_parent, { input }, ctx) => {
    const viewer = requireRole(ctx, 'DEALER');
    const errors = validateInvitation(input);
    if (errors.length > 0) return noInvitation(errors);
    // The dealership is the dealer's own, whatever the page sent.
    const dealerId = viewer.user.dealershipId;
    const dealer = dealerId ? ctx.dealers().byId.get(dealerId) : undefined;
    if (!dealerId) throw forbidden();
    return invite(ctx, input, 'COMFORT_ADVISOR', { id: dealerId, name: dealer?.name ?? viewer.dealership?.businessName ?? dealerId });
  },
  resendInvitation: async (_parent, { input }, ctx) => {
    const viewer = requireRole(ctx, 'CLIENT_ADMIN', 'DEALER');
    const accounts = ctx.repositories.accounts;
    const record = await accounts.byId(input.accountId.trim());
    // A dealer sees only their own dealership's advisors: any other account is not found for them.
    if (!record || (viewer.role === 'DEALER' && (record.role !== 'COMFORT_ADVISOR' || !record.dealerId || record.dealerId !== viewer.user.dealershipId))) {
      return noInvitation([notFound()]);
    }
    if (record.status !== 'INVITED') return noInvitation([{ field: 'accountId', message: NOT_INVITED, code: 'CONFLICT' }]);
    const result = await accounts.resendInvitation(record.id, ctx.now());
    return { account: accountOf(ctx, result.account), mailed: result.mailed, errors: [] };
  },
  changeAccountRole: async (_parent, { input }, ctx) => {
    const viewer = requireAdmin(ctx);
    const accounts = ctx.repositories.accounts;
    const record = await accounts.byId(input.accountId.trim());
    if (!record) return noChange([notFound()]);
    if (isOwn(viewer, record)) return noChange([{ field: 'role', message: NOT_YOURSELF, code: 'INVALID' }]);
    if (record.role === input.role && !input.dealerId) return noChange([{ field: 'role', message: 'The account already has this role', code: 'CONFLICT' }]);
    // A dealer or advisor keeps their dealership unless another is named; an administrator has none.
    const dealerId = input.role === 'CLIENT_ADMIN' ? (input.dealerId ?? null) : (input.dealerId ?? record.dealerId);
    const invalid = validateRoleDealership(input.role, dealerId);
    if (invalid.length > 0) return noChange(invalid);
    let dealer: { id: string; name: string } | null = null;
    if (dealerId) {
      const found = dealerOf(ctx, dealerId);
      if (isError(found)) return noChange([found]);
      dealer = found;
    }
    const changed = await accounts.changeRole(record.id, input.role, dealer);
    return changed ? { account: accountOf(ctx, changed), errors: [] } : noChange([notFound()]);
  },
  deactivateAccount: async (_parent, { input }, ctx) => {
    const viewer = requireAdmin(ctx);
    const accounts = ctx.repositories.accounts;
    const record = await accounts.byId(input.accountId.trim());
    if (!record) return noChange([notFound()]);
    if (isOwn(viewer, record)) return noChange([{ field: 'accountId', message: 'You cannot deactivate your own account', code: 'INVALID' }]);
    if (record.status === 'DEACTIVATED') return noChange([{ field: 'accountId', message: 'This account is already deactivated', code: 'CONFLICT' }]);
    // A sign-up awaiting approval is decided on its request, not here.
    if (record.status === 'PENDING_APPROVAL') return noChange([{ field: 'accountId', message: 'This sign-up waits for approval; decide its request instead', code: 'CONFLICT' }]);
    const changed = await accounts.setActive(record.id, false, ctx.now());
    return changed ? { account: accountOf(ctx, changed), errors: [] } : noChange([notFound()]);
  },
  reactivateAccount: async (_parent, { input }, ctx) => {
    requireAdmin(ctx);
    const accounts = ctx.repositories.accounts;
    const record = await accounts.byId(input.accountId.trim());
    if (!record) return noChange([notFound()]);
    if (record.status !== 'DEACTIVATED') return noChange([{ field: 'accountId', message: 'This account is not deactivated', code: 'CONFLICT' }]);
    const changed = await accounts.setActive(record.id, true, ctx.now());
    return changed ? { account: accountOf(ctx, changed), errors: [] } : noChange([notFound()]);
  },
};
