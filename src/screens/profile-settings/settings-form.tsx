import { Alert, Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import { useId, type FormEvent, type ReactNode } from 'react';
import type { DefaultValues, Path } from 'react-hook-form';
import { FieldMarksProvider } from '../../components/form-field';
import { toaster } from '../../components/ui/toaster';
import { errorMessage } from '../../graphql/errors';
import { FORM_ERROR, showServerErrors, useRulesForm } from '../../lib/forms';
import type { FieldError, ReportedError } from '../../lib/validation/core';

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
 * A settings form: its fields in a form checked by the shared rules, the last saved values (Discard
 * goes back to them) and the save itself. Nothing is sent while a rule fails, and a server error
 * leaves the values as typed so nothing is lost.
 */
export function useSettingsForm<V extends Values>({ initial, validate, save, success, resetAfterSave = false }: UseSettingsFormOptions<V>) {
  const form = useRulesForm<V>({ defaultValues: initial as DefaultValues<V>, validate });
  const { errors, isDirty, isSubmitting } = form.formState;

  const field = (name: keyof V & string) => ({ error: errors[name]?.message as string | undefined, ...form.register(name as Path<V>) });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const outcome = await save(values);
      if (!outcome) return;
      if (outcome.errors.length > 0) {
        showServerErrors(form, outcome.errors);
        return;
      }
      // What was saved becomes what Discard goes back to.
      form.reset(resetAfterSave ? initial : (outcome.saved ?? values));
      toaster.create({ type: 'success', ...success });
    } catch (caught) {
      form.setError(FORM_ERROR, { type: 'server', message: errorMessage(caught).message });
    }
  });

  return {
    form,
    formError: errors[FORM_ERROR]?.message,
    saving: isSubmitting,
    dirty: isDirty,
    field,
    handleSubmit,
    discard: () => form.reset(),
  };
}

export interface SettingsCardProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  saving: boolean;
  /** Shows "Discard changes" while the values differ from the saved ones. */
  dirty?: boolean;
  onDiscard?: () => void;
  formError?: string;
}

/** A settings tab's card: a heading, the form and its Save button. */
export function SettingsCard({ title, description, children, onSubmit, submitLabel, saving, dirty, onDiscard, formError }: SettingsCardProps) {
  const headingId = useId();
  return (
    <Card.Root variant="outline" bg="bg" asChild>
      <form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
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
          {/* Most settings are required: only the optional ones are marked. */}
          <FieldMarksProvider marks="optional">{children}</FieldMarksProvider>
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
