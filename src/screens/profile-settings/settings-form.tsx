import { Alert, Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { focusFirstInvalid } from '../../components/auth-layout';
import { toaster } from '../../components/ui/toaster';
import { errorMessage } from '../../graphql/errors';
import { errorsByField, type FieldError, type ReportedError } from '../../lib/validation/core';

type Values = Record<string, string>;

export interface SaveOutcome<V> {
  errors: readonly ReportedError[];
  /** The values as saved (the server trims them); the form shows these afterwards. */
  saved?: V;
}

export interface UseSettingsFormOptions<V extends Values> {
  initial: V;
  validate: (values: V) => FieldError[];
  save: (values: V) => Promise<SaveOutcome<V> | null>;
  success: { title: string; description?: string };
  /** After a successful save the form starts empty again (passwords) instead of showing what was saved. */
  resetAfterSave?: boolean;
}

/**
 * The state of a settings form: its values, the last saved values, field errors (from the shared
 * rules first, then from the server) and the save itself. Nothing is sent while a rule fails, and
 * a server error leaves the values as typed so nothing is lost.
 */
export function useSettingsForm<V extends Values>({ initial, validate, save, success, resetAfterSave = false }: UseSettingsFormOptions<V>) {
  const [saved, setSaved] = useState<V>(initial);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = (Object.keys(values) as (keyof V)[]).some((key) => values[key] !== saved[key]);

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _cleared, _form: _formError, ...rest }) => rest);
    },
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const invalid = errorsByField(validate(values));
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setSaving(true);
    try {
      const outcome = await save(values);
      if (!outcome) return;
      if (outcome.errors.length > 0) {
        setErrors(errorsByField(outcome.errors));
        focusFirstInvalid(formRef.current);
        return;
      }
      const next = resetAfterSave ? initial : (outcome.saved ?? values);
      setSaved(next);
      setValues(next);
      toaster.create({ type: 'success', ...success });
    } catch (caught) {
      setErrors({ _form: errorMessage(caught).message });
    } finally {
      setSaving(false);
    }
  }

  const discard = () => {
    setValues(saved);
    setErrors({});
  };

  return { values, errors, saving, dirty, field, handleSubmit, discard, formRef };
}

export interface SettingsCardProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
  formRef: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  saving: boolean;
  /** Shows "Discard changes" while the values differ from the saved ones. */
  dirty?: boolean;
  onDiscard?: () => void;
  formError?: string;
}

/** A settings tab's card: a heading, the form and its Save button. */
export function SettingsCard({ title, description, children, formRef, onSubmit, submitLabel, saving, dirty, onDiscard, formError }: SettingsCardProps) {
  const headingId = useId();
  return (
    <Card.Root variant="outline" bg="bg" asChild>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
        <Card.Header borderBottomWidth="1px" borderColor="border.muted" pb="4" px={{ base: '4', md: '6' }}>
          <Heading as="h2" size="lg" id={headingId}>
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        </Card.Header>
        <Card.Body py="6" px={{ base: '4', md: '6' }}>
          {formError ? (
            <Alert.Root status="error" mb="5">
              <Alert.Indicator />
              <Alert.Title>{formError}</Alert.Title>
            </Alert.Root>
          ) : null}
          {children}
        </Card.Body>
        <Card.Footer borderTopWidth="1px" borderColor="border.muted" pt="4" px={{ base: '4', md: '6' }} justifyContent="flex-end">
          <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }} w={{ base: 'full', sm: 'auto' }}>
            {dirty && onDiscard ? (
              <Button type="button" variant="ghost" onClick={onDiscard} disabled={saving}>
                Discard changes
              </Button>
            ) : null}
            <Button type="submit" colorPalette="brand" loading={saving} loadingText="Saving..." w={{ base: 'full', sm: 'auto' }}>
              {submitLabel}
            </Button>
          </Flex>
        </Card.Footer>
      </form>
    </Card.Root>
  );
}
