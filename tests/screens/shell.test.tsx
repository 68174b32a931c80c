import { renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../src/components/ui/toaster';
import { useViewer } from '../../src/graphql/viewer';
import { createServerLink } from '../../mocks/link';
import { createTestServer } from '../api';
import { findPageHeading, renderRoute, waitForLayerFocus } from '../render-route';

const DEALER_NAV = [
  'Dashboard', 'Promotions', 'Sales & Earnings', 'My Claims', 'Marketing Funds', 'Loyalty Rewards', 'Earn Rewards',
  'Training', 'Events', 'Reviews', 'Resources', 'Store Loyalty', 'FAQs',
];
const ADVISOR_NAV = ['Dashboard', 'My Claims', 'Loyalty Rewards', 'Earn Rewards', 'Store Loyalty', 'Training', 'Events', 'FAQs'];
const ADMIN_NAV = ['Dashboard', 'Claims Analytics', 'Participants', 'Claims Management', 'Promotions', 'Products', 'Dealerships', 'Reports', 'Accounts'];

async function findSidebar() {
  return screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 5000 });
}

async function sidebarLabels() {
  const nav = await findSidebar();
  return within(nav).getAllByRole('link').map((link) => link.textContent);
}

/** The app's header (screens' own page headers sit inside main). */
function appHeader(): HTMLElement {
  const header = document.getElementById('app-header');
  if (!header) throw new Error('The app header is missing');
  return header;
}

async function openAccountMenu(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Account menu' }));
  return screen.findByRole('menu');
}

/** Chooses a menu item the way a keyboard user does: arrow down to it, then Enter. */
async function chooseMenuItem(user: ReturnType<typeof renderRoute>['user'], menu: HTMLElement, name: string) {
  const item = within(menu).getByRole('menuitem', { name });
  for (let step = 0; step < 12 && menu.getAttribute('aria-activedescendant') !== item.id; step += 1) {
    await user.keyboard('{ArrowDown}');
  }
  expect(menu).toHaveAttribute('aria-activedescendant', item.id);
  await user.keyboard('{Enter}');
}

async function findBell(name: string | RegExp) {
  return screen.findByRole('button', { name }, { timeout: 5000 });
}

beforeEach(() => {
  toaster.remove();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sidebar', () => {
  it('lists the dealer pages in the documented order', async () => {
    renderRoute('/', { role: 'dealer' });
    await findPageHeading('Dashboard');
    expect(await sidebarLabels()).toEqual(DEALER_NAV);
  });

  it('lists only the comfort advisor pages', async () => {
    renderRoute('/', { role: 'comfort-advisor' });
    await findPageHeading('Dashboard');
    expect(await sidebarLabels()).toEqual(ADVISOR_NAV);
  });

  it('lists only the client admin pages', async () => {
    renderRoute('/', { role: 'client-admin' });
    await findPageHeading('Dashboard');
    expect(await sidebarLabels()).toEqual(ADMIN_NAV);
    const nav = await findSidebar();
    expect(within(nav).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/admin-promotions');
  });

  it('highlights the current route', async () => {
    renderRoute('/rewards');
    await findPageHeading('Loyalty Rewards');
    const nav = await findSidebar();
    expect(within(nav).getByRole('link', { name: 'Loyalty Rewards' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(document.title).toBe('Loyalty Rewards · ComfortPro Loyalty Portal'));
  });

  it('collapses to icons, keeps the labels as link names and remembers it under sidebarOpen', async () => {
    const first = renderRoute('/');
    await findPageHeading('Dashboard');
    expect(window.localStorage.getItem('sidebarOpen')).toBeNull();
    const collapse = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');

    await first.user.click(collapse);
    expect(window.localStorage.getItem('sidebarOpen')).toBe('false');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    expect(await sidebarLabels()).toEqual(DEALER_NAV);
    first.unmount();

    const second = renderRoute('/');
    await findPageHeading('Dashboard');
    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    await second.user.click(expand);
    expect(window.localStorage.getItem('sidebarOpen')).toBe('true');
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
  });

  // jsdom applies every media query, so it renders the large-screen layout where this button is
  // hidden (and a hidden element has no accessible name): reach it by its label. The e2e suite
  // opens the drawer at 390 px.
  it('opens as a drawer from "Open navigation" and closes when a page is chosen', async () => {
    const { user, router } = renderRoute('/');
    await findPageHeading('Dashboard');
    await user.click(screen.getByLabelText('Open navigation'));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(DEALER_NAV);

    await user.click(within(nav).getByRole('link', { name: 'Loyalty Rewards' }));
    await findPageHeading('Loyalty Rewards');
    expect(router.state.location.pathname).toBe('/rewards');
    await waitFor(() => expect(screen.getByLabelText('Open navigation')).toHaveAttribute('aria-expanded', 'false'));
  });

  // Focus coming back to the (visible) button is checked in the e2e suite at 390 px.
  it('closes the drawer with Escape', async () => {
    const { user } = renderRoute('/');
    await findPageHeading('Dashboard');
    const open = screen.getByLabelText('Open navigation');
    await user.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await waitForLayerFocus(drawer);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(open).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('header', () => {
  it('shows the product, and the dealership, city and dealer number for a dealer', async () => {
    renderRoute('/');
    await findPageHeading('Dashboard');
    const header = within(appHeader());
    expect(header.getByText('ComfortPro')).toBeInTheDocument();
    expect(header.getByText('Loyalty Portal')).toBeInTheDocument();
    expect(await header.findByText('Summit Comfort Systems')).toBeInTheDocument();
    expect(header.getByText(/Springfield, IL/)).toHaveTextContent('Springfield, IL · Dealer #D-204817');
  });

  it("shows just 'Client Admin' for a client admin", async () => {
    renderRoute('/', { role: 'client-admin' });
    await findPageHeading('Dashboard');
    const identity = await within(appHeader()).findByTestId('header-identity');
    expect(identity).toHaveTextContent(/^Client Admin$/);
    expect(within(appHeader()).queryByText('Summit Comfort Systems')).not.toBeInTheDocument();
  });

  it('offers a Login button and no sidebar or account menu when signed out', async () => {
    const { user, router } = renderRoute('/store-loyalty', { role: null });
    await findPageHeading('Store Loyalty');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    await user.click(within(appHeader()).getByRole('link', { name: 'Login' }));
    await findPageHeading('Sign In');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('has a skip link to the main landmark', async () => {
    renderRoute('/');
    await findPageHeading('Dashboard');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});

describe('account menu', () => {
  it('offers a dealer the role switcher, the profile pages, GraphiQL and Sign out', async () => {
    const { user } = renderRoute('/');
    await findPageHeading('Dashboard');
    const menu = await openAccountMenu(user);
    expect(within(menu).getByRole('menuitem', { name: /Dealer\/Admin/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Comfort Advisor' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Client Admin' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Profile Settings' })).toHaveAttribute('href', '/profile-settings');
    expect(within(menu).getByRole('menuitem', { name: 'Dealer Profile' })).toHaveAttribute('href', '/profile-settings?tab=dealer');
    expect(within(menu).getByRole('menuitem', { name: 'Notification Preferences' })).toHaveAttribute(
      'href',
      '/profile-settings?tab=notifications',
    );
    expect(within(menu).getByRole('menuitem', { name: 'GraphiQL' })).toHaveAttribute('href', '/graphiql');
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('has no role switcher on a server for a real dealer network (not demo data)', async () => {
    const server = createTestServer('dealer');
    server.config.demo = false;
    const { user } = renderRoute('/', { link: createServerLink(server) });
    await findPageHeading('Dashboard');
    const menu = await openAccountMenu(user);
    expect(within(menu).queryByText('Switch role')).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Client Admin' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('offers other roles GraphiQL but not the dealer profile pages', async () => {
    const { user } = renderRoute('/', { role: 'comfort-advisor' });
    await findPageHeading('Dashboard');
    const menu = await openAccountMenu(user);
    expect(within(menu).getByRole('menuitem', { name: /Comfort Advisor/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'GraphiQL' })).toHaveAttribute('href', '/graphiql');
    expect(within(menu).queryByRole('menuitem', { name: 'Profile Settings' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Dealer Profile' })).not.toBeInTheDocument();
  });

  it('follows a link item chosen with the keyboard inside the app', async () => {
    const { user, router } = renderRoute('/');
    await findPageHeading('Dashboard');
    const menu = await openAccountMenu(user);
    await chooseMenuItem(user, menu, 'Dealer Profile');
    await findPageHeading('Profile Settings');
    expect(router.state.location.pathname).toBe('/profile-settings');
    expect(router.state.location.search).toBe('?tab=dealer');
  });

  it('closes with Escape and gives focus back to its button', async () => {
    const { user } = renderRoute('/');
    await findPageHeading('Dashboard');
    const menu = await openAccountMenu(user);
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitForLayerFocus(menu);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    expect(button).toHaveFocus();
  });

  it('switches role: toast for 3 s, dashboard, the new sidebar and header, stored role', async () => {
    const { user, router, server } = renderRoute('/rewards');
    await findPageHeading('Loyalty Rewards');
    const menu = await openAccountMenu(user);
    await chooseMenuItem(user, menu, 'Client Admin');

    expect(await screen.findByText('Switched to Client Admin view')).toBeInTheDocument();
    expect(screen.getByText('You are now viewing the portal as a Client Admin')).toBeInTheDocument();
    expect(toaster.getVisibleToasts().find((toast) => toast.title === 'Switched to Client Admin view')?.duration).toBe(3000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(async () => expect(await sidebarLabels()).toEqual(ADMIN_NAV));
    await waitFor(() => expect(within(appHeader()).getByTestId('header-identity')).toHaveTextContent(/^Client Admin$/));
    expect(server.storage.getItem('role')).toBe('client-admin');

    const again = await openAccountMenu(user);
    expect(within(again).getByRole('menuitem', { name: /Client Admin/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('signs out: toast, sign-in screen, stored authenticated=false', async () => {
    const { user, router, server } = renderRoute('/');
    await findPageHeading('Dashboard');
    const menu = await openAccountMenu(user);
    await chooseMenuItem(user, menu, 'Sign out');

    expect(await screen.findByText('Signed out successfully')).toBeInTheDocument();
    expect(screen.getByText('You have been logged out of your account.')).toBeInTheDocument();
    await findPageHeading('Sign In');
    expect(router.state.location.pathname).toBe('/login');
    expect(server.storage.getItem('authenticated')).toBe('false');
  });
});

describe('notifications', () => {
  it('names the bell with the unread count and badges it', async () => {
    renderRoute('/');
    await findPageHeading('Dashboard');
    const bell = await findBell('Notifications, 2 unread');
    expect(within(bell).getByTestId('notifications-badge')).toHaveTextContent('2');
  });

  it('opening a notification marks it read and follows its link', async () => {
    const { user, router } = renderRoute('/');
    await findPageHeading('Dashboard');
    await user.click(await findBell('Notifications, 2 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);

    await user.click(within(panel).getByRole('link', { name: 'Points Earned (unread)' }));
    await findPageHeading('Loyalty Rewards');
    expect(router.state.location.pathname).toBe('/rewards');
    const bell = await findBell('Notifications, 1 unread');
    await user.click(bell);
    const reopened = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(reopened).getByRole('link', { name: 'Points Earned' })).toBeInTheDocument();
  });

  it('marks all read, deletes each one and then says there are none, and keeps it after a reload', async () => {
    const first = renderRoute('/');
    await findPageHeading('Dashboard');
    await first.user.click(await findBell('Notifications, 2 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });

    await first.user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await findBell('Notifications');
    expect(within(panel).queryByRole('link', { name: /\(unread\)/ })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument();

    await first.user.click(within(panel).getByRole('button', { name: 'Delete notification: Upcoming Event' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(2));
    expect(within(panel).queryByText('Upcoming Event')).not.toBeInTheDocument();
    // Keyboard focus stays in the list, on the notification that moved up.
    expect(within(panel).getByRole('link', { name: 'New Promotion' })).toHaveFocus();
    first.unmount();

    const second = renderRoute('/', { storage: first.server.storage });
    await findPageHeading('Dashboard');
    await second.user.click(await findBell('Notifications'));
    const reloaded = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(reloaded).getAllByRole('listitem')).toHaveLength(2));
    expect(within(reloaded).queryByText('Upcoming Event')).not.toBeInTheDocument();

    await second.user.click(within(reloaded).getByRole('button', { name: 'Delete notification: Points Earned' }));
    await second.user.click(await within(reloaded).findByRole('button', { name: 'Delete notification: New Promotion' }));
    expect(await within(reloaded).findByText('No notifications')).toBeInTheDocument();
  });

  it("shows another role's notifications after a role switch", async () => {
    const { user } = renderRoute('/');
    await findPageHeading('Dashboard');
    const menu = await openAccountMenu(user);
    await chooseMenuItem(user, menu, 'Client Admin');
    await waitFor(async () => expect(await sidebarLabels()).toEqual(ADMIN_NAV));
    await user.click(await findBell('Notifications, 2 unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByRole('link', { name: 'Rewards Running Low (unread)' })).toHaveAttribute('href', '/admin-rewards');
  });
});

describe('access denied', () => {
  it('offers the role that may open the page and opens it after switching', async () => {
    const { user, router } = renderRoute('/admin-products');
    await findPageHeading('Access denied');
    await user.click(screen.getByRole('button', { name: 'Switch to Client Admin view' }));
    expect(await screen.findByText('Switched to Client Admin view')).toBeInTheDocument();
    await findPageHeading('Product Management');
    expect(router.state.location.pathname).toBe('/admin-products');
  });
});

describe('viewer', () => {
  it('throws a clear error when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useViewer())).toThrow('useViewer must be used inside <ViewerProvider>');
  });
});
