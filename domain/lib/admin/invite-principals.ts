import type { Context } from '../../context';
import type { DealerRow } from '../../fixtures/participants';
import { EMAIL_TAKEN } from '../../repositories/accounts';

/**
 * Invites the principal of each imported dealership (`principalEmail`) to the portal as its dealer
 * (docs/server.md, "Invitations"), in the import's own transaction on the HTTP server, so the
 * dealerships and their invitations are kept together or not at all. The dealer list names no person:
 * the invitation greets the principal without a name, and they give theirs on Profile Settings. An
 * address that already has an account is not invited again. Answers how many were invited.
 */
export async function invitePrincipals(ctx: Context, dealerships: readonly DealerRow[]): Promise<number> {
  let invited = 0;
  for (const dealership of dealerships) {
    if (!dealership.principalEmail) continue;
    const result = await ctx.repositories.accounts.invite(
      { email: dealership.principalEmail, firstName: '', lastName: '', role: 'DEALER', dealer: { id: dealership.id, name: dealership.name } },
      ctx.now(),
    );
    if (result !== EMAIL_TAKEN) invited += 1;
  }
  return invited;
}
