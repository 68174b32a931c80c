import { ApolloLink } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { map, Observable } from 'rxjs';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../src/components/ui/toaster';
import { eventually, findPageHeading, renderRoute } from '../render-route';
import { createServerLink } from '../../mocks/link';
import { DEALER_NUMBER_HELP, DEALER_NUMBER_INVALID, DEALER_NUMBER_REQUIRED } from '../../src/lib/validation';
import { createTestServer } from '../api';

// The toaster outlives a test's render: start each test without the previous test's toasts.
afterEach(() => {
  toaster.remove();
});

const CASEY = {
  firstName: 'Casey',
  lastName: 'Nguyen',
  email: 'casey@prairieheating.example',
  accountType: 'Comfort Advisor',
  password: 'Secret123',
};

function field(label: string) {
  return screen.getByLabelText(label, { selector: 'input, select' });
}

async function openSignUp(path = '/signup') {
  const rendered = renderRoute(path, { role: null });
  await findPageHeading('Create Account');
  return rendered;
}

/** Types a value the way a user pastes it: quicker than key by key, same events for the form. */
async function enter(user: UserEvent, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

async function fillAccount(user: UserEvent, values: Partial<typeof CASEY> & { confirmPassword?: string } = {}) {
  const entry = { ...CASEY, confirmPassword: values.password ?? CASEY.password, ...values };
  await enter(user, field('First name'), entry.firstName);
  await enter(user, field('Last name'), entry.lastName);
  await enter(user, field('Email'), entry.email);
  await user.selectOptions(field('Account type'), entry.accountType);
  await enter(user, field('Password'), entry.password);
  await enter(user, field('Confirm password'), entry.confirmPassword);
}

async function toTerms(user: UserEvent, values: Partial<typeof CASEY> = {}) {
  await fillAccount(user, values);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await findPageHeading('Terms and Conditions');
  // The step puts focus on its heading in an effect after it shows; a key pressed before that lands
  // wherever focus was.
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
}

function steps() {
  const progress = screen.getByRole('navigation', { name: 'Sign-up progress' });
  return within(progress).getAllByRole('listitem');
}

describe('sign up', () => {
  it('starts at step 1 of 3 with the password hint and a way to sign in instead', async () => {
    await openSignUp();
    const items = steps();
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/Step 1\s*Create Account$/);
    expect(items[1]).toHaveTextContent(/Step 2\s*Terms and Conditions\s*\(not started\)$/);
    expect(items[2]).toHaveTextContent(/Step 3\s*Complete Your Profile\s*\(not started\)$/);
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(field('Password')).toHaveAccessibleDescription('At least 8 characters with uppercase, lowercase and a number');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: /Back to Login/ })).toHaveAttribute('href', '/login');
  });

  it('lists the two account types', async () => {
    await openSignUp();
    const options = within(field('Account type')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Select your account type', 'Dealer / Business Owner', 'Comfort Advisor']);
  });

  it('asks for every field at the field', async () => {
    const { user } = await openSignUp();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await eventually(() => expect(field('First name')).toHaveAccessibleErrorMessage('First name is required'));
    expect(field('Last name')).toHaveAccessibleErrorMessage('Last name is required');
    expect(field('Email')).toHaveAccessibleErrorMessage('Email is required');
    expect(field('Account type')).toHaveAccessibleErrorMessage('Account type is required');
    expect(field('Password')).toHaveAccessibleErrorMessage('Password is required');
    expect(field('Confirm password')).toHaveAccessibleErrorMessage('Confirm password is required');
    await waitFor(() => expect(field('First name')).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create Account');
  });

  it('checks the e-mail format', async () => {
    const { user } = await openSignUp();
    await fillAccount(user, { email: 'casey.prairieheating' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await eventually(() => expect(field('Email')).toHaveAccessibleErrorMessage('Enter a valid email address'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create Account');
  });

  it("stops on mismatched passwords with 'Passwords don't match' at the field and in a toast", async () => {
    const { user, router } = await openSignUp();
    await fillAccount(user, { confirmPassword: 'Secret124' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await eventually(() => expect(field('Confirm password')).toHaveAccessibleErrorMessage("Passwords don't match"));
    const toast = await screen.findByText('Please make sure both passwords are the same.');
    expect(within(toast.closest('[data-testid="toast"]') as HTMLElement).getByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create Account');
    expect(router.state.location.search).toBe('');
  });

  it('shows the 12-section terms at step 2, in the URL, without the sign-in link', async () => {
    const { user, router } = await openSignUp();
    await toTerms(user);

    expect(router.state.location.search).toBe('?step=2');
    await waitFor(() => expect(document.title).toBe('Terms and Conditions · ComfortPro Loyalty Portal'));
    expect(steps()[1]).toHaveAttribute('aria-current', 'step');
    expect(steps()[0]).toHaveTextContent('(completed)');
    const terms = screen.getByRole('region', { name: 'Terms and Conditions text' });
    expect(within(terms).getByText('Last updated: January 1, 2024')).toBeInTheDocument();
    const sections = within(terms).getAllByRole('heading', { level: 2 });
    expect(sections).toHaveLength(12);
    expect(sections[0]).toHaveTextContent('1. Eligibility');
    expect(sections[11]).toHaveTextContent('12. Governing Law');
    expect(within(terms).getByText(/governed by the laws of the State of Texas/)).toBeInTheDocument();
    expect(within(terms).getByText(/Points expire after 24 months of account inactivity/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('keeps Accept & Continue disabled until the terms are accepted, and says why when pressed anyway', async () => {
    const { user, server } = await openSignUp();
    await toTerms(user);
    const accept = screen.getByRole('button', { name: 'Accept & Continue' });
    expect(accept).toHaveAttribute('aria-disabled', 'true');

    accept.focus();
    await user.keyboard('{Enter}');

    const checkbox = screen.getByRole('checkbox', { name: /I have read and agree to the Terms and Conditions/ });
    // The checkbox takes its invalid state from the design system's state machine, a render after the press.
    await waitFor(() => expect(checkbox).toHaveAttribute('aria-invalid', 'true'));
    expect(checkbox).toHaveAccessibleErrorMessage('Please accept the Terms and Conditions');
    expect(await screen.findByText('You must agree to continue with registration.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms and Conditions');
    expect(server.db.data.registrations).toHaveLength(0);

    await user.click(checkbox);
    await waitFor(() => expect(accept).toHaveAttribute('aria-disabled', 'false'));
    await waitFor(() => expect(checkbox).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('keeps the data entered when going back with the Back button', async () => {
    const { user, router } = await openSignUp();
    await toTerms(user);
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Back' }));

    await findPageHeading('Create Account');
    expect(router.state.location.search).toBe('');
    expect(field('First name')).toHaveValue('Casey');
    expect(field('Last name')).toHaveValue('Nguyen');
    expect(field('Email')).toHaveValue('casey@prairieheating.example');
    expect(field('Account type')).toHaveValue('ADVISOR');
    expect(field('Password')).toHaveValue('Secret123');
    expect(field('Confirm password')).toHaveValue('Secret123');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await findPageHeading('Terms and Conditions');
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).toBeChecked();
  });

  it("keeps the data entered when going back with the browser's Back button", async () => {
    const { user, router } = await openSignUp();
    await toTerms(user);
    await router.navigate(-1);

    await findPageHeading('Create Account');
    expect(field('Email')).toHaveValue('casey@prairieheating.example');
    await router.navigate(1);
    await findPageHeading('Terms and Conditions');
  });

  it('creates the account on Accept & Continue and shows what comes next', async () => {
    const { user, server, router } = await openSignUp();
    await toTerms(user);
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Accept & Continue' }));

    await findPageHeading('Complete Your Profile');
    expect(router.state.location.search).toBe('?step=3');
    expect(steps()[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(/Your account for casey@prairieheating\.example has been created/)).toBeInTheDocument();
    const next = screen.getByRole('heading', { level: 2, name: "What's Next" }).nextElementSibling as HTMLElement;
    expect(within(next).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Set up your business profile',
      'Choose your notification preferences',
      'Upload your company logo (optional)',
      'Review your account settings',
    ]);
    expect(server.db.data.registrations).toMatchObject([
      { firstName: 'Casey', lastName: 'Nguyen', email: 'casey@prairieheating.example', accountType: 'ADVISOR' },
    ]);

    await user.click(screen.getByRole('link', { name: 'Set Up Profile' }));
    await findPageHeading('Profile Setup');
    expect(router.state.location.pathname).toBe('/profile-setup');
  });

  it('registers a dealer as a Dealer / Business Owner account', async () => {
    const { user, server } = await openSignUp();
    await toTerms(user, { accountType: 'Dealer / Business Owner', email: 'owner@prairieheating.example' });
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Accept & Continue' }));
    await findPageHeading('Complete Your Profile');
    expect(server.db.data.registrations[0]).toMatchObject({ email: 'owner@prairieheating.example', accountType: 'DEALER' });
  });

  it('sends the user back to step 1 when the e-mail already has an account', async () => {
    const { user, server, router } = await openSignUp();
    await toTerms(user, { email: 'jordan.miller@summitcomfort.example' });
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Accept & Continue' }));

    await findPageHeading('Create Account');
    expect(router.state.location.search).toBe('');
    const email = field('Email');
    expect(email).toHaveAccessibleErrorMessage('An account with this email already exists');
    await waitFor(() => expect(email).toHaveFocus());
    expect(field('First name')).toHaveValue('Casey');
    expect(server.db.data.registrations).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'casey@prairieheating.example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await findPageHeading('Terms and Conditions');
    await user.click(screen.getByRole('button', { name: 'Accept & Continue' }));
    await findPageHeading('Complete Your Profile');
    expect(server.db.data.registrations.map((row) => row.email)).toEqual(['casey@prairieheating.example']);
  });

  it('opens at step 1 when a later step is asked for before the earlier ones are done', async () => {
    const { router } = renderRoute('/signup?step=3', { role: null });
    await findPageHeading('Create Account');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(field('First name')).toHaveValue('');
  });

  it('uses autofill hints for names, e-mail and new passwords', async () => {
    await openSignUp();
    expect(field('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(field('Last name')).toHaveAttribute('autocomplete', 'family-name');
    expect(field('Email')).toHaveAttribute('autocomplete', 'email');
    expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Confirm password')).toHaveAttribute('autocomplete', 'new-password');
  });
});

describe('the dealer number', () => {
  it('is asked on step 1 with its help; in the demo it may stay empty, and a malformed one is refused at the field', async () => {
    const { user } = await openSignUp();
    const number = field('Dealer number');
    expect(number).not.toBeRequired();
    expect(number).toHaveAccessibleDescription(`${DEALER_NUMBER_HELP} Optional in the demo, where a new account joins the sample dealership.`);
    await fillAccount(user);
    await enter(user, number, 'D 204/817');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await eventually(() => expect(field('Dealer number')).toHaveAccessibleErrorMessage(DEALER_NUMBER_INVALID));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create Account');
    await user.clear(field('Dealer number'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await findPageHeading('Terms and Conditions');
  });

  it('is required where the server asks an administrator to approve a sign-up, and goes with the sign-up', async () => {
    const sent: Record<string, any>[] = [];
    // The HTTP server outside demo mode: its session says so, and its sign-up waits for approval
    // (tests/server/enrolments.test.ts tries that server itself).
    const outsideDemo = new ApolloLink((operation, forward) => {
      if (operation.operationName === 'SignupCreateAccount') {
        sent.push(operation.variables);
        return new Observable((observer) => {
          observer.next({
            data: {
              signUp: {
                __typename: 'SignUpPayload',
                registration: { __typename: 'Registration', id: 'acc-1', firstName: 'Casey', email: CASEY.email, accountType: 'ADVISOR', enrolment: 'PENDING_APPROVAL' },
                errors: [],
              },
            },
          });
          observer.complete();
        });
      }
      if (operation.operationName !== 'ShellViewer') return forward(operation);
      return forward(operation).pipe(map((result) => ({ ...result, data: { viewer: { ...(result.data as { viewer: object }).viewer, demo: false } } })));
    });
    const { user } = renderRoute('/signup', { role: null, link: ApolloLink.from([outsideDemo, createServerLink(createTestServer(null))]) });
    await findPageHeading('Create Account');
    const number = field('Dealer number');
    expect(number).toBeRequired();
    expect(number).toHaveAccessibleDescription(DEALER_NUMBER_HELP);
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await eventually(() => expect(field('Dealer number')).toHaveAccessibleErrorMessage(DEALER_NUMBER_REQUIRED));
    await enter(user, field('Dealer number'), ' d-204817 ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await findPageHeading('Terms and Conditions');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Accept & Continue' }));
    await findPageHeading('Complete Your Profile');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.input).toMatchObject({ email: CASEY.email, dealerNumber: 'd-204817' });
  });
});
