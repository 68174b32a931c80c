import { useMutation } from '@apollo/client/react';
import { Box, Flex, Stack, Switch, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { toaster } from '../../components/ui/toaster';
import { ProfileSettingsUpdateNotificationsDocument, type NotificationsForm_NotificationsFragment } from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
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

function PreferenceSwitch({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const descriptionId = useId();
  return (
    <Flex as="li" justify="space-between" align="center" gap="4" py="4">
      <Box minW="0">
        <Text fontWeight="medium" aria-hidden="true">
          {label}
        </Text>
        <Text id={descriptionId} fontSize="sm" color="fg.muted">
          {description}
        </Text>
      </Box>
      <Switch.Root colorPalette="brand" checked={checked} disabled={disabled} onCheckedChange={(details) => onChange(details.checked)} flexShrink={0}>
        <Switch.HiddenInput role="switch" aria-describedby={descriptionId} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label srOnly>{label}</Switch.Label>
      </Switch.Root>
    </Flex>
  );
}

/** Notifications: which updates the user receives; security alerts stay on. */
export function NotificationsForm({ notifications }: { notifications: NotificationsForm_NotificationsFragment }) {
  const [saved, setSaved] = useState(() => editable(notifications));
  const [values, setValues] = useState(saved);
  const [formError, setFormError] = useState('');
  const [update, { loading }] = useMutation(ProfileSettingsUpdateNotificationsDocument);
  const dirty = (Object.keys(values) as EditablePreference[]).some((key) => values[key] !== saved[key]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setFormError('');
    try {
      const result = await update({ variables: { input: values } });
      const payload = result.data?.updateNotificationPreferences;
      if (!payload) return;
      if (payload.errors.length > 0) {
        setFormError(payload.errors.map((error) => error.message).join(' '));
        return;
      }
      const next = payload.profile ? editable(payload.profile.notifications) : values;
      setSaved(next);
      setValues(next);
      toaster.create({ type: 'success', ...NOTIFICATIONS_SAVED_TOAST });
    } catch (caught) {
      setFormError(errorMessage(caught).message);
    }
  }

  return (
    <SettingsCard
      title="Notification Preferences"
      description="Choose which updates we send you."
      onSubmit={handleSubmit}
      formRef={null}
      submitLabel="Save Preferences"
      saving={loading}
      dirty={dirty}
      onDiscard={() => setValues(saved)}
      formError={formError}
    >
      <Stack as="ul" listStyleType="none" gap="0" mt="-4" mb="-4" css={{ '& > li + li': { borderTopWidth: '1px', borderColor: 'border.muted' } }}>
        {NOTIFICATION_TOGGLES.map((toggle) =>
          toggle.name === 'security' ? (
            <PreferenceSwitch key={toggle.name} label={toggle.label} description={toggle.description} checked disabled onChange={() => {}} />
          ) : (
            <PreferenceSwitch
              key={toggle.name}
              label={toggle.label}
              description={toggle.description}
              checked={values[toggle.name as EditablePreference]}
              onChange={(checked) => setValues((current) => ({ ...current, [toggle.name]: checked }))}
            />
          ),
        )}
      </Stack>
    </SettingsCard>
  );
}
