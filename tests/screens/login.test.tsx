import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../src/components/ui/toaster';
import { eventually, findPageHeading, renderRoute } from '../render-route';

// The toaster outlives a test's render: start each test without the previous test's toasts.
afterEach(() => {
  toaster.remove();
});

/** Waits for a toast (or any text that appears after a round trip and a route change). */
function findText(text: string) {
  return screen.findByText(text, {}, { timeout: 5000 });
}

async function expectClosed(dialog: HTMLElement) {
  await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'));
}

async function openSignIn(path = '/login', role: null | 'dealer' = null) {
  const rendered = renderRoute(path, { role });
  await findPageHeading('Sign In');
  return rendered;
}

describe('sign in', () => {
  it('asks for both fields at the fields when the form is sent empty', async () => {
    const { user, server } = await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    // The form's rules run as the click is handled; their messages render after it.
    await eventually(() => expect(email).toHaveAccessibleErrorMessage('Email is required'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleErrorMessage('Password is required');
    await waitFor(() => expect(email).toHaveFocus());
    expect(server.storage.getItem('authenticated')).toBe('false');
  });

  it('checks the e-mail format and clears the message once the user types', async () => {
    const { user } = await openSignIn();
    await user.type(screen.getByLabelText('Email'), 'jordan.summitcomfort');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const email = screen.getByLabelText('Email');
    await eventually(() => expect(email).toHaveAccessibleErrorMessage('Enter a valid email address'));
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');

    await user.type(email, '@example.com');
    await eventually(() => expect(email).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
  });

  it("shows 'Signing in...' while it waits, then welcomes the dealer on the dashboard", async () => {
    const { user, server, router } = await openSignIn();
    server.config.signInDelayMs = 200;
    await user.type(screen.getByLabelText('Email'), 'jordan.miller@summitcomfort.example');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me for 30 days' }));
    expect(screen.getByRole('checkbox', { name: 'Remember me for 30 days' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const waiting = await screen.findByRole('button', { name: /Signing in\.\.\./ });
    expect(waiting).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Microsoft' })).toBeDisabled();

    expect(await findText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText("You've successfully signed in to your account.")).toBeInTheDocument();
    await findPageHeading('Dashboard');
    expect(router.state.location.pathname).toBe('/');
    expect(server.storage.getItem('authenticated')).toBe('true');
    expect(server.storage.getItem('role')).toBe('dealer');
    // The shell shows the signed-in dealer, not the signed-out header it had cached.
    expect(await screen.findByTestId('header-identity', {}, { timeout: 5000 })).toHaveTextContent('Summit Comfort Systems');
  });

  it('signs in as the dealer even when another role was stored before', async () => {
    const { user, server } = await openSignIn();
    server.storage.setItem('role', 'client-admin');
    await user.type(screen.getByLabelText('Email'), 'someone@example.com');
    await user.type(screen.getByLabelText('Password'), 'anything');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await findPageHeading('Dashboard');
    expect(server.storage.getItem('role')).toBe('dealer');
    expect(server.storage.getItem('authenticated')).toBe('true');
  });

  it('returns a signed-out visitor to the page they asked for', async () => {
    const { user, router } = renderRoute('/marketing-funds', { role: null });
    await findPageHeading('Sign In');
    expect(router.state.location.pathname).toBe('/login');

    await user.type(screen.getByLabelText('Email'), 'jordan.miller@summitcomfort.example');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await findPageHeading('Marketing Funds');
    expect(router.state.location.pathname).toBe('/marketing-funds');
  });

  it('keeps the search of the page asked for', async () => {
    const { user, router } = renderRoute('/marketing-funds?tab=accruals', { role: null });
    await findPageHeading('Sign In');
    await user.type(screen.getByLabelText('Email'), 'jordan.miller@summitcomfort.example');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await findPageHeading('Marketing Funds');
    expect(router.state.location.search).toBe('?tab=accruals');
  });

  // Browsers drop tabs and line breaks from a URL before reading it: '/\t/evil.example' is '//evil.example'.
  it.each(['//evil.example/phish', 'https://evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', '/\\/evil.example'])(
    'never follows a redirect to another site (%s)',
    async (target) => {
      const { user, router } = await openSignIn(`/login?redirect=${encodeURIComponent(target)}`);
      await user.type(screen.getByLabelText('Email'), 'jordan.miller@summitcomfort.example');
      await user.type(screen.getByLabelText('Password'), 'Secret123');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));

      await findPageHeading('Dashboard');
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it.each([
    ['Microsoft', 'Signed in with Microsoft'],
    ['Google', 'Signed in with Google'],
  ])('signs in with %s without e-mail or password', async (provider, toast) => {
    const { user, server, router } = await openSignIn();
    await user.click(screen.getByRole('button', { name: provider }));

    expect(await findText(toast)).toBeInTheDocument();
    await findPageHeading('Dashboard');
    expect(router.state.location.pathname).toBe('/');
    expect(server.storage.getItem('authenticated')).toBe('true');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('still shows the form to someone already signed in, who may switch accounts', async () => {
    await openSignIn('/login', 'dealer');
    expect(screen.getByText(/You're already signed in/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'go to your dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it("shows why the server's sign-in with a provider signed nobody in", async () => {
    renderRoute('/login?error=no-account&provider=microsoft', { role: null });
    await findPageHeading('Sign In');
    expect(screen.getByText('No account uses the e-mail address of your Microsoft account. Sign up first, or sign in with your password.')).toBeInTheDocument();
  });

  it('does not show the already-signed-in note to a signed-out visitor', async () => {
    await openSignIn();
    expect(screen.queryByText(/You're already signed in/)).not.toBeInTheDocument();
  });

  it('sends a password reset link and confirms the address', async () => {
    const { user, server } = await openSignIn();
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveValue('not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    await eventually(() => expect(email).toHaveAccessibleErrorMessage('Enter a valid email address'));
    expect(server.db.data.passwordResets).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'Jordan.Miller@summitcomfort.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    expect(await within(dialog).findByText('Check your email')).toBeInTheDocument();
    expect(within(dialog).getByText('jordan.miller@summitcomfort.example')).toBeInTheDocument();
    expect(server.db.data.passwordResets.map((row) => row.email)).toEqual(['jordan.miller@summitcomfort.example']);

    await user.click(within(dialog).getByRole('button', { name: 'Back to sign in' }));
    await expectClosed(dialog);
  });

  it('asks for an address before sending a reset link', async () => {
    const { user } = await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    await eventually(() => expect(within(dialog).getByLabelText('Email')).toHaveAccessibleErrorMessage('Email is required'));
    expect(within(dialog).queryByText('Check your email')).not.toBeInTheDocument();
  });

  it('links to sign-up', async () => {
    const { user, router } = await openSignIn();
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    await findPageHeading('Create Account');
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('links the Terms of Service to /terms, which has no page', async () => {
    const { user, router } = await openSignIn();
    await user.click(screen.getByRole('link', { name: 'Terms of Service' }));
    await findPageHeading('Page Not Found');
    expect(router.state.location.pathname).toBe('/terms');
  });

  it('shows the Privacy Policy in a dialog', async () => {
    const { user } = await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    expect(within(dialog).getByText('Last updated: January 1, 2024')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expectClosed(dialog);
  });

  it('names the browser tab', async () => {
    await openSignIn();
    await waitFor(() => expect(document.title).toBe('Sign In · ComfortPro Loyalty Portal'));
  });

  it('offers autofill hints on the sign-in fields', async () => {
    await openSignIn();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('lets the user see the password they typed', async () => {
    const { user } = await openSignIn();
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });
});
