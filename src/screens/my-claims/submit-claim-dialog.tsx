import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, SimpleGrid, Text } from '@chakra-ui/react';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { subDays } from 'date-fns/subDays';
import { RotateCcw } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import { FormDialog } from '../../components/form-dialog';
import { FieldMarksProvider, FormField, numberFromInput, SelectField, TextField } from '../../components/form-field';
import { AttachmentPicker, EvidencePreview, pickedFile, useEvidenceAttachment, type PickedFile } from '../../features/claims/evidence-field';
import {
  MyClaimsEquipmentDocument,
  MyClaimsScreenDocument,
  MyClaimsSubmitClaimDocument,
  type MyClaimsEquipmentQuery,
  type MyClaimsSubmitClaimMutation,
} from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { invalidateOnSuccess } from '../../graphql/invalidation';
import { FORM_ERROR, showServerErrors, useRulesForm } from '../../lib/forms';
import { decimalFromCents, parseMoneyText } from '../../lib/money';
import { programDay } from '../../lib/program-time';
import { CLAIM_INSTALL_WINDOW_DAYS, CLAIM_QUANTITY_MAX, validateClaimSubmission, type ClaimSubmissionValues } from '../../lib/validation/claim-submission';
import type { ReportedError } from '../../lib/validation/core';

type Equipment = NonNullable<MyClaimsEquipmentQuery['claimEquipment']>[number];

/** The form's fields, as typed (a number and the amount stay text until the rules have read them). */
interface SubmitClaimForm {
  productId: string;
  model: string;
  serialNumber: string;
  quantity: string;
  installedOn: string;
  customerZip: string;
  invoiceNumber: string;
  amount: string;
  attachment: PickedFile | null;
}

const EMPTY_FORM: SubmitClaimForm = {
  productId: '',
  model: '',
  serialNumber: '',
  quantity: '1',
  installedOn: '',
  customerZip: '',
  invoiceNumber: '',
  amount: '',
  attachment: null,
};

/** The values as the shared rule (and so the server) reads them. */
function toValues(form: SubmitClaimForm): ClaimSubmissionValues {
  return {
    productId: form.productId,
    model: form.model,
    serialNumber: form.serialNumber,
    quantity: numberFromInput(form.quantity),
    installedOn: form.installedOn,
    customerZip: form.customerZip,
    invoiceNumber: form.invoiceNumber,
    amount: form.amount,
    attachment: form.attachment,
  };
}

/** An error on a part of the attachment (`attachment.fileId`) belongs to the attachment's field. */
function atFormFields<E extends ReportedError>(errors: readonly E[]): E[] {
  return errors.map((error) => (Array.isArray(error.field) && error.field[0] === 'attachment' ? { ...error, field: ['attachment'] } : error));
}

/** The amount as the contract's decimal text, `845` -> `845.00` (the rules have read it already). */
function decimalAmount(text: string): string {
  const parsed = parseMoneyText(text);
  return 'cents' in parsed ? decimalFromCents(parsed.cents) : text.trim();
}

export interface SubmitClaimDialogProps {
  open: boolean;
  /** Called with false when the user closes the dialog without sending it. */
  onOpenChange: (open: boolean) => void;
  /** The claim was saved, pending review; the list has loaded again with it. */
  onSubmitted: (claim: { id: string }) => void;
  /** Where the focus goes once the dialog has closed. */
  finalFocusEl: () => HTMLElement | null;
}

/**
 * Submit a claim (docs/product.md, "Submitting a claim"): a sale of one of the program's equipment
 * lines, its model, serial number, quantity, install date, customer ZIP, invoice number, amount and the
 * invoice or a photo, checked by the rules the server applies (validateClaimSubmission) with messages
 * at the fields. The equipment lines load when the dialog opens.
 */
export function SubmitClaimDialog({ open, onOpenChange, onSubmitted, finalFocusEl }: SubmitClaimDialogProps) {
  const equipment = useQuery(MyClaimsEquipmentDocument, { skip: !open });
  const lines: readonly Equipment[] = equipment.data?.claimEquipment ?? [];
  const [submit] = useMutation(MyClaimsSubmitClaimDocument, {
    refetchQueries: (result) => (result.data?.submitClaim.claim ? [MyClaimsScreenDocument] : []),
    awaitRefetchQueries: true,
    update: invalidateOnSuccess('submitClaim', (result: MyClaimsSubmitClaimMutation) => result.submitClaim.claim !== null),
  });

  const today = programDay();
  const earliest = format(subDays(parseISO(today), CLAIM_INSTALL_WINDOW_DAYS), 'yyyy-MM-dd');
  const lineOf = (productId: string) => lines.find((line) => line.id === productId) ?? null;
  const form = useRulesForm<SubmitClaimForm>({
    defaultValues: EMPTY_FORM,
    validate: (claim) => validateClaimSubmission(toValues(claim), lineOf(claim.productId), today),
  });
  const { errors, isSubmitting } = form.formState;

  const [productId, file] = useWatch({ control: form.control, name: ['productId', 'attachment'] });
  const line = lineOf(productId);
  const attachmentToSend = useEvidenceAttachment(file);

  const handleSubmit = form.handleSubmit(async (claim) => {
    try {
      // The rules have passed, so the file is there; on the portal server it is stored first.
      const attachment = claim.attachment ? await attachmentToSend(claim.attachment) : null;
      if (attachment && 'error' in attachment) {
        showServerErrors(form, [{ field: ['attachment'], message: attachment.error }]);
        return;
      }
      const { data } = await submit({
        variables: {
          input: {
            productId: claim.productId,
            model: claim.model,
            serialNumber: claim.serialNumber.trim(),
            quantity: Number(claim.quantity),
            installedOn: claim.installedOn,
            customerZip: claim.customerZip.trim(),
            invoiceNumber: claim.invoiceNumber.trim(),
            amount: decimalAmount(claim.amount),
            attachment,
          },
        },
      });
      const payload = data?.submitClaim;
      if (!payload) return;
      if (payload.errors.length > 0 || !payload.claim) {
        showServerErrors(form, atFormFields(payload.errors));
        return;
      }
      form.reset();
      onSubmitted(payload.claim);
    } catch (error) {
      form.setError(FORM_ERROR, { type: 'server', message: errorMessage(error).message });
    }
  });

  const lineOptions = lines.map((entry) => ({ value: entry.id, label: entry.name }));
  const linesLoading = open && equipment.loading && lines.length === 0;

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
      title="Submit a claim"
      description="Claim a sale you installed. Every field is required; the program reviews the claim in about 3-5 days."
      size={{ smDown: 'full', sm: 'xl' }}
      formError={errors[FORM_ERROR]?.message}
      onSubmit={(event) => void handleSubmit(event)}
      submitLabel="Submit claim"
      loading={isSubmitting}
      loadingText="Submitting…"
      finalFocusEl={finalFocusEl}
    >
      {equipment.error && lines.length === 0 ? (
        <Alert.Root status="error" flexWrap="wrap" rowGap="2">
          <Alert.Indicator />
          <Alert.Content flex="1" minW="48">
            <Alert.Title>The equipment lines could not be loaded</Alert.Title>
            <Alert.Description>{errorMessage(equipment.error).message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" alignSelf="center" onClick={() => void equipment.refetch()}>
            <RotateCcw aria-hidden />
            Try again
          </Button>
        </Alert.Root>
      ) : null}
      {/* Every field is required: none is marked. */}
      <FieldMarksProvider marks="optional">
        <SelectField
          label="Equipment line"
          placeholder={linesLoading ? 'Loading equipment lines…' : 'Select equipment line'}
          options={lineOptions}
          error={errors.productId?.message}
          required
          aria-busy={linesLoading || undefined}
          // A model and a serial number are read against the chosen line: a model of another line goes.
          {...form.register('productId', {
            onChange: (event: { target: { value: string } }) => {
              if (!lineOf(event.target.value)?.models.includes(form.getValues('model'))) form.setValue('model', '');
              form.clearErrors(['model', 'serialNumber']);
            },
          })}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField
            label="Model"
            placeholder={line ? 'Select model' : 'Select the line first'}
            options={line?.models ?? []}
            error={errors.model?.message}
            required
            {...form.register('model')}
          />
          <TextField
            label="Quantity"
            type="number"
            inputMode="numeric"
            min="1"
            max={String(CLAIM_QUANTITY_MAX)}
            step="1"
            error={errors.quantity?.message}
            helper={`Units installed, 1 to ${CLAIM_QUANTITY_MAX}`}
            required
            {...form.register('quantity')}
          />
        </SimpleGrid>
        <TextField
          label="Serial number"
          autoComplete="off"
          spellCheck={false}
          fontFamily="mono"
          error={errors.serialNumber?.message}
          helper={
            line ? (
              <>
                {line.serialFormat}, e.g.{' '}
                <Text as="span" fontFamily="mono">
                  {line.serialExample}
                </Text>
              </>
            ) : (
              'From the rating plate. Select the equipment line to see the form of its serial numbers.'
            )
          }
          required
          {...form.register('serialNumber')}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            label="Install date"
            type="date"
            min={earliest}
            max={today}
            error={errors.installedOn?.message}
            helper={`Not in the future, at most ${CLAIM_INSTALL_WINDOW_DAYS} days ago`}
            required
            {...form.register('installedOn')}
          />
          <TextField
            label="Customer ZIP"
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 75201"
            error={errors.customerZip?.message}
            helper="5 digits, or ZIP+4"
            required
            {...form.register('customerZip')}
          />
          <TextField
            label="Invoice number"
            autoComplete="off"
            placeholder="e.g. INV-2231"
            error={errors.invoiceNumber?.message}
            helper="As on the invoice or receipt"
            required
            {...form.register('invoiceNumber')}
          />
          <TextField
            label="Amount (USD)"
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 845.00"
            error={errors.amount?.message}
            helper="The sale's amount, in dollars and cents"
            required
            {...form.register('amount')}
          />
        </SimpleGrid>
        <FormField label="Invoice or photo" error={errors.attachment?.message} helper="A PDF, or a JPEG, PNG, HEIC or WebP photo, up to 10 MB" required>
          <Controller
            control={form.control}
            name="attachment"
            render={({ field }) => <AttachmentPicker file={field.value} buttonRef={field.ref} onPick={(picked) => field.onChange(picked ? pickedFile(picked) : null)} />}
          />
        </FormField>
        <EvidencePreview file={file} />
      </FieldMarksProvider>
    </FormDialog>
  );
}
