import { NativeSelect, type NativeSelectFieldProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { FormField } from '../../components/form-field';

/** A dealership the filter offers: its id goes in the URL, its name is shown. */
export interface DealerOption {
  id: string;
  name: string;
}

/** The Dealer choice of both claims filters: All dealers, then each dealership by name (URL `dealer`). */
export function DealerSelect({ dealers, ...select }: { dealers: readonly DealerOption[]; ref?: Ref<HTMLSelectElement> } & NativeSelectFieldProps) {
  return (
    <FormField label="Dealer">
      <NativeSelect.Root>
        <NativeSelect.Field {...select}>
          <option value="">All dealers</option>
          {dealers.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
