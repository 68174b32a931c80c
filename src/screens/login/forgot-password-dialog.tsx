import { useMutation } from '@apollo/client/react';
import { Box, Button, CloseButton, Dialog, Flex, Icon, Portal, Stack, Text } from '@chakra-ui/react';
import { MailCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { TextField } from '../../components/form-field';
import { toaster } from '../../components/ui/toaster';
import { LoginRequestPasswordResetDocument } from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { showServerErrors, useRulesForm } from '../../lib/forms';
import { Rules } from '../../lib/validation/core';

export interface ForgotPasswordDialogProps {
  /** The address typed in the sign-in form, offered as the starting value when the dialog opens. */
  initialEmail: () => string;
}

/** 'Forgot password?': asks for the account's e-mail, sends the reset link and confirms where it went. */
export function ForgotPasswordDialog({ initialEmail }: ForgotPasswordDialogProps) {
  const [open, setOpen] = useState(false);
  const form = useRulesForm({ defaultValues: { email: '' }, validate: (values) => new Rules().email('email', values.email).errors });
  const { errors } = form.formState;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [requestReset, { loading }] = useMutation(LoginRequestPasswordResetDocument);
  const emailRef = useRef<HTMLInputElement>(null);
  const { ref: registerEmail, ...emailField } = form.register('email');

  function handleOpenChange(next: boolean) {
    if (next) {
      form.reset({ email: initialEmail() });
      setSentTo(null);
    }
    setOpen(next);
  }

  const handleSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const result = await requestReset({ variables: { input: { email: email.trim() } } });
      const payload = result.data?.requestPasswordReset;
      if (!payload) return;
      if (payload.errors.length > 0) {
        // The dialog has one field: a problem that is not the address's shows there too.
        showServerErrors(form, payload.errors, { otherErrorsAt: 'email' });
        return;
      }
      setSentTo(payload.email ?? email.trim());
    } catch (caught) {
      toaster.create({ type: 'error', title: "We couldn't send the reset link", description: errorMessage(caught).message });
    }
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => handleOpenChange(details.open)}
      initialFocusEl={() => emailRef.current}
      placement="center"
      motionPreset="slide-in-bottom"
    >
      <Dialog.Trigger asChild>
        <Button type="button" variant="plain" size="sm" h="auto" p="0" color="brand.fg" fontWeight="medium" _hover={{ textDecoration: 'underline' }}>
          Forgot password?
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            {sentTo === null ? (
              <form noValidate onSubmit={handleSubmit}>
                <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
                  <Dialog.Title>Reset your password</Dialog.Title>
                  <Dialog.Description color="fg.muted" fontSize="sm">
                    Enter the e-mail address of your account and we&apos;ll send you a link to choose a new password.
                  </Dialog.Description>
                </Dialog.Header>
                <Dialog.Body>
                  <TextField
                    ref={(element) => {
                      registerEmail(element);
                      emailRef.current = element;
                    }}
                    label="Email"
                    type="email"
                    autoComplete="email"
                    required
                    error={errors.email?.message}
                    {...emailField}
                  />
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button type="button" variant="outline">
                      Cancel
                    </Button>
                  </Dialog.ActionTrigger>
                  <Button type="submit" colorPalette="brand" loading={loading || form.formState.isSubmitting} loadingText="Sending...">
                    Send reset link
                  </Button>
                </Dialog.Footer>
              </form>
            ) : (
              <>
                <Dialog.Body pt="8">
                  <Stack align="center" textAlign="center" gap="4">
                    <Flex aria-hidden="true" w="14" h="14" rounded="full" bg="green.subtle" color="green.fg" align="center" justify="center">
                      <Icon as={MailCheck} boxSize="7" />
                    </Flex>
                    <Dialog.Title fontSize="xl">Check your email</Dialog.Title>
                    <Box role="status">
                      <Text color="fg.muted">
                        We sent a password reset link to{' '}
                        <Text as="strong" color="fg" fontWeight="semibold" wordBreak="break-all">
                          {sentTo}
                        </Text>
                        . Follow the link in that message to choose a new password.
                      </Text>
                      <Text color="fg.muted" fontSize="sm" mt="3">
                        Didn&apos;t get it? Check your spam folder, or try again in a few minutes.
                      </Text>
                    </Box>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer justifyContent="center">
                  <Dialog.ActionTrigger asChild>
                    <Button colorPalette="brand">Back to sign in</Button>
                  </Dialog.ActionTrigger>
                </Dialog.Footer>
              </>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
