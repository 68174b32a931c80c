import { useMutation } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { Controller, useForm } from 'react-hook-form';
import { PreferenceSwitch } from '../../components/preference-switch';
import { toaster } from '../../components/ui/toaster';
import { ProfileSettingsUpdateNotificationsDocument, type NotificationsForm_NotificationsFragment } from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { FORM_ERROR } from '../../lib/forms';
import { SettingsCard } from './settings-form';

type Preference = Exclude<keyof NotificationsForm_NotificationsFragment, '__typename'>;
type EditablePreference = Exclude<Preference, 'security'>;

/** The seven notification toggles, in order (docs/product.md, "Screens and navigation"). */
export const NOTIFICATION_TOGGLES: readonly { name: Preference; label: string; description: string }[] = [
  { name: 'promotions', label: 'Promotions', description: 'New promotions, rebates and limited-time offers.' },
  { name: 'rewards', label: 'Rewards', description: 'Points earned, redemptions and new rewards in the catalog.' },
  { name: 'training', label: 'Training', description: 'New courses, webinars and certification reminders.' },
  { name: 'marketing', label: 'Marketing funds', description: 'Co-op and MDF accruals, claims and reimbursements.' },
  { name: 'security', label: 'Security alerts', description: 'Sign-ins and password changes. Always on to protect your account.' },
  { name: 'newsletter', label: 'Newsletter', description: 'The monthly program newsletter with dealer news and tips.' },
  { name: 'product', label: 'Product updates', description: 'New equipment, parts and product announcements.' },
];

export const NOTIFICATIONS_SAVED_TOAST = {
  title: 'Notification preferences saved',
  description: 'You will only receive the notifications you chose.',
} as const;

function editable(preferences: NotificationsForm_NotificationsFragment): Record<EditablePreference, boolean> {
  return {
    promotions: preferences.promotions,
    rewards: preferences.rewards,
    training: preferences.training,
    marketing: preferences.marketing,
    newsletter: preferences.newsletter,
    product: preferences.product,
  };
}

/** Notifications: which updates the user receives; security alerts stay on. */
export function NotificationsForm({ notifications }: { notifications: NotificationsForm_NotificationsFragment }) {
  // The switches have nothing to check: the form holds them and what was saved (Discard goes back to it).
  const form = useForm({ defaultValues: editable(notifications) });
  const [update] = useMutation(ProfileSettingsUpdateNotificationsDocument);

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await update({ variables: { input: values } });
      const payload = result.data?.updateNotificationPreferences;
      if (!payload) return;
      if (payload.errors.length > 0) {
        form.setError(FORM_ERROR, { type: 'server', message: payload.errors.map((error) => error.message).join(' ') });
        return;
      }
      form.reset(payload.profile ? editable(payload.profile.notifications) : values);
      toaster.create({ type: 'success', ...NOTIFICATIONS_SAVED_TOAST });
    } catch (caught) {
      form.setError(FORM_ERROR, { type: 'server', message: errorMessage(caught).message });
    }
  });

  return (
    <SettingsCard
      title="Notification Preferences"
      description="Choose which updates we send you."
      onSubmit={handleSubmit}
      submitLabel="Save Preferences"
      saving={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      onDiscard={() => form.reset()}
      formError={form.formState.errors[FORM_ERROR]?.message}
    >
      <Stack as="ul" listStyleType="none" gap="0" mt="-4" mb="-4" css={{ '& > li + li': { borderTopWidth: '1px', borderColor: 'border.muted' } }}>
        {NOTIFICATION_TOGGLES.map(({ name, label, description }) =>
          name === 'security' ? (
            <PreferenceSwitch key={name} label={label} description={description} checked disabled onChange={() => {}} />
          ) : (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <PreferenceSwitch label={label} description={description} checked={field.value} onChange={field.onChange} />
              )}
            />
          ),
        )}
      </Stack>
    </SettingsCard>
  );
}
