import type { AuthProvider } from '../../graphql/__generated__/graphql';
import { ACCOUNT_DEACTIVATED, AWAITING_APPROVAL, ENROLMENT_REJECTED, INVITATION_NOT_FOLLOWED } from '../../lib/validation';

/**
 * Sign-in with Microsoft or Google on the portal's HTTP server (README, "The server"): the page leaves
 * for the provider through the server's /auth/<provider>/start, and the server sends it back here with
 * `?error=<code>&provider=<provider>` when nobody was signed in. The in-browser server has no provider
 * to leave for; its sign-in stays the signIn mutation.
 */
export function providerStartUrl(provider: AuthProvider, redirect: string, remember: boolean): string {
  const params = new URLSearchParams({ redirect, remember: remember ? '1' : '0' });
  return `/auth/${provider.toLowerCase()}/start?${params.toString()}`;
}

export const PROVIDER_LABELS: Record<AuthProvider, string> = { MICROSOFT: 'Microsoft', GOOGLE: 'Google' };

/** The message for the server's answer when a provider signed nobody in; null for no (or an unknown) answer. */
export function providerErrorMessage(code: string | null, provider: string | null): string | null {
  if (!code) return null;
  const label = Object.entries(PROVIDER_LABELS).find(([key]) => key === provider?.toUpperCase())?.[1] ?? 'The provider';
  switch (code) {
    case 'not-configured':
      return `Sign-in with ${label} is not configured on this server.`;
    case 'expired':
      return `The sign-in with ${label} took too long or was already used. Please try again.`;
    case 'failed':
      return `${label} did not confirm the sign-in. Please try again.`;
    case 'no-email':
      return `${label} did not give a verified e-mail address for your account.`;
    case 'awaiting-approval':
      return AWAITING_APPROVAL;
    case 'enrolment-rejected':
      return ENROLMENT_REJECTED;
    case 'deactivated':
      return ACCOUNT_DEACTIVATED;
    case 'invited':
      return INVITATION_NOT_FOLLOWED;
    case 'no-account':
      return `No account uses the e-mail address of your ${label} account. Sign up first, or sign in with your password.`;
    default:
      return null;
  }
}
