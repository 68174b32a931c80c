import { useMutation } from '@apollo/client/react';
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { SelectField, TextField } from '../../components/form-field';
import {
  ProfileSettingsUpdateDealerDocument,
  ShellViewerDocument,
  type DealerInfoForm_DealerFragment,
} from '../../graphql/__generated__/graphql';
import { US_STATES, validateDealerInfo } from '../../lib/validation/session';
import { SettingsCard, useSettingsForm } from './settings-form';
import { programDay } from '../../lib/program-time';

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));

/** docs/product.md, "Validation": the dealer number cannot be changed here. */
export const DEALER_NUMBER_NOTE = 'Changing your dealer number requires contacting support.';

function editable(dealer: DealerInfoForm_DealerFragment) {
  return {
    businessName: dealer.businessName,
    streetAddress: dealer.streetAddress,
    city: dealer.city,
    state: dealer.state,
    zipCode: dealer.zipCode,
    businessPhone: dealer.businessPhone,
    website: dealer.website,
    yearEstablished: dealer.yearEstablished,
  };
}

/** Dealer (dealers only): the dealership's business details; its name shows in the header. */
export function DealerInfoForm({ dealer }: { dealer: DealerInfoForm_DealerFragment }) {
  const [updateDealer] = useMutation(ProfileSettingsUpdateDealerDocument, {
    // The header shows the dealership's name and city: read the session again.
    refetchQueries: [ShellViewerDocument],
    awaitRefetchQueries: true,
  });
  const form = useSettingsForm({
    initial: editable(dealer),
    validate: (values) => validateDealerInfo(values, Number(programDay().slice(0, 4))),
    save: async (values) => {
      const result = await updateDealer({
        variables: {
          input: {
            businessName: values.businessName.trim(),
            streetAddress: values.streetAddress.trim(),
            city: values.city.trim(),
            state: values.state.trim(),
            zipCode: values.zipCode.trim(),
            businessPhone: values.businessPhone.trim(),
            website: values.website.trim(),
            yearEstablished: values.yearEstablished.trim(),
          },
        },
      });
      const payload = result.data?.updateDealerInfo;
      if (!payload) return null;
      const saved = payload.profile?.dealer;
      return { errors: payload.errors, saved: saved ? editable(saved) : undefined };
    },
    success: { title: 'Dealer information updated successfully', description: 'Your dealership details are saved.' },
  });

  return (
    <SettingsCard
      title="Dealer Information"
      description="Your dealership as it appears across the portal."
      onSubmit={form.handleSubmit}
      submitLabel="Save Changes"
      saving={form.saving}
      dirty={form.dirty}
      onDiscard={form.discard}
      formError={form.formError}
    >
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField label="Business name" autoComplete="organization" required {...form.field('businessName')} />
          <TextField label="Dealer number" name="dealerNumber" value={dealer.dealerNumber} disabled readOnly helper={DEALER_NUMBER_NOTE} />
        </SimpleGrid>
        <TextField label="Street address" autoComplete="street-address" {...form.field('streetAddress')} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          <TextField label="City" autoComplete="address-level2" {...form.field('city')} />
          <SelectField label="State" placeholder="Select state" options={STATE_OPTIONS} autoComplete="address-level1" {...form.field('state')} />
          <TextField label="ZIP code" autoComplete="postal-code" inputMode="numeric" {...form.field('zipCode')} />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          <TextField label="Business phone" type="tel" autoComplete="tel" {...form.field('businessPhone')} />
          <TextField label="Website" type="url" inputMode="url" autoComplete="url" placeholder="https://www.yourdealership.com" {...form.field('website')} />
          <TextField label="Year established" inputMode="numeric" maxLength={4} {...form.field('yearEstablished')} />
        </SimpleGrid>
      </Stack>
    </SettingsCard>
  );
}
