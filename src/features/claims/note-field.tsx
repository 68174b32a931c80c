import { chakra, Textarea } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { formatNumber } from '../../lib/format';

export interface NoteFieldProps extends UseFormRegisterReturn {
  label: string;
  placeholder: string;
  error?: string;
  /** The most characters the rules take (docs/product.md, "Claims"). */
  limit: number;
  /** How many characters are typed, counted under the field (shown in red past the limit). */
  length: number;
  rows?: number;
}

/**
 * A required text with its count, for a claim's rejection reason, a question to its participant or
 * their answer (`{...register(name)}` passes the textarea's name, ref and handlers).
 */
export function NoteField({ label, placeholder, error, limit, length, rows = 3, ...textarea }: NoteFieldProps) {
  return (
    <FormField
      label={label}
      required
      error={error}
      helper={
        <chakra.span color={length > limit ? 'fg.error' : undefined}>
          {formatNumber(length)}/{formatNumber(limit)} characters
        </chakra.span>
      }
    >
      <Textarea rows={rows} placeholder={placeholder} {...textarea} />
    </FormField>
  );
}
