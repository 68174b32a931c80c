import { useMutation } from '@apollo/client/react';
import { Input, SimpleGrid } from '@chakra-ui/react';
import { FormDialog } from '../../components/form-dialog';
import { FormField, SelectField } from '../../components/form-field';
import { toaster } from '../../components/ui/toaster';
import {
  AdminDealershipsCreateDocument,
  AdminDealershipsScreenDocument,
  AdminDealershipsUpdateDocument,
  type DealershipInput,
  type DealershipsTable_DealershipFragment,
  type TierName,
} from '../../graphql/__generated__/graphql';
import { FORM_ERROR, showServerErrors, useRulesForm } from '../../lib/forms';
import {
  CITY_MAX,
  DEALER_NUMBER_MAX,
  DEALERSHIP_NAME_MAX,
  DEALERSHIP_TIER_LABELS,
  REGION_MAX,
  STREET_ADDRESS_MAX,
  US_STATES,
  validateDealership,
  type DealershipValues,
  type ReportedError,
} from '../../lib/validation';

type FormValues = Required<{ [Key in keyof DealershipValues]: string }>;

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));
const TIER_OPTIONS = (Object.entries(DEALERSHIP_TIER_LABELS) as [TierName, string][]).map(([value, label]) => ({ value, label }));

function valuesOf(dealership: DealershipsTable_DealershipFragment | null): FormValues {
  if (!dealership) return { dealerNumber: '', name: '', region: '', streetAddress: '', city: '', state: '', zipCode: '', tier: '', principalEmail: '' };
  const { dealerNumber, name, region, streetAddress, city, state, zipCode, tier } = dealership;
  return { dealerNumber, name, region, streetAddress, city, state, zipCode, tier, principalEmail: dealership.principalEmail ?? '' };
}

/** The server names a field `dealership.city`; the form has it as `city`. */
function formErrors(errors: readonly ReportedError[]): ReportedError[] {
  return errors.map((error) => ({ ...error, field: Array.isArray(error.field) && error.field[0] === 'dealership' ? error.field.slice(1) : error.field }));
}

export interface DealershipDialogProps {
  /** The dealership to edit; null for Add Dealership. */
  dealership: DealershipsTable_DealershipFragment | null;
  onClose: () => void;
  /** Called with the new dealership after a create. */
  onCreated?: (dealership: { id: string; dealerNumber: string }) => void;
}

/** Add Dealership and Edit Dealership: the shared dealership rules in the browser, then the server's (a dealer number in use). */
export function DealershipDialog({ dealership, onClose, onCreated }: DealershipDialogProps) {
  const form = useRulesForm<FormValues>({ defaultValues: valuesOf(dealership), validate: (values) => validateDealership(values) });
  const { errors } = form.formState;
  const options = { refetchQueries: [AdminDealershipsScreenDocument], awaitRefetchQueries: true };
  const [create, createState] = useMutation(AdminDealershipsCreateDocument, options);
  const [update, updateState] = useMutation(AdminDealershipsUpdateDocument, options);

  const submit = form.handleSubmit(async (values) => {
    const input: DealershipInput = {
      dealerNumber: values.dealerNumber.trim(),
      name: values.name.trim(),
      region: values.region.trim(),
      streetAddress: values.streetAddress.trim(),
      city: values.city.trim(),
      state: values.state,
      zipCode: values.zipCode.trim(),
      tier: values.tier as TierName,
      principalEmail: values.principalEmail.trim() || null,
    };
    try {
      if (dealership) {
        const { data } = await update({ variables: { input: { id: dealership.id, dealership: input } } });
        const result = data?.updateDealership;
        if (!result || result.errors.length > 0) {
          showServerErrors(form, formErrors(result?.errors ?? [{ field: null, message: 'The dealership could not be saved' }]));
          return;
        }
        toaster.create({ type: 'success', title: 'Dealership Updated', description: `${input.name} has been saved` });
      } else {
        const { data } = await create({ variables: { input: { dealership: input } } });
        const result = data?.createDealership;
        if (!result?.dealership || result.errors.length > 0) {
          showServerErrors(form, formErrors(result?.errors ?? [{ field: null, message: 'The dealership could not be created' }]));
          return;
        }
        toaster.create({ type: 'success', title: 'Dealership Created', description: `${input.name} has been added to the network` });
        onCreated?.(result.dealership);
      }
      onClose();
    } catch {
      form.setError(FORM_ERROR, { type: 'server', message: 'The dealership could not be saved. Please try again.' });
    }
  });

  return (
    <FormDialog
      onOpenChange={(open) => (open ? null : onClose())}
      title={dealership ? 'Edit Dealership' : 'Add Dealership'}
      formError={errors[FORM_ERROR]?.message}
      onSubmit={(event) => void submit(event)}
      submitLabel={dealership ? 'Save Changes' : 'Add Dealership'}
      loading={createState.loading || updateState.loading}
      loadingText="Saving…"
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label="Dealer Number" required error={errors.dealerNumber?.message}>
          <Input maxLength={DEALER_NUMBER_MAX} fontFamily="mono" {...form.register('dealerNumber')} />
        </FormField>
        <SelectField label="Tier" required error={errors.tier?.message} placeholder="Select a tier" options={TIER_OPTIONS} {...form.register('tier')} />
      </SimpleGrid>
      <FormField label="Dealership Name" required error={errors.name?.message}>
        <Input maxLength={DEALERSHIP_NAME_MAX} {...form.register('name')} />
      </FormField>
      <FormField label="Region" required error={errors.region?.message}>
        <Input maxLength={REGION_MAX} {...form.register('region')} />
      </FormField>
      <FormField label="Street Address" required error={errors.streetAddress?.message}>
        <Input maxLength={STREET_ADDRESS_MAX} autoComplete="off" {...form.register('streetAddress')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <FormField label="City" required error={errors.city?.message}>
          <Input maxLength={CITY_MAX} {...form.register('city')} />
        </FormField>
        <SelectField label="State" required error={errors.state?.message} placeholder="Select" options={STATE_OPTIONS} {...form.register('state')} />
        <FormField label="ZIP Code" required error={errors.zipCode?.message}>
          <Input inputMode="numeric" maxLength={10} {...form.register('zipCode')} />
        </FormField>
      </SimpleGrid>
      <FormField label="Principal Email" error={errors.principalEmail?.message} helper="Optional; the dealer principal's address">
        <Input type="email" autoComplete="off" {...form.register('principalEmail')} />
      </FormField>
    </FormDialog>
  );
}
