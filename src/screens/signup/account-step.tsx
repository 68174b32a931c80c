import { Button, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useRef, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { PasswordField, SelectField, TextField, focusFirstInvalid } from '../../components/auth-layout';
import { toaster } from '../../components/ui/toaster';
import { errorsByField } from '../../lib/validation/core';
import {
  PASSWORD_HINT,
  PASSWORDS_DONT_MATCH,
  PASSWORDS_DONT_MATCH_DESCRIPTION,
  validateSignUpAccount,
  type SignUpAccountValues,
} from '../../lib/validation/session';

export type AccountField = keyof SignUpAccountValues;

const ACCOUNT_TYPES = [
  { value: 'DEALER', label: 'Dealer / Business Owner' },
  { value: 'ADVISOR', label: 'Comfort Advisor' },
] as const;

export interface AccountStepProps {
  values: SignUpAccountValues;
  errors: Record<string, string>;
  onChange: (field: AccountField, value: string) => void;
  onErrors: (errors: Record<string, string>) => void;
  onContinue: () => void;
}

/** Sign-up step 1: who the user is, the kind of account and a password. */
export function AccountStep({ values, errors, onChange, onErrors, onContinue }: AccountStepProps) {
  const formRef = useRef<HTMLFormElement>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = errorsByField(validateSignUpAccount(values));
    onErrors(invalid);
    if (Object.keys(invalid).length === 0) {
      onContinue();
      return;
    }
    if (invalid.confirmPassword === PASSWORDS_DONT_MATCH) {
      toaster.create({ type: 'error', title: PASSWORDS_DONT_MATCH, description: PASSWORDS_DONT_MATCH_DESCRIPTION });
    }
    focusFirstInvalid(formRef.current);
  }

  const field = (name: AccountField) => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    required: true,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
        </SimpleGrid>
        <TextField label="Email" type="email" inputMode="email" autoComplete="email" placeholder="you@dealership.com" {...field('email')} />
        <SelectField label="Account type" placeholder="Select your account type" options={ACCOUNT_TYPES} {...field('accountType')} />
        <PasswordField label="Password" autoComplete="new-password" helperText={PASSWORD_HINT} {...field('password')} />
        <PasswordField label="Confirm password" autoComplete="new-password" {...field('confirmPassword')} />
        <Flex gap="3" pt="2" direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between">
          <Button asChild variant="outline" size="lg">
            <RouterLink to="/login">
              <ArrowLeft aria-hidden="true" />
              Back to Login
            </RouterLink>
          </Button>
          <Button type="submit" colorPalette="brand" size="lg" flex={{ sm: '1' }} maxW={{ sm: '60' }}>
            Continue
            <ArrowRight aria-hidden="true" />
          </Button>
        </Flex>
      </Stack>
      <Text mt="8" textAlign="center" fontSize="sm" color="fg.muted">
        Already have an account?{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/login">Sign in</RouterLink>
        </Link>
      </Text>
    </form>
  );
}
