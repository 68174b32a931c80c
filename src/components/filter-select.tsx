import { NativeSelect } from '@chakra-ui/react';

/**
 * A list's filter as a native select named by `label` (the admin screens' role, status and category
 * filters): each option's value and text; the root takes the layout (width, flex) its toolbar needs.
 */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  ...root
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
} & Omit<NativeSelect.RootProps, 'children' | 'onChange'>) {
  return (
    <NativeSelect.Root {...root}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} bg="bg">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
