/**
 * Validation primitives shared by the forms (src/screens) and the resolvers (mocks/resolvers):
 * the same rule gives the same message in both places.
 */

/** A problem with one input field; `field` is null when the problem is not one field's. */
export interface FieldError {
  field: string | null;
  message: string;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

export function isValidEmail(value: string | null | undefined): boolean {
  return !isBlank(value) && EMAIL_PATTERN.test((value ?? '').trim());
}

/** Collects field errors in order; the first error per field wins. */
export class Rules {
  readonly errors: FieldError[] = [];

  add(field: string | null, message: string): this {
    if (!this.errors.some((error) => error.field === field && field !== null)) {
      this.errors.push({ field, message });
    }
    return this;
  }

  required(field: string, value: string | null | undefined, label: string): this {
    if (isBlank(value)) this.add(field, `${label} is required`);
    return this;
  }

  email(field: string, value: string | null | undefined): this {
    if (isBlank(value)) return this.add(field, 'Email is required');
    if (!isValidEmail(value)) this.add(field, 'Enter a valid email address');
    return this;
  }

  maxLength(field: string, value: string | null | undefined, max: number, label: string): this {
    if (value != null && value.length > max) this.add(field, `${label} must be at most ${max.toLocaleString('en-US')} characters`);
    return this;
  }

  check(condition: boolean, field: string | null, message: string): this {
    if (!condition) this.add(field, message);
    return this;
  }

  has(field: string): boolean {
    return this.errors.some((error) => error.field === field);
  }
}

/** Errors keyed by field, for forms: `{ email: 'Enter a valid email address' }`. */
export function errorsByField(errors: readonly FieldError[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const error of errors) {
    const key = error.field ?? '_form';
    byField[key] ??= error.message;
  }
  return byField;
}
