import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../src/components/ui/toaster';
import { eventually, findPageHeading, renderRoute } from '../render-route';

// The toaster outlives a test's render: start each test without the previous test's toasts.
afterEach(() => {
  toaster.remove();
});

function field(label: string | RegExp) {
  return screen.getByLabelText(label, { selector: 'input, select' });
}

async function openSetup(role: null | 'comfort-advisor' = null) {
  const rendered = renderRoute('/profile-setup', { role });
  await findPageHeading('Profile Setup');
  return rendered;
}

/** Types a value the way a user pastes it: quicker than key by key, same events for the form. */
async function enter(user: UserEvent, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

async function fillBusiness(user: UserEvent) {
  await enter(user, field('Company name'), 'Prairie Heating & Air');
  await user.selectOptions(field('Business type'), 'HVAC Contractor');
  await enter(user, field('Street address'), '77 Elm Road');
  await enter(user, field('City'), 'Peoria');
  await user.selectOptions(field('State'), 'Illinois');
  await enter(user, field('ZIP code'), '61602');
  await enter(user, field('Phone number'), '(309) 555-0110');
}

describe('profile setup', () => {
  it('offers the five business types and the 50 states', async () => {
    await openSetup();
    const types = within(field('Business type')).getAllByRole('option').map((option) => option.textContent);
    expect(types).toEqual([
      'Select business type',
      'Independent Dealer',
      'HVAC Contractor',
      'Distributor',
      'Installation Specialist',
      'Service Provider',
    ]);
    const states = within(field('State')).getAllByRole('option');
    expect(states).toHaveLength(51);
    expect(states[1]).toHaveTextContent('Alabama');
    expect(states[1]).toHaveValue('AL');
    expect(states[50]).toHaveTextContent('Wyoming');
    expect(field(/^Website/)).toHaveAttribute('type', 'url');
  });

  it('starts with every notification on except training', async () => {
    await openSetup();
    expect(screen.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Claim updates' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Promotion alerts' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Reward reminders' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Training notifications' })).not.toBeChecked();
  });

  it('asks for the required fields at the fields and leaves the website optional', async () => {
    const { user, server } = await openSetup();
    await user.click(screen.getByRole('button', { name: 'Complete Setup & Get Started' }));

    await eventually(() => expect(field('Company name')).toHaveAccessibleErrorMessage('Company name is required'));
    expect(field('Business type')).toHaveAccessibleErrorMessage('Business type is required');
    expect(field('Street address')).toHaveAccessibleErrorMessage('Street address is required');
    expect(field('City')).toHaveAccessibleErrorMessage('City is required');
    expect(field('State')).toHaveAccessibleErrorMessage('State is required');
    expect(field('ZIP code')).toHaveAccessibleErrorMessage('ZIP code is required');
    expect(field('Phone number')).toHaveAccessibleErrorMessage('Phone number is required');
    expect(field(/^Website/)).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('Company name')).toHaveFocus());
    expect(server.storage.getItem('authenticated')).toBe('false');
  });

  it('checks the ZIP code and the website address', async () => {
    const { user } = await openSetup();
    await fillBusiness(user);
    await user.clear(field('ZIP code'));
    await enter(user, field('ZIP code'), '616');
    await enter(user, field(/^Website/), 'prairie heating');
    await user.click(screen.getByRole('button', { name: 'Complete Setup & Get Started' }));

    await eventually(() => expect(field('ZIP code')).toHaveAccessibleErrorMessage('Enter a 5-digit ZIP code'));
    expect(field(/^Website/)).toHaveAccessibleErrorMessage('Enter a full web address, like https://example.com');
    expect(field('Company name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("saves the profile, shows 'Setting up...', then opens the dealer's dashboard", async () => {
    const { user, server, router } = await openSetup('comfort-advisor');
    server.config.signInDelayMs = 200;
    await fillBusiness(user);
    await enter(user, field(/^Website/), 'https://prairie.example');
    await user.click(screen.getByRole('switch', { name: 'Training notifications' }));
    await user.click(screen.getByRole('switch', { name: 'Claim updates' }));
    await user.click(screen.getByRole('button', { name: 'Complete Setup & Get Started' }));

    expect(await screen.findByRole('button', { name: /Setting up\.\.\./ })).toBeDisabled();
    expect(await screen.findByText('Profile setup complete!', {}, { timeout: 5000 })).toBeInTheDocument();
    await findPageHeading('Dashboard');
    expect(router.state.location.pathname).toBe('/');
    expect(server.storage.getItem('authenticated')).toBe('true');
    expect(server.storage.getItem('role')).toBe('dealer');

    // The dealership Profile Settings shows is the one just entered.
    const dealership = server.db.data.dealerships.find((row) => row.businessName === 'Prairie Heating & Air');
    expect(dealership).toMatchObject({
      businessType: 'CONTRACTOR',
      streetAddress: '77 Elm Road',
      city: 'Peoria',
      state: 'IL',
      zipCode: '61602',
      businessPhone: '(309) 555-0110',
      website: 'https://prairie.example',
    });
    const dealer = server.db.data.users.find((row) => row.role === 'DEALER');
    expect(dealer?.notificationPreferences).toMatchObject({ email: true, claimUpdates: false, promotions: true, rewards: true, training: true });

    // The header now names the new dealership.
    const identity = await screen.findByTestId('header-identity', {}, { timeout: 5000 });
    expect(identity).toHaveTextContent('Prairie Heating & Air');
    expect(identity).toHaveTextContent('Peoria, IL');
  });

  it('shows the business profile and the notification choices in Profile Settings afterwards', async () => {
    const { user, router } = await openSetup();
    await fillBusiness(user);
    await enter(user, field(/^Website/), 'https://prairie.example');
    await user.click(screen.getByRole('switch', { name: 'Training notifications' }));
    await user.click(screen.getByRole('button', { name: 'Complete Setup & Get Started' }));
    await findPageHeading('Dashboard');

    await user.click(await screen.findByRole('button', { name: 'Account menu' }, { timeout: 5000 }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Dealer Profile' }));
    await findPageHeading('Profile Settings');
    expect(router.state.location.search).toBe('?tab=dealer');

    const dealerTab = screen.getByRole('tabpanel', { name: 'Dealer' });
    const dealerField = (label: string) => within(dealerTab).getByLabelText(label, { selector: 'input, select' });
    expect(dealerField('Business name')).toHaveValue('Prairie Heating & Air');
    expect(dealerField('Street address')).toHaveValue('77 Elm Road');
    expect(dealerField('City')).toHaveValue('Peoria');
    expect(dealerField('State')).toHaveValue('IL');
    expect(dealerField('ZIP code')).toHaveValue('61602');
    expect(dealerField('Business phone')).toHaveValue('(309) 555-0110');
    expect(dealerField('Website')).toHaveValue('https://prairie.example');

    // Training notifications were switched on at setup; the settings show the same choice.
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    const notificationsTab = screen.getByRole('tabpanel', { name: 'Notifications' });
    expect(within(notificationsTab).getByRole('switch', { name: 'Training' })).toBeChecked();
  });

  it('sends no website when the field is left empty', async () => {
    const { user, server } = await openSetup();
    await fillBusiness(user);
    await user.click(screen.getByRole('button', { name: 'Complete Setup & Get Started' }));
    await findPageHeading('Dashboard');
    expect(server.db.data.dealerships.find((row) => row.businessName === 'Prairie Heating & Air')?.website).toBe('');
  });

  it('goes back to sign-up', async () => {
    const { user, router } = await openSetup();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await findPageHeading('Create Account');
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('uses address autofill hints', async () => {
    await openSetup();
    expect(field('Company name')).toHaveAttribute('autocomplete', 'organization');
    expect(field('Street address')).toHaveAttribute('autocomplete', 'street-address');
    expect(field('City')).toHaveAttribute('autocomplete', 'address-level2');
    expect(field('State')).toHaveAttribute('autocomplete', 'address-level1');
    expect(field('ZIP code')).toHaveAttribute('autocomplete', 'postal-code');
    expect(field('Phone number')).toHaveAttribute('autocomplete', 'tel');
  });
});
