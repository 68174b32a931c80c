import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Checkbox, Flex, HStack, Link, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type ComponentType } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useScreenLoaderData, type ScreenLoaderArgs } from '../../graphql/screen';
import { AuthHeading, AuthLayout } from '../../components/auth-layout';
import { PasswordField, TextField } from '../../components/form-field';
import { toaster } from '../../components/ui/toaster';
import { LoginSignInDocument, type AuthProvider, type SignInInput } from '../../graphql/__generated__/graphql';
import { errorMessage } from '../../graphql/errors';
import { FORM_ERROR, showServerErrors, useRulesForm } from '../../lib/forms';
import { validateSignIn } from '../../lib/validation/session';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { PrivacyPolicyDialog } from './privacy-policy-dialog';
import { PROVIDER_LABELS, providerErrorMessage, providerStartUrl } from './provider-sign-in';
import { safeRedirect } from './redirect';
import { servedByPortalServer } from '../../lib/server-mode';
import { useUrlParams } from '../../lib/url-state';
import { GoogleMark, MicrosoftMark } from './provider-icons';

const WELCOME_DESCRIPTION = "You've successfully signed in to your account.";

const PROVIDERS: readonly { value: AuthProvider; label: string; mark: ComponentType }[] = [
  { value: 'MICROSOFT', label: PROVIDER_LABELS.MICROSOFT, mark: MicrosoftMark },
  { value: 'GOOGLE', label: PROVIDER_LABELS.GOOGLE, mark: GoogleMark },
];

/** What the loader tells the screen: whether someone is signed in already. */
export class SignInState {
  constructor(readonly signedIn: boolean) {}
}

export function loader({ viewer }: ScreenLoaderArgs) {
  return new SignInState(viewer.authenticated);
}

/** Sign In: e-mail and password, or Microsoft / Google. */
export function Component() {
  const { signedIn } = useScreenLoaderData(SignInState);
  const [searchParams] = useUrlParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [signIn, { loading }] = useMutation(LoginSignInDocument);
  const form = useRulesForm({ defaultValues: { email: '', password: '' }, validate: validateSignIn });
  const { errors } = form.formState;
  const [rememberMe, setRememberMe] = useState(false);
  // The portal's server sends a failed sign-in with Microsoft or Google back here with its reason.
  const [providerError] = useState(() => providerErrorMessage(searchParams.get('error'), searchParams.get('provider')));
  const [pending, setPending] = useState<'PASSWORD' | AuthProvider | null>(null);
  const busy = loading || pending !== null;
  const formError = errors[FORM_ERROR]?.message ?? (form.formState.submitCount === 0 ? providerError : null);

  async function run(input: SignInInput, via: 'PASSWORD' | AuthProvider, title: string) {
    setPending(via);
    try {
      const result = await signIn({ variables: { input } });
      const payload = result.data?.signIn;
      if (!payload) return;
      if (payload.errors.length > 0) {
        showServerErrors(form, payload.errors);
        return;
      }
      // The shell reads the session from the cache: start it afresh for the new user.
      await client.clearStore();
      toaster.create({ type: 'success', title, description: WELCOME_DESCRIPTION });
      navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    } catch (caught) {
      toaster.create({ type: 'error', title: 'Sign-in failed', description: errorMessage(caught).message });
    } finally {
      setPending(null);
    }
  }

  const handleSubmit = form.handleSubmit(async ({ email, password }) => {
    if (busy) return;
    await run({ email: email.trim(), password, rememberMe }, 'PASSWORD', 'Welcome back!');
  });

  return (
    <AuthLayout title="Sign In">
      <AuthHeading title="Sign In" description="Welcome back. Sign in to your dealer account to see your promotions, earnings and rewards." />
      {signedIn ? (
        <Alert.Root status="info" mb="6" rounded="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              You&apos;re already signed in. Sign in again to switch accounts, or{' '}
              <Link asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
                <RouterLink to="/">go to your dashboard</RouterLink>
              </Link>
              .
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {formError ? (
        <Alert.Root status="error" mb="6" rounded="lg">
          <Alert.Indicator />
          <Alert.Title>{formError}</Alert.Title>
        </Alert.Root>
      ) : null}
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="5">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@dealership.com"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordField label="Password" autoComplete="current-password" required error={errors.password?.message} {...form.register('password')} />
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Checkbox.Root
              colorPalette="brand"
              size="sm"
              name="rememberMe"
              checked={rememberMe}
              onCheckedChange={(details) => setRememberMe(details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">Remember me for 30 days</Checkbox.Label>
            </Checkbox.Root>
            <ForgotPasswordDialog initialEmail={() => form.getValues('email').trim()} />
          </Flex>
          <Button type="submit" colorPalette="brand" size="lg" w="full" loading={pending === 'PASSWORD'} loadingText="Signing in..." disabled={busy}>
            Sign In
          </Button>
        </Stack>
      </form>

      <HStack my="6" gap="3">
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted" flexShrink={0}>
          or continue with
        </Text>
        <Separator flex="1" />
      </HStack>

      <SimpleGrid columns={2} gap="3">
        {PROVIDERS.map((provider) => (
          <Button
            key={provider.value}
            type="button"
            variant="outline"
            size="lg"
            disabled={busy}
            loading={pending === provider.value}
            loadingText={`Connecting to ${provider.label}...`}
            onClick={() => {
              if (servedByPortalServer()) {
                setPending(provider.value);
                window.location.assign(providerStartUrl(provider.value, safeRedirect(searchParams.get('redirect')), rememberMe));
                return;
              }
              void run({ provider: provider.value }, provider.value, `Signed in with ${provider.label}`);
            }}
          >
            <provider.mark />
            {provider.label}
          </Button>
        ))}
      </SimpleGrid>

      <Text mt="8" textAlign="center" fontSize="sm" color="fg.muted">
        Don&apos;t have an account?{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/signup">Sign up</RouterLink>
        </Link>
      </Text>

      <Box mt="6" pt="6" borderTopWidth="1px" borderColor="border.muted">
        <Text textAlign="center" fontSize="xs" color="fg.muted">
          By signing in, you agree to our{' '}
          <Link asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
            <RouterLink to="/terms">Terms of Service</RouterLink>
          </Link>{' '}
          and <PrivacyPolicyDialog />.
        </Text>
      </Box>
    </AuthLayout>
  );
}
