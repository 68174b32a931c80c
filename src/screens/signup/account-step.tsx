import { Button, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { PasswordField, SelectField, TextField } from '../../components/form-field';
import { toaster } from '../../components/ui/toaster';
import type { AccountType } from '../../graphql/__generated__/graphql';
import { DEALER_NUMBER_HELP, PASSWORD_HINT, PASSWORDS_DONT_MATCH, PASSWORDS_DONT_MATCH_DESCRIPTION, type SignUpAccountValues } from '../../lib/validation/session';

type AccountValues = Required<SignUpAccountValues> & { dealerNumber: string };
export type AccountField = keyof AccountValues;

export const ACCOUNT_TYPES: readonly { value: AccountType; label: string }[] = [
  { value: 'DEALER', label: 'Dealer / Business Owner' },
  { value: 'ADVISOR', label: 'Comfort Advisor' },
];

export interface AccountStepProps {
  /** The sign-up's account form (checked by validateSignUpAccount); it outlives this step. */
  form: UseFormReturn<AccountValues>;
  /** Outside demo mode an administrator places the sign-up by its dealer number, so it is required. */
  dealerNumberRequired: boolean;
  onContinue: () => void;
}

/** Sign-up step 1: who the user is, the kind of account and a password. */
export function AccountStep({ form, dealerNumberRequired, onContinue }: AccountStepProps) {
  const { errors } = form.formState;
  const handleSubmit = form.handleSubmit(onContinue, (invalid) => {
    if (invalid.confirmPassword?.message === PASSWORDS_DONT_MATCH) {
      toaster.create({ type: 'error', title: PASSWORDS_DONT_MATCH, description: PASSWORDS_DONT_MATCH_DESCRIPTION });
    }
  });

  const field = (name: AccountField) => ({ error: errors[name]?.message, required: true, ...form.register(name) });

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
        </SimpleGrid>
        <TextField label="Email" type="email" inputMode="email" autoComplete="email" placeholder="you@dealership.com" {...field('email')} />
        <SelectField label="Account type" placeholder="Select your account type" options={ACCOUNT_TYPES} {...field('accountType')} />
        <TextField
          label="Dealer number"
          autoComplete="off"
          spellCheck={false}
          helper={dealerNumberRequired ? DEALER_NUMBER_HELP : `${DEALER_NUMBER_HELP} Optional in the demo, where a new account joins the sample dealership.`}
          {...field('dealerNumber')}
          required={dealerNumberRequired}
        />
        <PasswordField label="Password" autoComplete="new-password" helper={PASSWORD_HINT} {...field('password')} />
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
