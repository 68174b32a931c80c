import { useMutation } from '@apollo/client/react';
import { Box, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { TextField } from '../../components/form-field';
import { UserAvatar } from '../../components/user-avatar';
import {
  ProfileSettingsUpdatePersonalDocument,
  ShellViewerDocument,
  type PersonalInfoForm_PersonalFragment,
} from '../../graphql/__generated__/graphql';
import { validatePersonalInfo } from '../../lib/validation/session';
import { SettingsCard, useSettingsForm } from './settings-form';

/** docs/product.md, "Validation": the profile picture guidance (text only). */
export const PROFILE_PICTURE_GUIDANCE = 'JPG, PNG or GIF, max 2MB';

/** Personal: name, e-mail, phone and job title. */
export function PersonalInfoForm({ personal }: { personal: PersonalInfoForm_PersonalFragment }) {
  const [updatePersonal] = useMutation(ProfileSettingsUpdatePersonalDocument, {
    // The header and account menu show the name: read the session again.
    refetchQueries: [ShellViewerDocument],
    awaitRefetchQueries: true,
  });
  const form = useSettingsForm({
    initial: {
      firstName: personal.firstName,
      lastName: personal.lastName,
      email: personal.email,
      phone: personal.phone,
      jobTitle: personal.jobTitle,
    },
    validate: validatePersonalInfo,
    save: async (values) => {
      const result = await updatePersonal({
        variables: {
          input: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email: values.email.trim(),
            phone: values.phone.trim(),
            jobTitle: values.jobTitle.trim(),
          },
        },
      });
      const payload = result.data?.updatePersonalInfo;
      if (!payload) return null;
      const saved = payload.profile?.personal;
      return {
        errors: payload.errors,
        saved: saved
          ? { firstName: saved.firstName, lastName: saved.lastName, email: saved.email, phone: saved.phone, jobTitle: saved.jobTitle }
          : undefined,
      };
    },
    success: { title: 'Personal information updated successfully', description: 'Your contact details are saved.' },
  });

  const [firstName, lastName] = useWatch({ control: form.form.control, name: ['firstName', 'lastName'] });
  const initials = `${firstName.trim()[0] ?? ''}${lastName.trim()[0] ?? ''}`.toUpperCase();

  return (
    <SettingsCard
      title="Personal Information"
      description="Your name and how the program team can reach you."
      onSubmit={form.handleSubmit}
      submitLabel="Save Changes"
      saving={form.saving}
      dirty={form.dirty}
      onDiscard={form.discard}
      formError={form.formError}
    >
      <Stack gap="6">
        <Flex align="center" gap="4" p="4" rounded="lg" bg="bg.subtle" borderWidth="1px" borderColor="border.muted">
          <UserAvatar size="xl" colorPalette="brand" variant="solid">
            {initials || undefined}
          </UserAvatar>
          <Box minW="0">
            <Text fontWeight="semibold">Profile picture</Text>
            <Text fontSize="sm" color="fg.muted">
              {PROFILE_PICTURE_GUIDANCE}
            </Text>
          </Box>
        </Flex>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField label="First name" autoComplete="given-name" required {...form.field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" required {...form.field('lastName')} />
          <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
          <TextField label="Phone" type="tel" autoComplete="tel" placeholder="(555) 123-4567" {...form.field('phone')} />
          <Box gridColumn={{ md: 'span 2' }}>
            <TextField label="Job title" autoComplete="organization-title" {...form.field('jobTitle')} />
          </Box>
        </SimpleGrid>
      </Stack>
    </SettingsCard>
  );
}
