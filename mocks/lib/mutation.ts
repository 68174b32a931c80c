import type { FieldError } from '../../src/lib/validation';
import type { Context } from '../context';

/**
 * Runs a mutation's change only when validation found nothing, then saves the database.
 * Invalid input returns its errors and leaves the data untouched.
 */
export function applyIfValid<T>(ctx: Context, errors: FieldError[], change: () => T): { errors: FieldError[]; result: T | null } {
  if (errors.length > 0) return { errors, result: null };
  const result = change();
  ctx.db.commit();
  return { errors: [], result };
}

export function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
