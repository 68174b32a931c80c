import { describe, expect, it, vi } from 'vitest';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { FORM_ERROR, showServerErrors, toFieldErrors, validationResolver } from '../../../src/lib/forms';
import { Rules, type FieldError } from '../../../src/lib/validation/core';
import { validateSignIn } from '../../../src/lib/validation/session';

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues> as never;

describe('validationResolver', () => {
  it("puts a rule's message at its field, with the rule's code as the type", async () => {
    const resolve = validationResolver(validateSignIn);
    const result = await resolve({ email: 'jordan.summitcomfort', password: 'Secret123' }, undefined, OPTIONS);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({ email: { type: 'INVALID', message: 'Enter a valid email address' } });
  });

  it('keeps the first error of a field', async () => {
    const resolve = validationResolver((values: { name: string }) =>
      new Rules().add('name', 'First', 'REQUIRED').check(values.name !== '', 'name', 'Second', 'INVALID').errors.concat([
        { field: 'name', message: 'Third', code: 'TOO_LONG' },
      ]),
    );
    const result = await resolve({ name: '' }, undefined, OPTIONS);
    expect(result.errors).toEqual({ name: { type: 'REQUIRED', message: 'First' } });
  });

  it('names nested fields by their path', async () => {
    const errors: FieldError[] = [
      { field: 'rows.3.sku', message: 'SKU is required', code: 'REQUIRED' },
      { field: 'rows.3.name', message: 'Name is required', code: 'REQUIRED' },
    ];
    const result = await validationResolver(() => errors)({ rows: [] }, undefined, OPTIONS);
    const rows = (result.errors as unknown as { rows: unknown[] }).rows;
    expect(Array.isArray(rows)).toBe(true);
    expect(rows[3]).toEqual({ sku: { type: 'REQUIRED', message: 'SKU is required' }, name: { type: 'REQUIRED', message: 'Name is required' } });
  });

  it('puts an error without a field on the form (root)', () => {
    expect(toFieldErrors([{ field: null, message: 'Not now', code: 'CONFLICT' }])).toEqual({ root: { type: 'CONFLICT', message: 'Not now' } });
  });

  it('passes the values on when no rule fails', async () => {
    const values = { email: 'jordan@example.com', password: 'Secret123' };
    const result = await validationResolver(validateSignIn)(values, undefined, OPTIONS);
    expect(result).toEqual({ values, errors: {} });
  });
});

describe('showServerErrors', () => {
  function fakeForm(values: Record<string, unknown>) {
    return { getValues: () => values, setError: vi.fn(), setFocus: vi.fn() };
  }

  it('puts field errors at their fields (nested too), focuses the first, and returns the form-level one', () => {
    const form = fakeForm({ email: '', rows: [{ sku: '' }] });
    const message = showServerErrors(form as never, [
      { field: ['rows', '0', 'sku'], message: 'SKU taken' },
      { field: 'email', message: 'Email taken' },
      { field: 'email', message: 'Ignored: the first per field wins' },
      { field: null, message: 'Try again later' },
      { field: 'notOnTheForm', message: 'Not a field here' },
    ]);
    expect(message).toBe('Try again later');
    expect(form.setError.mock.calls).toEqual([
      ['rows.0.sku', { type: 'server', message: 'SKU taken' }],
      ['email', { type: 'server', message: 'Email taken' }],
      [FORM_ERROR, { type: 'server', message: 'Try again later' }],
    ]);
    expect(form.setFocus).toHaveBeenCalledWith('rows.0.sku');
  });

  it('moves focus nowhere when no error has a field on the form', () => {
    const form = fakeForm({ email: '' });
    expect(showServerErrors(form as never, [{ field: 'other', message: 'Elsewhere' }])).toBe('Elsewhere');
    expect(form.setFocus).not.toHaveBeenCalled();
  });
});

describe('showServerErrors on a one-field form', () => {
  it('shows a problem that is no field’s at the named field', () => {
    const form = { getValues: () => ({ reason: '' }), setError: vi.fn(), setFocus: vi.fn() };
    expect(showServerErrors(form as never, [{ field: null, message: 'Claim already decided' }], { otherErrorsAt: 'reason' })).toBe('Claim already decided');
    expect(form.setError.mock.calls).toEqual([['reason', { type: 'server', message: 'Claim already decided' }]]);
    expect(form.setFocus).toHaveBeenCalledWith('reason');
  });
});
