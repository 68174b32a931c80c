import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { eventually, findPageHeading, renderRoute } from '../render-route';

type Role = 'dealer' | 'comfort-advisor' | 'client-admin';

async function openSettings(path = '/profile-settings', options: Parameters<typeof renderRoute>[1] = {}) {
  const rendered = renderRoute(path, options);
  await findPageHeading('Profile Settings');
  return rendered;
}

/** The form of the selected tab. */
function panel() {
  return screen.getByRole('tabpanel');
}

function field(label: string | RegExp) {
  return within(panel()).getByLabelText(label, { selector: 'input, select' });
}

/** Replaces a field's value the way a user does: select all, then paste. */
async function replace(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) {
    await user.click(input);
    await user.paste(value);
  }
}

function toast(title: string) {
  return screen.findByText(title, {}, { timeout: 5000 });
}

describe('profile settings: tabs', () => {
  it('gives dealers the four tabs, Personal first, and follows the URL when switching', async () => {
    const { user, router } = await openSettings();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Personal', 'Dealer', 'Team', 'Notifications', 'Security']);
    expect(screen.getByRole('tab', { name: 'Personal' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByRole('heading', { name: 'Personal Information' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Security' }));
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=security'));
    expect(within(panel()).getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Personal' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it.each([
    ['dealer', 'Dealer', 'Dealer Information'],
    ['notifications', 'Notifications', 'Notification Preferences'],
    ['security', 'Security', 'Change Password'],
  ])('opens on the %s tab from ?tab=', async (value, tab, heading) => {
    await openSettings(`/profile-settings?tab=${value}`);
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it.each<[Role, string]>([
    ['comfort-advisor', 'dealer'],
    ['client-admin', 'dealer'],
    ['comfort-advisor', 'team'],
    ['client-admin', 'team'],
  ])('gives a %s personal, notifications and security only (even at ?tab=%s)', async (role, asked) => {
    await openSettings(`/profile-settings?tab=${asked}`, { role });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Personal', 'Notifications', 'Security']);
    expect(screen.getByRole('tab', { name: 'Personal' })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches tab when the account menu links to another one', async () => {
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Notification Preferences' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true'), { timeout: 5000 });
    await waitFor(() => expect(within(panel()).getByRole('heading', { name: 'Notification Preferences' })).toBeInTheDocument(), { timeout: 5000 });
  });

  it('keeps what was typed when switching tabs', async () => {
    const { user } = await openSettings();
    await replace(user, field('Job title'), 'General Manager');
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    await user.click(screen.getByRole('tab', { name: 'Personal' }));
    expect(field('Job title')).toHaveValue('General Manager');
    await user.click(within(panel()).getByRole('button', { name: 'Discard changes' }));
    expect(field('Job title')).toHaveValue('Owner');
  });
});

describe('profile settings: personal', () => {
  it('shows the personal fields and the profile picture guidance', async () => {
    await openSettings();
    expect(field('First name')).toHaveValue('Jordan');
    expect(field('Last name')).toHaveValue('Miller');
    expect(field('Email')).toHaveValue('jordan.miller@summitcomfort.example');
    expect(field('Phone')).toHaveValue('(217) 555-0188');
    expect(field('Job title')).toHaveValue('Owner');
    expect(within(panel()).getByText('JPG, PNG or GIF, max 2MB')).toBeInTheDocument();
  });

  it('validates with the shared rules at the fields and saves nothing until they pass', async () => {
    const { user, server } = await openSettings();
    await replace(user, field('First name'), '');
    await replace(user, field('Email'), 'jordan@');
    await replace(user, field('Phone'), 'call me');
    await user.click(within(panel()).getByRole('button', { name: 'Save Changes' }));
    await eventually(() => expect(field('First name')).toHaveAccessibleErrorMessage('First name is required'));
    expect(field('Email')).toHaveAccessibleErrorMessage('Enter a valid email address');
    expect(field('Phone')).toHaveAccessibleErrorMessage('Enter a valid phone number');
    await waitFor(() => expect(field('First name')).toHaveFocus());
    expect(server.db.data.users.find((row) => row.role === 'DEALER')?.firstName).toBe('Jordan');
  });

  it('saves personal details with the success notice, and they persist', async () => {
    const { user, server } = await openSettings();
    await replace(user, field('First name'), '  Jordana ');
    await replace(user, field('Job title'), 'General Manager');
    await user.click(within(panel()).getByRole('button', { name: 'Save Changes' }));
    expect(await toast('Personal information updated successfully')).toBeInTheDocument();
    expect(field('First name')).toHaveValue('Jordana');
    expect(within(panel()).queryByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument();

    server.db.flush();
    cleanup();
    await openSettings('/profile-settings', { storage: server.storage });
    expect(field('First name')).toHaveValue('Jordana');
    expect(field('Job title')).toHaveValue('General Manager');
  });
});

describe('profile settings: dealer', () => {
  it('shows the dealership, the read-only dealer number with its note, and the 50 states', async () => {
    await openSettings('/profile-settings?tab=dealer');
    expect(field('Business name')).toHaveValue('Summit Comfort Systems');
    const dealerNumber = field('Dealer number');
    expect(dealerNumber).toHaveValue('D-204817');
    expect(dealerNumber).toBeDisabled();
    expect(dealerNumber).toHaveAccessibleDescription('Changing your dealer number requires contacting support.');
    expect(field('Street address')).toHaveValue('1420 Monroe Street');
    expect(field('City')).toHaveValue('Springfield');
    expect(field('State')).toHaveValue('IL');
    const states = within(field('State')).getAllByRole('option');
    expect(states).toHaveLength(51);
    expect(states[50]).toHaveTextContent('Wyoming');
    expect(field('ZIP code')).toHaveValue('62704');
    expect(field('Business phone')).toHaveValue('(217) 555-0100');
    expect(field('Website')).toHaveValue('https://summitcomfort.example');
    expect(field('Year established')).toHaveValue('1998');
  });

  it('refuses invalid details at the fields', async () => {
    const { user, server } = await openSettings('/profile-settings?tab=dealer');
    await replace(user, field('Business name'), '');
    await replace(user, field('ZIP code'), '627');
    await replace(user, field('Website'), 'summitcomfort');
    await replace(user, field('Year established'), '1700');
    await user.click(within(panel()).getByRole('button', { name: 'Save Changes' }));
    await eventually(() => expect(field('Business name')).toHaveAccessibleErrorMessage('Business name is required'));
    expect(field('ZIP code')).toHaveAccessibleErrorMessage('Enter a 5-digit ZIP code');
    expect(field('Website')).toHaveAccessibleErrorMessage('Enter a full web address, like https://example.com');
    expect(field('Year established')).toHaveAccessibleErrorMessage(/^Enter a year between 1800 and \d{4}$/);
    expect(server.db.data.dealerships[0]?.businessName).toBe('Summit Comfort Systems');
  });

  it('saves the dealership, shows the new name and city in the header, and keeps them after a reload', async () => {
    const { user, server } = await openSettings('/profile-settings?tab=dealer');
    expect(screen.getByTestId('header-identity')).toHaveTextContent('Summit Comfort Systems');
    await replace(user, field('Business name'), 'Prairie Heating & Air');
    await replace(user, field('City'), 'Peoria');
    await user.click(within(panel()).getByRole('button', { name: 'Save Changes' }));
    expect(await toast('Dealer information updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('header-identity')).toHaveTextContent('Prairie Heating & Air'), { timeout: 5000 });
    expect(screen.getByTestId('header-identity')).toHaveTextContent('Peoria, IL · Dealer #D-204817');

    server.db.flush();
    cleanup();
    await openSettings('/profile-settings?tab=dealer', { storage: server.storage });
    expect(field('Business name')).toHaveValue('Prairie Heating & Air');
    expect(field('City')).toHaveValue('Peoria');
    expect(screen.getByTestId('header-identity')).toHaveTextContent('Prairie Heating & Air');
  });
});

describe('profile settings: notifications', () => {
  it('shows the seven toggles with security alerts always on, and saves the choices', async () => {
    const { user, server } = await openSettings('/profile-settings?tab=notifications');
    const names = within(panel()).getAllByRole('switch').map((toggle) => toggle.getAttribute('aria-label') ?? toggle.closest('label')?.textContent);
    expect(names).toEqual(['Promotions', 'Rewards', 'Training', 'Marketing funds', 'Security alerts', 'Newsletter', 'Product updates']);
    const security = within(panel()).getByRole('switch', { name: 'Security alerts' });
    expect(security).toBeChecked();
    expect(security).toBeDisabled();
    expect(within(panel()).getByRole('switch', { name: 'Marketing funds' })).not.toBeChecked();
    expect(within(panel()).getByRole('switch', { name: 'Newsletter' })).toBeChecked();

    await user.click(within(panel()).getByRole('switch', { name: 'Marketing funds' }));
    await user.click(within(panel()).getByRole('switch', { name: 'Newsletter' }));
    await user.click(within(panel()).getByRole('button', { name: 'Save Preferences' }));
    expect(await toast('Notification preferences saved')).toBeInTheDocument();

    server.db.flush();
    cleanup();
    await openSettings('/profile-settings?tab=notifications', { storage: server.storage });
    expect(within(panel()).getByRole('switch', { name: 'Marketing funds' })).toBeChecked();
    expect(within(panel()).getByRole('switch', { name: 'Newsletter' })).not.toBeChecked();
    expect(within(panel()).getByRole('switch', { name: 'Security alerts' })).toBeChecked();
  });
});

describe('profile settings: security', () => {
  it('shows the password guidance and checks every field before sending', async () => {
    const { user, server } = await openSettings('/profile-settings?tab=security');
    expect(field('New password')).toHaveAccessibleDescription(expect.stringContaining('At least 8 characters with uppercase, lowercase and a number'));
    await user.click(within(panel()).getByRole('button', { name: 'Update Password' }));
    await eventually(() => expect(field('Current password')).toHaveAccessibleErrorMessage('Current password is required'));
    expect(field('New password')).toHaveAccessibleErrorMessage('New password is required');
    expect(field('Confirm new password')).toHaveAccessibleErrorMessage('Confirm password is required');

    await replace(user, field('Current password'), 'OldPass1');
    await replace(user, field('New password'), 'NewPass22');
    await replace(user, field('Confirm new password'), 'NewPass23');
    await user.click(within(panel()).getByRole('button', { name: 'Update Password' }));
    await eventually(() => expect(field('Confirm new password')).toHaveAccessibleErrorMessage("Passwords don't match"));
    expect(server.db.data.users.find((row) => row.role === 'DEALER')?.passwordUpdatedAt).toBeNull();
  });

  it('updates the password with the success notice and clears the form', async () => {
    const { user, server } = await openSettings('/profile-settings?tab=security');
    await replace(user, field('Current password'), 'OldPass1');
    await replace(user, field('New password'), 'NewPass22');
    await replace(user, field('Confirm new password'), 'NewPass22');
    await user.click(within(panel()).getByRole('button', { name: 'Update Password' }));
    expect(await toast('Password updated successfully')).toBeInTheDocument();
    expect(field('Current password')).toHaveValue('');
    expect(field('New password')).toHaveValue('');
    expect(field('Confirm new password')).toHaveValue('');
    expect(within(panel()).getByText(/^Password last changed /)).toBeInTheDocument();
    expect(server.db.data.users.find((row) => row.role === 'DEALER')?.passwordUpdatedAt).not.toBeNull();
  });
});
