/**
 * Validation primitives shared by the forms (src/screens) and the resolvers (domain/resolvers):
 * the same rule gives the same message in both places.
 */

import type { UserErrorCode } from '../../graphql/__generated__/graphql';

export type { UserErrorCode };

/**
 * A problem with one input field; `field` is null when the problem is not one field's. The server sends
 * it as a `UserError`, with `field` split into a path (`rows.3.sku` -> `["rows", "3", "sku"]`).
 */
export interface FieldError {
  field: string | null;
  message: string;
  code: UserErrorCode;
}

/** A problem as the server sends it or as a form holds it: the field as a path or a dotted name. */
export interface ReportedError {
  field?: readonly string[] | string | null;
  message: string;
}

/** The dotted name of a reported error's field (`["rows", "3", "sku"]` -> `rows.3.sku`), null when it has none. */
export function fieldName(field: ReportedError['field']): string | null {
  if (field == null) return null;
  return typeof field === 'string' ? field : field.join('.');
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

export function isValidEmail(value: string | null | undefined): boolean {
  return !isBlank(value) && EMAIL_PATTERN.test((value ?? '').trim());
}

/** A date filter whose end comes before its start (Reviews, Claims Analytics). */
export const END_BEFORE_START = 'The end date must be on or after the start date';

/** Collects field errors in order; the first error per field wins. */
export class Rules {
  readonly errors: FieldError[] = [];

  add(field: string | null, message: string, code: UserErrorCode): this {
    if (!this.errors.some((error) => error.field === field && field !== null)) {
      this.errors.push({ field, message, code });
    }
    return this;
  }

  required(field: string, value: string | null | undefined, label: string): this {
    if (isBlank(value)) this.add(field, `${label} is required`, 'REQUIRED');
    return this;
  }

  email(field: string, value: string | null | undefined): this {
    if (isBlank(value)) return this.add(field, 'Email is required', 'REQUIRED');
    if (!isValidEmail(value)) this.add(field, 'Enter a valid email address', 'INVALID');
    return this;
  }

  maxLength(field: string, value: string | null | undefined, max: number, label: string): this {
    if (value != null && value.length > max) this.add(field, `${label} must be at most ${max.toLocaleString('en-US')} characters`, 'TOO_LONG');
    return this;
  }

  /** A range of days (`YYYY-MM-DD`, either end optional) whose end is not before its start; the message goes to `field`. */
  dayRange(field: string, from: string | null | undefined, to: string | null | undefined): this {
    if (from && to && from > to) this.add(field, END_BEFORE_START, 'MISMATCH');
    return this;
  }

  check(condition: boolean, field: string | null, message: string, code: UserErrorCode): this {
    if (!condition) this.add(field, message, code);
    return this;
  }

  has(field: string): boolean {
    return this.errors.some((error) => error.field === field);
  }
}

/** Errors keyed by field, for forms: `{ email: 'Enter a valid email address' }`. */
export function errorsByField(errors: readonly ReportedError[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const error of errors) {
    const key = fieldName(error.field) ?? '_form';
    byField[key] ??= error.message;
  }
  return byField;
}
