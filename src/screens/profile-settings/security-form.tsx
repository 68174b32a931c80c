import { useMutation } from '@apollo/client/react';
import { Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { PasswordField } from '../../components/form-field';
import { ProfileSettingsChangePasswordDocument, type SecurityForm_ProfileFragment } from '../../graphql/__generated__/graphql';
import { formatDateTime } from '../../lib/format';
import { PASSWORD_HINT, validateChangePassword } from '../../lib/validation/session';
import { SettingsCard, useSettingsForm } from './settings-form';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Security: change the password (current, new, confirm), with the password guidance. */
export function SecurityForm({ profile }: { profile: SecurityForm_ProfileFragment }) {
  const [changePassword] = useMutation(ProfileSettingsChangePasswordDocument);
  const form = useSettingsForm({
    initial: EMPTY,
    validate: validateChangePassword,
    save: async (values) => {
      const result = await changePassword({ variables: { input: values } });
      const payload = result.data?.changePassword;
      return payload ? { errors: payload.errors } : null;
    },
    success: { title: 'Password updated successfully', description: 'Use your new password the next time you sign in.' },
    resetAfterSave: true,
  });

  return (
    <SettingsCard
      title="Change Password"
      description="Keep your account secure with a strong password."
      onSubmit={form.handleSubmit}
      submitLabel="Update Password"
      saving={form.saving}
      formError={form.formError}
    >
      <Stack gap="5" maxW="md">
        {profile.passwordUpdatedAt ? (
          <Flex align="center" gap="2" fontSize="sm" color="fg.muted">
            <Icon as={ShieldCheck} aria-hidden boxSize="4" color="green.fg" />
            <Text>{`Password last changed ${formatDateTime(profile.passwordUpdatedAt)}`}</Text>
          </Flex>
        ) : null}
        <PasswordField label="Current password" autoComplete="current-password" required {...form.field('currentPassword')} />
        <PasswordField label="New password" autoComplete="new-password" required helper={PASSWORD_HINT} {...form.field('newPassword')} />
        <PasswordField label="Confirm new password" autoComplete="new-password" required {...form.field('confirmPassword')} />
      </Stack>
    </SettingsCard>
  );
}
