import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Button, Flex, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AuthHeading, AuthLayout } from '../../components/auth-layout';
import { PasswordField } from '../../components/form-field';
import { toaster } from '../../components/ui/toaster';
import { SetPasswordSaveDocument } from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { FORM_ERROR, showServerErrors, useRulesForm } from '../../lib/forms';
import { useUrlParams } from '../../lib/url-state';
import { fieldName } from '../../lib/validation/core';
import { NEW_PASSWORD_MIN_LENGTH, PASSWORD_LINK_CLOSED, validateSetPassword, type SetPasswordValues } from '../../lib/validation/session';

const EMPTY: Required<SetPasswordValues> = { password: '', confirmPassword: '' };

/** The page's own words when its address carries no token: a link cut short, or the page opened by hand. */
const NO_TOKEN = 'This link is incomplete. Open the link from your e-mail again, or ask for a new one from the sign-in page.';

/**
 * Set Password: the page a one-time link opens (`/set-password?token=…`), from a password reset's
 * e-mail, an invitation's (`&invitation=1`, which only changes the page's words) or a new
 * administrator's link. It asks for the new password twice and sets it; the link then stops working.
 * After a reset the person signs in with the new password; an invitation's link signs them in at once
 * and the page goes on to Profile Setup (docs/server.md, "Invitations").
 */
export function Component() {
  const [searchParams] = useUrlParams();
  const token = searchParams.get('token') ?? '';
  const invitation = searchParams.get('invitation') === '1';
  const navigate = useNavigate();
  const client = useApolloClient();
  const form = useRulesForm({ defaultValues: EMPTY, validate: validateSetPassword });
  const { errors } = form.formState;
  const [setPassword, { loading }] = useMutation(SetPasswordSaveDocument);
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(token ? null : NO_TOKEN);
  const formError = linkError ?? errors[FORM_ERROR]?.message ?? null;

  const handleSubmit = form.handleSubmit(async ({ password }) => {
    if (loading || !token) return;
    try {
      const result = await setPassword({ variables: { input: { token, password } } });
      const payload = result.data?.setPassword;
      if (!payload) return;
      if (payload.errors.length > 0) {
        // A link that no longer works is the page's problem, not a field's: said above the form.
        const onToken = payload.errors.find((error) => fieldName(error.field) === 'token');
        if (onToken) setLinkError(onToken.message);
        showServerErrors(
          form,
          payload.errors.filter((error) => error !== onToken),
        );
        return;
      }
      if (payload.signedIn) {
        // Signed in by the invitation: the shell reads the session from the cache, so start it afresh.
        await client.clearStore();
        toaster.create({ type: 'success', title: 'Welcome to the Dealer Portal', description: 'Your password is set. Complete your profile to get started.' });
        navigate('/profile-setup', { replace: true });
        return;
      }
      setDoneFor(payload.email ?? '');
    } catch (caught) {
      toaster.create({ type: 'error', title: "We couldn't set your password", description: errorMessage(caught).message });
    }
  });

  if (doneFor !== null) {
    return (
      <AuthLayout title="Password Set">
        <Stack align="center" textAlign="center" gap="4">
          <Flex aria-hidden="true" w="14" h="14" rounded="full" bg="green.subtle" color="green.fg" align="center" justify="center">
            <Icon as={CircleCheck} boxSize="7" />
          </Flex>
          <AuthHeading title="Your password is set" />
          <Text color="fg.muted" role="status" mt="-4">
            {doneFor ? (
              <>
                Sign in as{' '}
                <Text as="strong" color="fg" fontWeight="semibold" wordBreak="break-all">
                  {doneFor}
                </Text>{' '}
                with your new password.
              </>
            ) : (
              'Sign in with your new password.'
            )}
          </Text>
          <Button asChild colorPalette="brand" size="lg" w="full">
            <RouterLink to="/login">Go to sign in</RouterLink>
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={invitation ? 'Accept Your Invitation' : 'Choose a New Password'}>
      <AuthHeading
        title={invitation ? 'Accept Your Invitation' : 'Choose a New Password'}
        description={
          invitation
            ? `You are invited to the Dealer Portal. Choose a password of at least ${NEW_PASSWORD_MIN_LENGTH} characters; you are then signed in and can complete your profile.`
            : `Use at least ${NEW_PASSWORD_MIN_LENGTH} characters. Once it is set, this link stops working.`
        }
      />
      {formError ? (
        <Alert.Root status="error" mb="6" rounded="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{formError}</Alert.Title>
            {formError === PASSWORD_LINK_CLOSED || formError === NO_TOKEN ? (
              <Alert.Description>
                <Link asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
                  <RouterLink to="/login">Ask for a new link from the sign-in page</RouterLink>
                </Link>
              </Alert.Description>
            ) : null}
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="5">
          <PasswordField label="New password" autoComplete="new-password" required error={errors.password?.message} {...form.register('password')} />
          <PasswordField label="Confirm new password" autoComplete="new-password" required error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
          <Button type="submit" colorPalette="brand" size="lg" w="full" loading={loading || form.formState.isSubmitting} loadingText="Setting password..." disabled={!token}>
            Set password
          </Button>
        </Stack>
      </form>
      <Text mt="8" textAlign="center" fontSize="sm" color="fg.muted">
        {invitation ? 'Already have a password?' : 'Remembered it?'}{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/login">Back to sign in</RouterLink>
        </Link>
      </Text>
    </AuthLayout>
  );
}
