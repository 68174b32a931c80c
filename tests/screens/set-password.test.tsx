import { ApolloLink } from '@apollo/client';
import { screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createServerLink } from '../../mocks/link';
import { toaster } from '../../src/components/ui/toaster';
import { PASSWORD_LINK_CLOSED } from '../../src/lib/validation';
import { createTestServer } from '../api';
import { eventually, findPageHeading, renderRoute, WAIT_MS } from '../render-route';

afterEach(() => {
  toaster.remove();
});

const TOKEN = 'k3Jx9vQ2mWc7Lr0pYt5HsN8bDf4GzA1eUo6iRq_-TwE';

async function openSetPassword(path = `/set-password?token=${TOKEN}`, link?: ApolloLink) {
  const rendered = renderRoute(path, { role: null, link });
  await findPageHeading('Choose a New Password');
  return rendered;
}

describe('set password', () => {
  it('is one page with its heading in the main landmark, and asks for both fields at the fields', async () => {
    const { user } = await openSetPassword();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(document.title).toMatch(/^Choose a New Password · /);
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    expect(password).toHaveAccessibleErrorMessage('Password is required');
    expect(confirm).toHaveAccessibleErrorMessage('Confirm password is required');
    await eventually(() => expect(password).toHaveFocus());
  });

  it('asks for 8 characters and for the same password twice', async () => {
    const { user } = await openSetPassword();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleErrorMessage('Use at least 8 characters.');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleErrorMessage("Passwords don't match");
  });

  it('says when the link no longer works, and offers a new one from the sign-in page', async () => {
    // The in-browser server sends no e-mail, so every link is one it never gave.
    const { user, router } = await openSetPassword();
    await user.type(screen.getByLabelText('New password'), 'Furnace-2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Furnace-2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(PASSWORD_LINK_CLOSED, {}, { timeout: WAIT_MS })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link from the sign-in page' }));
    await findPageHeading('Sign In');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says a link without its token is incomplete, and sends nothing', async () => {
    const { user } = await openSetPassword('/set-password');
    expect(screen.getByText(/This link is incomplete/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set password' })).toBeDisabled();
    await user.type(screen.getByLabelText('New password'), 'Furnace-2026');
    expect(screen.getByRole('button', { name: 'Set password' })).toBeDisabled();
  });

  it('sets the password with the link and leads to sign in', async () => {
    // The portal's HTTP server answers a link it gave (tests/server/mail.test.ts follows one from its e-mail):
    // here setPassword is answered as it answers, and every other operation by the in-browser server.
    const server = createTestServer(null);
    const sent: unknown[] = [];
    const httpServerAnswer = new ApolloLink((operation, forward) => {
      if (operation.operationName !== 'SetPasswordSave') return forward(operation);
      sent.push(operation.variables);
      return new Observable((observer) => {
        observer.next({ data: { setPassword: { __typename: 'SetPasswordPayload', email: 'avery.stone@example.com', signedIn: false, errors: [] } } });
        observer.complete();
      });
    });
    const { user, router } = await openSetPassword(undefined, ApolloLink.from([httpServerAnswer, createServerLink(server)]));
    await user.type(screen.getByLabelText('New password'), 'Furnace-2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Furnace-2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    await findPageHeading('Your password is set');
    expect(screen.getByRole('status')).toHaveTextContent('Sign in as avery.stone@example.com with your new password.');
    expect(sent).toEqual([{ input: { token: TOKEN, password: 'Furnace-2026' } }]);
    await user.click(screen.getByRole('link', { name: 'Go to sign in' }));
    await findPageHeading('Sign In');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('accepts an invitation: says so, signs in and goes on to Profile Setup', async () => {
    // The portal's HTTP server signs the person in when an invitation's link sets the password
    // (tests/server/invitations.test.ts follows one from its e-mail); here it is answered as it answers.
    const server = createTestServer(null);
    const httpServerAnswer = new ApolloLink((operation, forward) => {
      if (operation.operationName !== 'SetPasswordSave') return forward(operation);
      return new Observable((observer) => {
        observer.next({ data: { setPassword: { __typename: 'SetPasswordPayload', email: 'avery.stone@example.com', signedIn: true, errors: [] } } });
        observer.complete();
      });
    });
    const { user, router } = renderRoute(`/set-password?token=${TOKEN}&invitation=1`, { role: null, link: ApolloLink.from([httpServerAnswer, createServerLink(server)]) });
    await findPageHeading('Accept Your Invitation');
    expect(screen.getByText(/You are invited to the Dealer Portal/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'Furnace-2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Furnace-2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await findPageHeading('Profile Setup');
    expect(router.state.location.pathname).toBe('/profile-setup');
  });
});
