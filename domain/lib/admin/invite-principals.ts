import type { Context } from '../../context';
import type { DealerRow } from '../../fixtures/participants';

/**
 * Invites the principal of each imported dealership (`principalEmail`) to the portal by e-mail.
 *
 * NOT WIRED YET: invitations are being built on another branch; until they are merged this queues
 * nothing and answers how many principals it would have invited. The import calls it once, in the
 * transaction that adds the dealerships (the HTTP server's operation context carries that transaction),
 * so wiring it to the invitation code makes the invitations part of the same all-or-nothing import.
 */
export async function invitePrincipals(_ctx: Context, dealerships: readonly DealerRow[]): Promise<number> {
  return dealerships.filter((row) => row.principalEmail !== null).length;
}
