import { Field, IconButton, Input, InputGroup, NativeSelect, Text, type InputProps, type NativeSelectFieldProps } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { createContext, useContext, useState, type ReactNode, type Ref } from 'react';

/**
 * Which fields a form marks next to their label: 'required' puts an asterisk after each required
 * field's label; 'optional' marks only the optional ones, for forms where nearly every field is
 * required (the sign-in screens and the profile settings).
 */
export type FieldMarks = 'required' | 'optional';

const FieldMarksContext = createContext<FieldMarks>('required');

/** Sets how the fields inside mark their labels (see FieldMarks). */
export function FieldMarksProvider({ marks, children }: { marks: FieldMarks; children: ReactNode }) {
  return <FieldMarksContext.Provider value={marks}>{children}</FieldMarksContext.Provider>;
}

export interface FormFieldProps {
  label: string;
  /** The field's error message; shows it under the input and marks the input invalid. */
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  /** Shown as "(optional)" after the label where the form marks optional fields. */
  optional?: boolean;
  children: ReactNode;
}

/**
 * One labelled form control with its helper text and its error under it: Field.Root ties label,
 * control and messages together for assistive technology and marks the control invalid. The control
 * is any input; with react-hook-form, register a native one or wrap another in a Controller.
 */
export function FormField({ label, error, helper, required, optional, children }: FormFieldProps) {
  const marks = useContext(FieldMarksContext);
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && marks === 'required' ? <Field.RequiredIndicator /> : null}
        {optional && marks === 'optional' ? (
          <Text as="span" color="fg.muted" fontWeight="normal" ms="1">
            (optional)
          </Text>
        ) : null}
      </Field.Label>
      {children}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

type FrameProps = Omit<FormFieldProps, 'children'>;

export interface TextFieldProps extends FrameProps, Omit<InputProps, 'required'> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input (`{...register('name')}` passes its name, ref and handlers). */
export function TextField({ label, error, helper, required, optional, ...input }: TextFieldProps) {
  return (
    <FormField label={label} error={error} helper={helper} required={required} optional={optional}>
      <Input {...input} />
    </FormField>
  );
}

/** A labelled password input with a show/hide toggle. */
export function PasswordField({ label, error, helper, required, optional, ...input }: TextFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField label={label} error={error} helper={helper} required={required} optional={optional}>
      <InputGroup
        endElementProps={{ pe: '1' }}
        endElement={
          <IconButton
            type="button"
            size="sm"
            variant="ghost"
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOff /> : <Eye />}
          </IconButton>
        }
      >
        <Input {...input} type={visible ? 'text' : 'password'} />
      </InputGroup>
    </FormField>
  );
}

export type SelectOption<T extends string = string> = T | { value: T; label: string };

export interface SelectFieldProps<T extends string = string> extends FrameProps, Omit<NativeSelectFieldProps, 'required' | 'children' | 'placeholder'> {
  /** The first, empty choice (e.g. "Select a category"). */
  placeholder: string;
  /** The choices: plain values, or values with the label to show. */
  options: readonly SelectOption<T>[];
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select with an empty first choice, shown muted while it is chosen. */
export function SelectField<T extends string = string>({ label, error, helper, required, optional, placeholder, options, ...select }: SelectFieldProps<T>) {
  return (
    <FormField label={label} error={error} helper={helper} required={required} optional={optional}>
      <NativeSelect.Root>
        <NativeSelect.Field
          placeholder={placeholder}
          css={{ '&:has(option[value=""]:checked)': { color: 'fg.muted' }, '& option': { color: 'fg' } }}
          {...select}
        >
          {options.map((option) => {
            const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
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
