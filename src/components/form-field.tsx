import { Field, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { fieldName, type ReportedError } from '../lib/validation/core';

export interface FormFieldProps {
  label: string;
  /** The field's error message; shows it under the input and marks the input invalid. */
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** One labelled form input with its error under it (Field.Root wires label, input and messages). */
export function FormField({ label, error, helper, required, children }: FormFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}

export interface SelectInputProps<T extends string> {
  value: T | '';
  onChange: (value: T | '') => void;
  /** The first, empty choice (e.g. "Select a category"). */
  placeholder: string;
  /** The choices: plain values, or values with the label to show. */
  options: readonly (T | { value: T; label: string })[];
}

/** A native select inside a FormField, with an empty first choice. */
export function SelectInput<T extends string>({ value, onChange, placeholder, options }: SelectInputProps<T>) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value as T | '')}>
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value: optionValue, label } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {label}
            </option>
          );
        })}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * The text of a number input as the shared rules read it: null when empty, NaN when it is not a
 * number (so the rules say which is wrong).
 */
export function numberFromInput(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isNaN(value) ? Number.NaN : value;
}

/** Errors keyed by field; errors without a field (or on a field the form does not show) under `_form`. */
export function errorsForForm(errors: readonly ReportedError[], fields: readonly string[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const error of errors) {
    const name = fieldName(error.field);
    const key = name && fields.includes(name) ? name : '_form';
    byField[key] ??= error.message;
  }
  return byField;
}
