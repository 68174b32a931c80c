import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { AuthHeading, AuthLayout } from '../../components/auth-layout';
import { toaster } from '../../components/ui/toaster';
import { ShellViewerDocument, SignupCreateAccountDocument } from '../../graphql/__generated__/graphql';
import { useScreenLoaderData, type ScreenLoaderArgs } from '../../graphql/screen';
import { errorMessage } from '../../graphql/errors';
import { useUrlParams } from '../../lib/url-state';
import { FORM_ERROR, showServerErrors, useRulesForm } from '../../lib/forms';
import { errorsByField, fieldName } from '../../lib/validation/core';
import { TERMS_REQUIRED, TERMS_REQUIRED_DESCRIPTION, validateSignUpAccount, type SignUpAccountValues, type SignUpRules } from '../../lib/validation/session';
import { ACCOUNT_TYPES, AccountStep } from './account-step';
import { SIGN_UP_STEPS, StepIndicator } from './step-indicator';
import { TermsStep } from './terms-step';
import { WhatsNextStep } from './whats-next-step';

type AccountValues = Required<SignUpAccountValues> & { dealerNumber: string };
const EMPTY_ACCOUNT: AccountValues = { firstName: '', lastName: '', email: '', accountType: '', dealerNumber: '', password: '', confirmPassword: '' };
/** Step 1's fields, from the top. */
const ACCOUNT_FIELDS: readonly (keyof AccountValues)[] = ['firstName', 'lastName', 'email', 'accountType', 'dealerNumber', 'password', 'confirmPassword'];

/**
 * What the loader tells the screen: whether the server runs the demo. Outside it a sign-up waits for an
 * administrator, who places it by its dealer number, so the number is required (docs/server.md, "Accounts").
 */
export class SignUpMode {
  constructor(readonly demo: boolean) {}
}

export async function loader({ client }: ScreenLoaderArgs) {
  // The shell's session query, which the router's guard has read already (cache-first).
  const result = await client.query({ query: ShellViewerDocument, fetchPolicy: 'cache-first' });
  return new SignUpMode(result.data?.viewer.demo ?? true);
}

const DESCRIPTIONS = [
  'Join the ComfortPro dealer network to earn points, track promotions and grow your business.',
  'Please read the program terms. You need to accept them to create your account.',
  'One last step: set up your business profile to start earning.',
] as const;

/** Step 3's description when the server asks an administrator to approve the new account first. */
const AWAITING_APPROVAL_DESCRIPTION = 'One last step, on our side: an administrator adds your account to your dealership.';

function requestedStep(value: string | null): number {
  const step = Number(value);
  return Number.isInteger(step) && step >= 1 && step <= 3 ? step : 1;
}

/**
 * Sign up in three steps. The entered data lives in this component, so it survives moving between
 * steps; the step lives in the URL (?step=2), so the browser's Back button moves between steps too.
 * A step is shown only once the steps before it are done.
 */
export function Component() {
  const { demo } = useScreenLoaderData(SignUpMode);
  const rules: SignUpRules = { dealerNumberRequired: !demo };
  const validateAccount = (values: AccountValues) => validateSignUpAccount(values, rules);
  const [searchParams, setSearchParams] = useUrlParams();
  const accountForm = useRulesForm({ defaultValues: EMPTY_ACCOUNT, validate: validateAccount });
  const account = { ...EMPTY_ACCOUNT, ...useWatch({ control: accountForm.control }) };
  const [accountDone, setAccountDone] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | undefined>();
  /** The account data the server registered, to know whether step 3 is still valid after edits. */
  const [registered, setRegistered] = useState<{ snapshot: string; firstName: string; email: string; awaitingApproval: boolean } | null>(null);
  const [signUp, { loading }] = useMutation(SignupCreateAccountDocument);

  const snapshot = JSON.stringify(account);
  const furthest = registered?.snapshot === snapshot ? 3 : accountDone && validateAccount(account).length === 0 ? 2 : 1;
  const requested = requestedStep(searchParams.get('step'));
  const step = Math.min(requested, furthest);

  const goTo = (next: number) => setSearchParams({ step: next === 1 ? null : String(next) }, { push: true });

  // A step opened before the earlier ones were done (a bookmark, a reload) shows the first open step.
  useEffect(() => {
    if (searchParams.has('step') && requested !== step) {
      setSearchParams({ step: step === 1 ? null : String(step) });
    }
  }, [requested, step, searchParams, setSearchParams]);

  // Moving to another step puts focus on its heading, or on the first field in error.
  const cardRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  const { errors: accountErrors } = accountForm.formState;
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const invalid = step === 1 ? ACCOUNT_FIELDS.find((field) => accountErrors[field]) : undefined;
    if (invalid) accountForm.setFocus(invalid);
    else cardRef.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [step, accountErrors, accountForm]);

  async function acceptTerms() {
    if (!accepted) {
      setTermsError(TERMS_REQUIRED);
      toaster.create({ type: 'error', title: TERMS_REQUIRED, description: TERMS_REQUIRED_DESCRIPTION });
      return;
    }
    if (loading) return;
    if (registered?.snapshot === snapshot) {
      goTo(3);
      return;
    }
    // Step 1's rules have passed, so the account type is one of the list's.
    const accountType = ACCOUNT_TYPES.find((option) => option.value === account.accountType)?.value;
    if (!accountType) return;
    try {
      const result = await signUp({
        variables: {
          input: { ...account, email: account.email.trim(), accountType, dealerNumber: account.dealerNumber.trim() || null, acceptTerms: true },
        },
      });
      const payload = result.data?.signUp;
      if (!payload) return;
      if (payload.registration && payload.errors.length === 0) {
        setRegistered({
          snapshot,
          firstName: payload.registration.firstName,
          email: payload.registration.email,
          awaitingApproval: payload.registration.enrolment === 'PENDING_APPROVAL',
        });
        goTo(3);
        return;
      }
      const byField = errorsByField(payload.errors);
      const onAccount = payload.errors.filter((error) => ACCOUNT_FIELDS.some((field) => field === fieldName(error.field)));
      if (onAccount.length > 0) {
        // Something on step 1 needs fixing (e.g. the e-mail is taken): back there, with the message at the field.
        showServerErrors(accountForm, onAccount);
        accountForm.clearErrors(FORM_ERROR);
        goTo(1);
        return;
      }
      if (byField.acceptTerms) {
        setTermsError(byField.acceptTerms);
        return;
      }
      toaster.create({ type: 'error', title: "We couldn't create your account", description: byField._form ?? payload.errors[0]?.message });
    } catch (caught) {
      toaster.create({ type: 'error', title: "We couldn't create your account", description: errorMessage(caught).message });
    }
  }

  return (
    <AuthLayout title={SIGN_UP_STEPS[step - 1]} maxW="xl">
      <div ref={cardRef}>
      <StepIndicator current={step} />
      <AuthHeading title={SIGN_UP_STEPS[step - 1]} description={step === 3 && registered?.awaitingApproval ? AWAITING_APPROVAL_DESCRIPTION : DESCRIPTIONS[step - 1]} />
      {step === 1 ? (
        <AccountStep
          form={accountForm}
          dealerNumberRequired={!demo}
          onContinue={() => {
            setAccountDone(true);
            goTo(2);
          }}
        />
      ) : null}
      {step === 2 ? (
        <TermsStep
          accepted={accepted}
          error={termsError}
          submitting={loading}
          onAcceptedChange={(next) => {
            setAccepted(next);
            if (next) setTermsError(undefined);
          }}
          onBack={() => goTo(1)}
          onAccept={() => void acceptTerms()}
        />
      ) : null}
      {step === 3 && registered ? <WhatsNextStep firstName={registered.firstName} email={registered.email} awaitingApproval={registered.awaitingApproval} /> : null}
      </div>
    </AuthLayout>
  );
}
