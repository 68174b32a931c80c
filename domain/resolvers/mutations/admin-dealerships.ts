import type { DealershipInput, MutationResolvers } from '../../__generated__/resolvers-types';
import {
  DEALER_NUMBER_TAKEN,
  DEALERSHIP_IMPORT_MAX_ROWS,
  DEALERSHIP_IMPORT_NO_ROWS,
  DEALERSHIP_IMPORT_TOO_MANY_ROWS,
  isTierName,
  validateDealership,
  validateDealershipImportRows,
  type FieldError,
} from '../../../src/lib/validation';
import { invitePrincipals } from '../../lib/admin/invite-principals';
import { requireAdmin } from '../../lib/auth';
import { userError } from '../../lib/errors';
import { NUMBER_TAKEN, type DealershipValues } from '../../repositories/dealerships';
import { toNetworkDealership } from '../admin-dealerships';

/**
 * The Dealerships screen's changes (client admins only).
 *
 * - `createDealership` and `updateDealership` check the values with the shared rules
 *   (src/lib/validation/dealerships.ts), the dealer number unique without regard to case; the store
 *   refuses a number another administrator took a moment earlier, with the same message.
 * - `setDealershipStatus` to the status the dealership has changes nothing and is not an error. An
 *   inactive dealership's members cannot sign in (the HTTP server's accounts; the in-browser sign-in).
 * - `importDealerships` checks every row (the principal's e-mail required, numbers unique in the file
 *   and the network); with `commit` it adds all valid rows together, or none, and invites their
 *   principals (`invitePrincipals`, in the same transaction).
 */

function notFound(): FieldError[] {
  return [userError('id', 'This dealership no longer exists', 'NOT_FOUND')];
}

/** The input's values as stored: trimmed, the state upper-cased, an empty e-mail as none. */
function valuesOf(input: DealershipInput): DealershipValues {
  if (!isTierName(input.tier)) throw new Error('The tier was checked before');
  const email = input.principalEmail?.trim() ?? '';
  return {
    dealerNumber: input.dealerNumber.trim(),
    name: input.name.trim(),
    region: input.region.trim(),
    streetAddress: input.streetAddress.trim(),
    city: input.city.trim(),
    state: input.state.trim().toUpperCase(),
    zipCode: input.zipCode.trim(),
    tier: input.tier,
    principalEmail: email === '' ? null : email.toLowerCase(),
  };
}

function prefixed(errors: readonly FieldError[]): FieldError[] {
  return errors.map((error) => ({ ...error, field: error.field === null ? null : `dealership.${error.field}` }));
}

export const adminDealershipsMutations: MutationResolvers = {
  createDealership: async (_parent, { input }, ctx) => {
    requireAdmin(ctx);
    const store = ctx.repositories.dealerships;
    const numbers = await store.numbers();
    const errors = validateDealership(input.dealership, { isNumberTaken: (key) => numbers.has(key) });
    if (errors.length > 0) return { dealership: null, errors: prefixed(errors) };
    const values = valuesOf(input.dealership);
    const added = await store.add([{ ...values, createdAt: ctx.now().toISOString() }]);
    if (added === NUMBER_TAKEN) return { dealership: null, errors: prefixed([userError('dealerNumber', DEALER_NUMBER_TAKEN(values.dealerNumber), 'CONFLICT')]) };
    return { dealership: toNetworkDealership(added[0] as (typeof added)[number]), errors: [] };
  },
  updateDealership: async (_parent, { input }, ctx) => {
    requireAdmin(ctx);
    const store = ctx.repositories.dealerships;
    const row = await store.byId(input.id);
    if (!row) return { dealership: null, errors: notFound() };
    const numbers = await store.numbers();
    const errors = validateDealership(input.dealership, { isNumberTaken: (key) => (numbers.get(key) ?? row.id) !== row.id });
    if (errors.length > 0) return { dealership: toNetworkDealership(row), errors: prefixed(errors) };
    const values = valuesOf(input.dealership);
    const updated = await store.update(row.id, values);
    if (updated === NUMBER_TAKEN) return { dealership: toNetworkDealership(row), errors: prefixed([userError('dealerNumber', DEALER_NUMBER_TAKEN(values.dealerNumber), 'CONFLICT')]) };
    if (!updated) return { dealership: null, errors: notFound() };
    return { dealership: toNetworkDealership(updated), errors: [] };
  },
  setDealershipStatus: async (_parent, { input }, ctx) => {
    requireAdmin(ctx);
    const updated = await ctx.repositories.dealerships.setStatus(input.id, input.status);
    if (!updated) return { dealership: null, errors: notFound() };
    return { dealership: toNetworkDealership(updated), errors: [] };
  },
  importDealerships: async (_parent, { input }, ctx) => {
    requireAdmin(ctx);
    if (input.rows.length === 0) return { rows: [], importedCount: 0, errors: [userError('rows', DEALERSHIP_IMPORT_NO_ROWS, 'REQUIRED')] };
    if (input.rows.length > DEALERSHIP_IMPORT_MAX_ROWS) return { rows: [], importedCount: 0, errors: [userError('rows', DEALERSHIP_IMPORT_TOO_MANY_ROWS, 'LIMIT_EXCEEDED')] };
    const store = ctx.repositories.dealerships;
    const numbers = await store.numbers();
    const rowErrors = validateDealershipImportRows(input.rows, (key) => numbers.has(key));
    const rows = input.rows.map((_row, index) => ({ index, ok: (rowErrors[index] ?? []).length === 0, errors: rowErrors[index] ?? [], dealership: null }));
    const valid = input.rows.filter((_row, index) => rows[index]?.ok);
    if (!input.commit || valid.length === 0) return { rows, importedCount: 0, errors: [] };
    const createdAt = ctx.now().toISOString();
    const added = await store.add(valid.map((row) => ({ ...valuesOf(row), createdAt })));
    if (added === NUMBER_TAKEN) {
      return { rows, importedCount: 0, errors: [userError('rows', 'Another administrator added one of these dealer numbers a moment ago. Check the file again; nothing was imported.', 'CONFLICT')] };
    }
    await invitePrincipals(ctx, added);
    let next = 0;
    const imported = rows.map((row) => (row.ok ? { ...row, dealership: toNetworkDealership(added[next++] as (typeof added)[number]) } : row));
    return { rows: imported, importedCount: added.length, errors: [] };
  },
};
