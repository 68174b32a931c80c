/**
 * The portal's forms hold their fields in react-hook-form, with the shared rules (src/lib/validation)
 * as its resolver: a rule lives once, and gives the same message in the form and in the resolvers.
 */

import {
  get,
  set,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { fieldName, type FieldError, type ReportedError } from './validation/core';

/**
 * Where a form keeps a problem that is no one field's: `errors.root`. A rule's field-less error there
 * still keeps the form from being sent (the resolver's errors replace the form's on every submit).
 */
export const FORM_ERROR = 'root';

/** The rules' errors as react-hook-form holds them: `{ [field]: { type: code, message } }`, the first per field. */
export function toFieldErrors<V extends FieldValues>(errors: readonly FieldError[]): FieldErrors<V> {
  const byField: FieldErrors<V> = {};
  const seen = new Set<string>();
  for (const error of errors) {
    const name = error.field ?? FORM_ERROR;
    if (seen.has(name)) continue;
    seen.add(name);
    // A nested name (`rows.3.sku`) becomes its path, as react-hook-form names fields.
    set(byField, name, { type: error.code, message: error.message });
  }
  return byField;
}

/** A shared rule (`validateX(values)`) as react-hook-form's resolver. */
export function validationResolver<V extends FieldValues>(validate: (values: V) => readonly FieldError[]): Resolver<V> {
  return (values) => {
    const errors = validate(values);
    return errors.length === 0 ? { values, errors: {} } : { values: {}, errors: toFieldErrors<V>(errors) };
  };
}

export interface UseRulesFormOptions<V extends FieldValues> {
  defaultValues: DefaultValues<V>;
  /** The shared rule the values must pass before the form is sent. */
  validate: (values: V) => readonly FieldError[];
}

/**
 * A form checked by a shared rule. The messages show when the user sends the form (focus moves to the
 * first field in error), then follow the user's typing, field by field, until the next send.
 */
export function useRulesForm<V extends FieldValues>({ defaultValues, validate }: UseRulesFormOptions<V>): UseFormReturn<V> {
  return useForm<V>({
    defaultValues,
    resolver: validationResolver(validate),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}

export interface ShowServerErrorsOptions<V extends FieldValues> {
  /** A one-field form shows a problem that is no field's at that field instead of above the form. */
  otherErrorsAt?: FieldPath<V>;
}

/**
 * Puts the errors of a mutation's payload on the form: each at its field (the first per field), and
 * moves focus to the first of those. An error without a field, or on a field the form does not hold,
 * becomes the form's message (`errors.root`), which is also returned for forms that show it as a toast.
 */
export function showServerErrors<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'setError' | 'setFocus' | 'getValues'>,
  errors: readonly ReportedError[],
  { otherErrorsAt }: ShowServerErrorsOptions<V> = {},
): string | null {
  const values = form.getValues();
  const seen = new Set<string>();
  let formMessage: string | null = null;
  let first: FieldPath<V> | null = null;
  for (const error of errors) {
    const name = fieldName(error.field);
    if (name === null || get(values, name) === undefined) {
      formMessage ??= error.message;
      continue;
    }
    if (seen.has(name)) continue;
    seen.add(name);
    form.setError(name as FieldPath<V>, { type: 'server', message: error.message });
    first ??= name as FieldPath<V>;
  }
  if (formMessage !== null && otherErrorsAt !== undefined) {
    if (!seen.has(otherErrorsAt)) {
      form.setError(otherErrorsAt, { type: 'server', message: formMessage });
      first ??= otherErrorsAt;
    }
  } else if (formMessage !== null) {
    form.setError(FORM_ERROR, { type: 'server', message: formMessage });
  }
  if (first !== null) form.setFocus(first);
  return formMessage;
}
