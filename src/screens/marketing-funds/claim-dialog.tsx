import { useMutation } from '@apollo/client/react';
import { invalidateOnSuccess } from '../../graphql/invalidation';
import { SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { subDays } from 'date-fns/subDays';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '../../components/form-dialog';
import { FieldMarksProvider, FormField, SelectField, TextField } from '../../components/form-field';
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
import { FORM_ERROR, showServerErrors, useRulesForm } from '../../lib/forms';
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
  fund: MarketingFund | '';
  category: TransactionCategory | '';
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
    fund: form.fund || null,
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
  const form = useRulesForm<ClaimForm>({
    defaultValues: EMPTY_FORM,
    validate: (claim) => {
      const values = toValues(claim);
      return validateFundClaim(values, { today, available: values.fund ? claimable(values.fund) : 0 });
    },
  });
  const { errors } = form.formState;
  const [fund, amount] = useWatch({ control: form.control, name: ['fund', 'amount'] });
  const chosenFund = fund || null;
  const typed = parseMoneyText(amount);
  const needsPreApproval = 'cents' in typed && typed.cents > PRE_APPROVAL_THRESHOLD * 100;

  const handleSubmit = form.handleSubmit(async (claim) => {
    const values = toValues(claim);
    // The rules have passed (the resolver), so every required value is there.
    if (!values.fund || !claim.category || !values.amount) return;
    try {
      const { data } = await submit({
        variables: {
          input: {
            fund: values.fund,
            category: claim.category,
            description: claim.description.trim(),
            amount: values.amount,
            campaignDate: claim.campaignDate,
            preApprovalReference: claim.preApprovalReference.trim() || null,
          },
        },
      });
      const payload = data?.submitFundClaim;
      if (!payload) return;
      if (payload.errors.length > 0 || !payload.transaction) {
        showServerErrors(form, payload.errors);
        return;
      }
      form.reset();
      onSubmitted(payload.transaction);
    } catch (error) {
      form.setError(FORM_ERROR, { type: 'server', message: errorMessage(error).message });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
      title="Submit Claim"
      description={<>Claim reimbursement for a co-op or MDF campaign. Approval takes about 3-5 days.</>}
      size={{ smDown: 'full', sm: 'lg' }}
      formError={errors[FORM_ERROR]?.message}
      onSubmit={(event) => void handleSubmit(event)}
      submitLabel="Submit Claim"
      loading={loading}
      loadingText="Submitting…"
    >
      {/* Only the optional field is marked. */}
      <FieldMarksProvider marks="optional">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField
            label="Fund"
            placeholder="Select fund"
            options={FUND_OPTIONS}
            error={errors.fund?.message}
            required
            // The amount's limit depends on the fund.
            {...form.register('fund', { onChange: () => form.clearErrors('amount') })}
          />
          <SelectField
            label="Category"
            placeholder="Select category"
            options={CATEGORY_OPTIONS}
            error={errors.category?.message}
            required
            {...form.register('category')}
          />
        </SimpleGrid>
        <FormField
          label="Description"
          error={errors.description?.message}
          helper={<>Campaign or invoice, up to {FUND_CLAIM_DESCRIPTION_MAX} characters.</>}
          required
        >
          <Textarea
            rows={3}
            maxLength={FUND_CLAIM_DESCRIPTION_MAX}
            placeholder="e.g. Holiday direct mail postcards, 5,000 pieces"
            autoresize
            {...form.register('description')}
          />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            label="Amount (USD)"
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            error={errors.amount?.message}
            helper={chosenFund ? `Available to claim: ${formatAmount(Math.max(0, claimable(chosenFund)))}` : 'Choose a fund to see what it can pay.'}
            required
            {...form.register('amount')}
          />
          <TextField
            label="Campaign date"
            type="date"
            min={earliest}
            max={today}
            error={errors.campaignDate?.message}
            helper={`Completion or invoice date, within the last ${FUND_CLAIM_WINDOW_DAYS} days.`}
            required
            {...form.register('campaignDate')}
          />
        </SimpleGrid>
        <TextField
          label="Pre-approval reference"
          error={errors.preApprovalReference?.message}
          placeholder="e.g. PA-4471"
          helper="Required for campaigns above $5,000: the reference your territory manager gave you."
          required={needsPreApproval}
          optional={!needsPreApproval}
          {...form.register('preApprovalReference')}
        />
      </FieldMarksProvider>
      <Text fontSize="xs" color="fg.muted">
        Approved claims are reimbursed within 10-15 business days.
      </Text>
    </FormDialog>
  );
}
