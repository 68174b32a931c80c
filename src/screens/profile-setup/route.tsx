import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AuthHeading, AuthLayout } from '../../components/auth-layout';
import { SelectField, TextField } from '../../components/form-field';
import { PreferenceSwitch } from '../../components/preference-switch';
import { toaster } from '../../components/ui/toaster';
import { ProfileSetupCompleteDocument, type BusinessType } from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { FORM_ERROR, showServerErrors, useRulesForm } from '../../lib/forms';
import { US_STATES, validateProfileSetup, type ProfileSetupValues } from '../../lib/validation/session';

const BUSINESS_TYPES: readonly { value: BusinessType; label: string }[] = [
  { value: 'DEALER', label: 'Independent Dealer' },
  { value: 'CONTRACTOR', label: 'HVAC Contractor' },
  { value: 'DISTRIBUTOR', label: 'Distributor' },
  { value: 'INSTALLER', label: 'Installation Specialist' },
  { value: 'SERVICE', label: 'Service Provider' },
];

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));

type Preference = 'emailNotifications' | 'claimUpdates' | 'promotionAlerts' | 'rewardReminders' | 'trainingNotifications';

const PREFERENCES: readonly { name: Preference; label: string; description: string }[] = [
  { name: 'emailNotifications', label: 'Email notifications', description: 'Program news and account activity by e-mail.' },
  { name: 'claimUpdates', label: 'Claim updates', description: 'When a claim is approved, needs information or is paid.' },
  { name: 'promotionAlerts', label: 'Promotion alerts', description: 'New promotions, rebates and offers for your dealership.' },
  { name: 'rewardReminders', label: 'Reward reminders', description: 'Your points balance, expiring points and new rewards.' },
  { name: 'trainingNotifications', label: 'Training notifications', description: 'New courses, webinars and certification reminders.' },
];

/** docs/product.md, "Validation": every switch is on except training notifications. */
const DEFAULT_PREFERENCES: Record<Preference, boolean> = {
  emailNotifications: true,
  claimUpdates: true,
  promotionAlerts: true,
  rewardReminders: true,
  trainingNotifications: false,
};

const EMPTY_PROFILE: { [K in keyof ProfileSetupValues]-?: string } = {
  companyName: '',
  businessType: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  phoneNumber: '',
  website: '',
};

/** Profile setup after sign-up: the business profile and notification choices; then the portal opens as a dealer. */
export function Component() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const form = useRulesForm<ProfileSetupValues>({ defaultValues: EMPTY_PROFILE, validate: validateProfileSetup });
  const { errors } = form.formState;
  const [preferences, setPreferences] = useState(DEFAULT_PREFERENCES);
  const [completeSetup, { loading }] = useMutation(ProfileSetupCompleteDocument);

  const field = (name: keyof ProfileSetupValues) => ({ error: errors[name]?.message, ...form.register(name) });

  const handleSubmit = form.handleSubmit(async (values) => {
    if (loading) return;
    const website = (values.website ?? '').trim();
    // The rules have passed (the resolver), so the business type is one of the list's.
    const businessType = BUSINESS_TYPES.find((option) => option.value === values.businessType)?.value;
    if (!businessType) return;
    try {
      const result = await completeSetup({
        variables: {
          input: {
            companyName: values.companyName.trim(),
            businessType,
            address: values.address.trim(),
            city: values.city.trim(),
            state: values.state,
            zipCode: values.zipCode.trim(),
            phoneNumber: values.phoneNumber.trim(),
            website: website === '' ? null : website,
            ...preferences,
          },
        },
      });
      const payload = result.data?.completeProfileSetup;
      if (!payload) return;
      if (payload.errors.length > 0) {
        showServerErrors(form, payload.errors);
        return;
      }
      // The shell reads the session and dealership from the cache: start it afresh.
      await client.clearStore();
      toaster.create({ type: 'success', title: 'Profile setup complete!', description: 'Your business profile is saved. Welcome to the Loyalty Portal.' });
      navigate('/', { replace: true });
    } catch (caught) {
      toaster.create({ type: 'error', title: "We couldn't save your profile", description: errorMessage(caught).message });
    }
  });

  return (
    <AuthLayout title="Profile Setup" maxW="2xl">
      <AuthHeading title="Profile Setup" description="Tell us about your business and choose the updates you want. You can change all of this later in Profile Settings." />
      {errors[FORM_ERROR] ? (
        <Alert.Root status="error" mb="6" rounded="lg">
          <Alert.Indicator />
          <Alert.Title>{errors[FORM_ERROR].message}</Alert.Title>
        </Alert.Root>
      ) : null}
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="10">
          <Box as="section" aria-labelledby="business-information">
            <Heading as="h2" id="business-information" size="md" mb="1">
              Business Information
            </Heading>
            <Text fontSize="sm" color="fg.muted" mb="5">
              How your dealership appears in the portal and to your territory manager.
            </Text>
            <Stack gap="5">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <TextField label="Company name" autoComplete="organization" required {...field('companyName')} />
                <SelectField label="Business type" placeholder="Select business type" options={BUSINESS_TYPES} required {...field('businessType')} />
              </SimpleGrid>
              <TextField label="Street address" autoComplete="street-address" required {...field('address')} />
              <SimpleGrid columns={{ base: 1, md: 6 }} gap="5">
                <Box gridColumn={{ md: 'span 3' }}>
                  <TextField label="City" autoComplete="address-level2" required {...field('city')} />
                </Box>
                <Box gridColumn={{ md: 'span 3' }}>
                  <SelectField label="State" placeholder="Select state" options={STATE_OPTIONS} autoComplete="address-level1" required {...field('state')} />
                </Box>
                <Box gridColumn={{ md: 'span 3' }}>
                  <TextField label="ZIP code" autoComplete="postal-code" inputMode="numeric" placeholder="62701" required {...field('zipCode')} />
                </Box>
                <Box gridColumn={{ md: 'span 3' }}>
                  <TextField label="Phone number" type="tel" autoComplete="tel" placeholder="(555) 123-4567" required {...field('phoneNumber')} />
                </Box>
              </SimpleGrid>
              <TextField label="Website" type="url" inputMode="url" autoComplete="url" placeholder="https://www.yourdealership.com" optional {...field('website')} />
            </Stack>
          </Box>

          <Box as="section" aria-labelledby="notification-preferences">
            <Heading as="h2" id="notification-preferences" size="md" mb="1">
              Notification Preferences
            </Heading>
            <Text fontSize="sm" color="fg.muted" mb="3">
              Choose what we let you know about.
            </Text>
            <Stack as="ul" listStyleType="none" gap="0" css={{ '& > li + li': { borderTopWidth: '1px', borderColor: 'border.muted' } }}>
              {PREFERENCES.map((preference) => (
                <PreferenceSwitch
                  key={preference.name}
                  label={preference.label}
                  description={preference.description}
                  checked={preferences[preference.name]}
                  onChange={(checked) => setPreferences((current) => ({ ...current, [preference.name]: checked }))}
                  py="3"
                />
              ))}
            </Stack>
          </Box>

          <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" pt="2">
            <Button asChild variant="outline" size="lg">
              <RouterLink to="/signup">
                <ArrowLeft aria-hidden="true" />
                Back
              </RouterLink>
            </Button>
            <Button type="submit" colorPalette="brand" size="lg" loading={loading || form.formState.isSubmitting} loadingText="Setting up...">
              Complete Setup &amp; Get Started
            </Button>
          </Flex>
        </Stack>
      </form>
    </AuthLayout>
  );
}
