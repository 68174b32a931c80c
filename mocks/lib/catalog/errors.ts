import type { FieldError } from '../../../src/lib/validation';

/** A user error in the shape the shared validation rules return, so both kinds can be mixed. */
export function fieldError(field: string | null, message: string): FieldError {
  return { field, message };
}
