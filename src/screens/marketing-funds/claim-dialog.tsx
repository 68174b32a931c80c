import { useMutation } from '@apollo/client/react';
import { invalidateOnSuccess } from '../../graphql/invalidation';
import { Field, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { format, isValid, parseISO, subDays } from 'date-fns';
import { useRef, useState, type FormEvent } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { focusFirstInvalid, SelectField, TextField } from '../../components/auth-layout';
import {
  MarketingFundsScreenDocument,
  MarketingFundsSubmitClaimDocument,
  type ClaimDialog_SummaryFragment,
  type MarketingFundsSubmitClaimMutation,
  type MarketingFund,
  type TransactionCategory,
  type TransactionsTable_TransactionFragment,
} from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { errorsByField } from '../../lib/validation/core';
import {
  FUND_CLAIM_DESCRIPTION_MAX,
  FUND_CLAIM_WINDOW_DAYS,
  PRE_APPROVAL_THRESHOLD,
  validateFundClaim,
  type FundClaimValues,
} from '../../lib/validation/money';
import { centsOf, parseMoneyText, type Cents } from '../../lib/money';
import { CATEGORY_LABELS, CLAIM_CATEGORIES, FUNDS, formatAmount } from './labels';
import { programDay } from '../../lib/program-time';

/** The server's calendar day: the quarter's last day less the days left in it. */
export function serverToday(summary: Pick<ClaimDialog_SummaryFragment, 'quarterEnd' | 'daysUntilQuarterEnd'>): string {
  const day = subDays(parseISO(summary.quarterEnd), summary.daysUntilQuarterEnd);
  // Figures outside the calendar (a broken answer) fall back to the program's today rather than crashing the screen.
  return isValid(day) ? format(day, 'yyyy-MM-dd') : programDay();
}

interface ClaimForm {
  fund: string;
  category: string;
  description: string;
  amount: string;
  campaignDate: string;
  preApprovalReference: string;
}

const EMPTY_FORM: ClaimForm = { fund: '', category: '', description: '', amount: '', campaignDate: '', preApprovalReference: '' };

const FUND_OPTIONS = FUNDS.map((fund) => ({ value: fund, label: fund === 'COOP' ? 'Co-op' : 'MDF (Market Development Funds)' }));
const CATEGORY_OPTIONS = CLAIM_CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] }));

function toValues(form: ClaimForm): FundClaimValues {
  return {
    fund: (form.fund || null) as MarketingFund | null,
    category: form.category || null,
    description: form.description,
    amount: form.amount.trim() === '' ? null : form.amount.trim(),
    campaignDate: form.campaignDate || null,
    preApprovalReference: form.preApprovalReference,
  };
}

export interface ClaimDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  summary: ClaimDialog_SummaryFragment;
  /** Claims already pending per fund: they count against what a new claim may ask for. */
  /** Whole cents of the claims pending against each fund. */
  pendingByFund: Readonly<Record<MarketingFund, Cents>>;
  onSubmitted: (transaction: TransactionsTable_TransactionFragment) => void;
}

/**
 * Submit Claim: a co-op or MDF claim checked against the program guidelines (within 90 days of the
 * campaign, more than $0 and within what the fund can still pay, pre-approval above $5,000) with the
 * rules the server applies, messages at the fields.
 */
export function ClaimDialog({ open, onOpenChange, summary, pendingByFund, onSubmitted }: ClaimDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<ClaimForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submit, { loading }] = useMutation(MarketingFundsSubmitClaimDocument, {
    refetchQueries: (result) => (result.data?.submitFundClaim.transaction ? [MarketingFundsScreenDocument] : []),
    awaitRefetchQueries: true,
    update: invalidateOnSuccess('submitFundClaim', (result: MarketingFundsSubmitClaimMutation) => result.submitFundClaim.transaction !== null),
  });

  const today = serverToday(summary);
  const earliest = format(subDays(parseISO(today), FUND_CLAIM_WINDOW_DAYS), 'yyyy-MM-dd');
  const claimable = (fund: MarketingFund): Cents => {
    const available = summary.funds.find((entry) => entry.fund === fund)?.available;
    return (available ? centsOf(available) : 0) - pendingByFund[fund];
  };
  const chosenFund = (form.fund || null) as MarketingFund | null;
  const typed = parseMoneyText(form.amount);
  const needsPreApproval = 'cents' in typed && typed.cents > PRE_APPROVAL_THRESHOLD * 100;

  const reset = () => {
    setForm(EMPTY_FORM);
    setErrors({});
  };

  const change = (name: keyof ClaimForm) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setForm((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name] && !(name === 'fund' && current.amount)) return current;
      const next = { ...current };
      delete next[name];
      // The amount's limit depends on the fund.
      if (name === 'fund') delete next.amount;
      return next;
    });
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const values = toValues(form);
    const problems = validateFundClaim(values, { today, available: values.fund ? claimable(values.fund) : 0 });
    if (problems.length > 0) {
      setErrors(errorsByField(problems));
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      const { data } = await submit({
        variables: {
          input: {
            fund: values.fund as MarketingFund,
            category: values.category as TransactionCategory,
            description: form.description.trim(),
            amount: values.amount as string,
            campaignDate: form.campaignDate,
            preApprovalReference: form.preApprovalReference.trim() || null,
          },
        },
      });
      const payload = data?.submitFundClaim;
      if (!payload) return;
      if (payload.errors.length > 0 || !payload.transaction) {
        setErrors(errorsByField(payload.errors));
        focusFirstInvalid(formRef.current);
        return;
      }
      reset();
      onSubmitted(payload.transaction);
    } catch (error) {
      setErrors({ _form: errorMessage(error).message });
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Submit Claim"
      description={<>Claim reimbursement for a co-op or MDF campaign. Approval takes about 3-5 days.</>}
      size={{ smDown: 'full', sm: 'lg' }}
      formError={errors._form}
      formRef={formRef}
      onSubmit={(event) => void handleSubmit(event)}
      submitLabel="Submit Claim"
      loading={loading}
      loadingText="Submitting…"
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <SelectField
          label="Fund"
          placeholder="Select fund"
          options={FUND_OPTIONS}
          value={form.fund}
          onChange={change('fund')}
          error={errors.fund}
          required
        />
        <SelectField
          label="Category"
          placeholder="Select category"
          options={CATEGORY_OPTIONS}
          value={form.category}
          onChange={change('category')}
          error={errors.category}
          required
        />
      </SimpleGrid>
      <Field.Root invalid={!!errors.description} required>
        <Field.Label>Description</Field.Label>
        <Textarea
          value={form.description}
          onChange={change('description')}
          rows={3}
          maxLength={FUND_CLAIM_DESCRIPTION_MAX}
          placeholder="e.g. Holiday direct mail postcards, 5,000 pieces"
          autoresize
        />
        <Field.HelperText>Campaign or invoice, up to {FUND_CLAIM_DESCRIPTION_MAX} characters.</Field.HelperText>
        <Field.ErrorText>{errors.description}</Field.ErrorText>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField
          label="Amount (USD)"
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          value={form.amount}
          onChange={change('amount')}
          error={errors.amount}
          helperText={chosenFund ? `Available to claim: ${formatAmount(Math.max(0, claimable(chosenFund)))}` : 'Choose a fund to see what it can pay.'}
          required
        />
        <TextField
          label="Campaign date"
          type="date"
          min={earliest}
          max={today}
          value={form.campaignDate}
          onChange={change('campaignDate')}
          error={errors.campaignDate}
          helperText={`Completion or invoice date, within the last ${FUND_CLAIM_WINDOW_DAYS} days.`}
          required
        />
      </SimpleGrid>
      <TextField
        label="Pre-approval reference"
        value={form.preApprovalReference}
        onChange={change('preApprovalReference')}
        error={errors.preApprovalReference}
        placeholder="e.g. PA-4471"
        helperText="Required for campaigns above $5,000: the reference your territory manager gave you."
        required={needsPreApproval}
        optional={!needsPreApproval}
      />
      <Text fontSize="xs" color="fg.muted">
        Approved claims are reimbursed within 10-15 business days.
      </Text>
    </FormDialog>
  );
}
