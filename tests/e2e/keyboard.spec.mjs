/**
 * Keyboard-only paths through the production build: signing in, switching role, the sidebar and the
 * phone drawer, tabs with arrow keys, every dialog of the product (focus moves in, Tab wraps inside,
 * Escape closes, focus returns to the opener), redeeming a reward and approving a claim.
 * The skip link is checked in shell.spec.mjs.
 */
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { NAV_BY_ROLE, waitForHeading } from './helpers.mjs';

async function isFocused(locator) {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Presses Tab (or Shift+Tab) until `locator` has the focus; fails if it never gets there. */
async function tabTo(page, locator, { max = 200, backwards = false } = {}) {
  await locator.waitFor();
  for (let step = 0; step < max; step += 1) {
    if (await isFocused(locator)) return step;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`focus never reached ${locator} in ${max} key presses`);
}

/** The dialog shown last (dialogs and alert dialogs), once its opening animation has ended. */
async function openDialog(page) {
  await page.waitForFunction(() => {
    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter((item) => item.getClientRects().length > 0);
    const dialog = dialogs.at(-1);
    return Boolean(dialog) && dialog.getAnimations().length === 0 && dialog.contains(document.activeElement);
  });
  return page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible').last();
}

/**
 * Tab and Shift+Tab keep the focus inside the dialog, and Tab from its last stop wraps to its first.
 * Returns how many tab stops the dialog has.
 */
async function assertFocusTrapped(page, dialog) {
  const stopIndex = () =>
    dialog.evaluate((element) => {
      if (!element.contains(document.activeElement)) return -1;
      const selector = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
      const stops = [...element.querySelectorAll(selector)].filter((item) => item.getClientRects().length > 0);
      return stops.indexOf(document.activeElement);
    });
  const total = await dialog.evaluate(
    (element) =>
      [...element.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])')].filter(
        (item) => item.getClientRects().length > 0,
      ).length,
  );
  assert.ok(total > 0, 'the dialog has something to focus');
  // A stop may take several presses (a date field has one per part), so press on until focus wraps.
  const seen = [await stopIndex()];
  let wrapped = false;
  for (let step = 0; step < total * 4 + 4 && !wrapped; step += 1) {
    await page.keyboard.press('Tab');
    const index = await stopIndex();
    assert.notEqual(index, -1, `Tab ${step + 1} left the dialog`);
    const previous = seen.at(-1);
    seen.push(index);
    wrapped = index < previous && previous === Math.max(...seen) && index === Math.min(...seen);
  }
  assert.ok(wrapped, `Tab from the last stop wraps to the first (stops visited: ${seen.join(', ')})`);
  for (let step = 0; step < 3; step += 1) {
    await page.keyboard.press('Shift+Tab');
    assert.notEqual(await stopIndex(), -1, `Shift+Tab ${step + 1} left the dialog`);
  }
  return total;
}

/** Opens a dialog from `opener` with Enter, checks the trap, closes it with Escape, and checks where focus went. */
const visibleDialogCount = () => [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter((item) => item.getClientRects().length > 0).length;
const visibleDialogCountIs = (expected) =>
  [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter((item) => item.getClientRects().length > 0).length === expected;

async function checkDialog(page, opener, { modal = true } = {}) {
  const before = await page.evaluate(visibleDialogCount);
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = await openDialog(page);
  if (modal) await assertFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await page.waitForFunction(visibleDialogCountIs, before);
  await page.waitForFunction((element) => element === document.activeElement, await opener.elementHandle());
  assert.ok(await isFocused(opener), 'focus returns to the opener');
}

/** Every dialog of the product: where it opens, as whom, and how to reach its opener. */
const DIALOGS = [
  // A popover panel, not modal: it does not trap focus, but Escape closes it and focus returns.
  { name: 'notifications panel', path: '/', heading: 'Dashboard', modal: false, opener: (page) => page.getByRole('button', { name: /^Notifications/ }) },
  { name: 'forgot password', path: '/login', role: null, heading: 'Sign In', opener: (page) => page.getByRole('button', { name: 'Forgot password?' }) },
  { name: 'privacy policy', path: '/login', role: null, heading: 'Sign In', opener: (page) => page.getByRole('button', { name: 'Privacy Policy' }) },
  {
    name: 'redeem confirmation',
    path: '/rewards?tab=rewards',
    heading: 'Loyalty Rewards',
    opener: (page) => page.getByRole('article', { name: 'Wireless Noise-Cancelling Headphones' }).getByRole('button', { name: 'Redeem', exact: true }),
  },
  {
    name: 'cart drawer',
    path: '/rewards?tab=rewards',
    heading: 'Loyalty Rewards',
    prepare: async (page) => {
      await page.getByRole('article', { name: '$100 Prepaid Visa Gift Card' }).getByRole('button', { name: 'Add to Cart' }).focus();
      await page.keyboard.press('Enter');
    },
    opener: (page) => page.getByRole('button', { name: /^View Cart/ }),
  },
  { name: 'course certificate', path: '/training?tab=certifications', heading: 'Professional Development', opener: (page) => page.getByRole('button', { name: 'View Certificate' }).first() },
  { name: 'training calendar', path: '/training', heading: 'Professional Development', opener: (page) => page.getByRole('button', { name: 'View calendar' }) },
  { name: 'event details', path: '/events?tab=registrations', heading: 'Events & Training', opener: (page) => page.locator('main').getByRole('button', { name: 'View Details' }).first() },
  {
    name: 'cancel registration confirmation',
    path: '/events?tab=registrations',
    heading: 'Events & Training',
    opener: (page) => page.getByRole('button', { name: 'Cancel Registration' }).first(),
  },
  { name: 'promotion details', path: '/promotions', heading: 'Current Promotions', opener: (page) => page.getByRole('button', { name: /^View Details: / }).first() },
  { name: 'marketing fund claim', path: '/marketing-funds', heading: 'Marketing Funds', opener: (page) => page.locator('main').getByRole('button', { name: 'Submit Claim' }).first() },
  { name: 'submit a claim', path: '/my-claims', heading: 'My Claims', opener: (page) => page.locator('main').getByRole('button', { name: 'Submit a claim' }) },
  { name: 'schedule meeting', path: '/resources', heading: 'My Resources', opener: (page) => page.locator('main').getByRole('button', { name: 'Schedule Meeting' }).first() },
  { name: 'participant details', path: '/admin-participants', role: 'client-admin', heading: 'Participants Management', opener: (page) => page.getByRole('button', { name: /^View / }).first() },
  {
    // Opens over the participant details dialog; closing it gives the focus back inside that dialog.
    name: 'deactivate participant confirmation',
    path: '/admin-participants',
    role: 'client-admin',
    heading: 'Participants Management',
    prepare: async (page) => {
      await page.getByRole('button', { name: /^View / }).first().focus();
      await page.keyboard.press('Enter');
      await openDialog(page);
    },
    opener: (page) => page.getByRole('dialog', { name: 'Participant Details' }).getByRole('button', { name: /^(Deactivate|Reactivate)/ }),
  },
  { name: 'reject claim', path: '/admin-claims-management', role: 'client-admin', heading: 'Claims Management', opener: (page) => page.getByRole('button', { name: /^Reject claim / }).first() },
  { name: 'claim drawer (admin)', path: '/admin-claims-management', role: 'client-admin', heading: 'Claims Management', opener: (page) => page.getByRole('button', { name: /^Open claim / }).first() },
  { name: 'claim drawer (analytics)', path: '/admin-claims', role: 'client-admin', heading: 'Claims Analytics', opener: (page) => page.getByRole('button', { name: /^Open claim / }).first() },
  { name: 'claim drawer (member)', path: '/my-claims?status=needs-info', role: 'comfort-advisor', heading: 'My Claims', opener: (page) => page.getByRole('button', { name: /^Open claim / }).first() },
  {
    name: 'bulk approve confirmation',
    path: '/admin-claims-management',
    role: 'client-admin',
    heading: 'Claims Management',
    prepare: async (page) => {
      await page.getByRole('checkbox', { name: /^Select claim / }).first().focus();
      await page.keyboard.press('Space');
    },
    opener: (page) => page.getByRole('button', { name: 'Approve selected' }),
  },
  {
    name: 'override and approve confirmation',
    path: '/admin-claims-management?tab=needs-info',
    role: 'client-admin',
    heading: 'Claims Management',
    opener: (page) => page.getByRole('button', { name: /^Override & Approve claim / }).first(),
  },
  { name: 'edit promotion', path: '/admin-promotions', role: 'client-admin', heading: 'Promotions Management', opener: (page) => page.locator('main table').getByRole('button', { name: /^Edit / }).first() },
  { name: 'delete promotion confirmation', path: '/admin-promotions', role: 'client-admin', heading: 'Promotions Management', opener: (page) => page.locator('main table').getByRole('button', { name: /^Delete / }).first() },
  { name: 'request changes', path: '/admin-promotions?tab=pending', role: 'client-admin', heading: 'Promotions Management', opener: (page) => page.getByRole('button', { name: 'Request Changes' }).first() },
  { name: 'add earn rate', path: '/admin-promotions?tab=rates', role: 'client-admin', heading: 'Promotions Management', opener: (page) => page.getByRole('button', { name: 'Add New Rate' }) },
  { name: 'create product', path: '/admin-products', role: 'client-admin', heading: 'Product Management', opener: (page) => page.getByRole('button', { name: 'Add Product' }) },
  { name: 'import products', path: '/admin-products', role: 'client-admin', heading: 'Product Management', opener: (page) => page.getByRole('button', { name: 'Import CSV' }) },
  {
    name: 'report preview',
    path: '/admin-reporting',
    role: 'client-admin',
    heading: 'Program Reports',
    opener: (page) => page.getByRole('button', { name: /^Generate Report: / }).first(),
  },
];

test.describe('keyboard only', () => {
  test('sign in: Tab to the fields, type, Enter', async ({ openPage }) => {
    const { page, errors } = await openPage('/login', { role: null });
    await waitForHeading(page, 'Sign In');
    await tabTo(page, page.getByLabel('Email', { exact: true }));
    await page.keyboard.type('jordan.miller@summitcomfort.example');
    await page.keyboard.press('Tab');
    assert.ok(await isFocused(page.getByLabel('Password', { exact: true })), 'Tab moves from Email to Password');
    await page.keyboard.type('Secret123');
    await page.keyboard.press('Enter');
    await page.getByText('Welcome back!').waitFor();
    await waitForHeading(page, 'Dashboard');
    assert.equal(await page.evaluate(() => window.localStorage.getItem('authenticated')), 'true');
    assert.deepEqual(errors, []);
  });

  test('switch role from the account menu with arrow keys', async ({ openPage }) => {
    const { page } = await openPage('/', { role: 'dealer' });
    await waitForHeading(page, 'Dashboard');
    const trigger = page.getByRole('button', { name: 'Account menu' });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    for (let step = 0; step < 12; step += 1) {
      const active = await menu.getAttribute('aria-activedescendant');
      if (active && (await page.locator(`[id="${active}"]`).textContent())?.includes('Client Admin')) break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await page.getByText('Switched to Client Admin view').waitFor();
    await waitForHeading(page, 'Dashboard');
    await page.waitForFunction(
      (expected) => [...document.querySelectorAll('nav[aria-label="Main navigation"] a')].map((a) => a.textContent).join('|') === expected,
      NAV_BY_ROLE['client-admin'].join('|'),
    );
  });

  test('sidebar: Tab reaches each link in order and Enter opens the page', async ({ openPage }) => {
    const { page } = await openPage('/', { role: 'comfort-advisor' });
    await waitForHeading(page, 'Dashboard');
    const nav = page.locator('nav[aria-label="Main navigation"]:visible');
    const links = nav.getByRole('link');
    await tabTo(page, links.first());
    const labels = [];
    for (let index = 0; index < NAV_BY_ROLE['comfort-advisor'].length; index += 1) {
      labels.push((await page.evaluate(() => document.activeElement?.textContent ?? '')).trim());
      if (index < NAV_BY_ROLE['comfort-advisor'].length - 1) await page.keyboard.press('Tab');
    }
    assert.deepEqual(labels, NAV_BY_ROLE['comfort-advisor']);
    await links.filter({ hasText: 'Training' }).focus();
    await page.keyboard.press('Enter');
    await waitForHeading(page, 'Professional Development');
  });

  test('drawer at 390 px: opens from the keyboard, traps focus, Escape closes, focus returns', async ({ openPage }) => {
    const { page } = await openPage('/', { role: 'dealer', viewport: 'mobile' });
    await waitForHeading(page, 'Dashboard');
    const open = page.getByRole('button', { name: 'Open navigation' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const drawer = await openDialog(page);
    assert.equal(await drawer.getByRole('navigation', { name: 'Main navigation' }).count(), 1, 'the drawer holds the main navigation');
    await assertFocusTrapped(page, drawer);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    assert.ok(await isFocused(open), 'focus returns to Open navigation');

    await page.keyboard.press('Enter');
    const again = await openDialog(page);
    await tabTo(page, again.getByRole('link', { name: 'Events' }));
    await page.keyboard.press('Enter');
    await waitForHeading(page, 'Events & Training');
    await again.waitFor({ state: 'hidden' });
  });

  test('tabs: arrow keys move between tabs and show their panels', async ({ openPage }) => {
    const { page } = await openPage('/rewards', { role: 'dealer' });
    await waitForHeading(page, 'Loyalty Rewards');
    const tabs = page.locator('main [role="tab"]');
    const count = await tabs.count();
    assert.ok(count > 1);
    await tabTo(page, page.locator('main [role="tab"][aria-selected="true"]'));
    for (let index = 1; index <= count; index += 1) {
      await page.keyboard.press('ArrowRight');
      const expected = index % count;
      await page.waitForFunction((position) => {
        const tab = document.querySelectorAll('main [role="tab"]')[position];
        const panelId = tab?.getAttribute('aria-controls');
        return tab === document.activeElement && tab.getAttribute('aria-selected') === 'true' && Boolean(panelId && document.getElementById(panelId));
      }, expected);
    }
    await page.keyboard.press('End');
    await page.waitForFunction((last) => document.querySelectorAll('main [role="tab"]')[last] === document.activeElement, count - 1);
    await page.keyboard.press('Home');
    await page.waitForFunction(() => document.querySelectorAll('main [role="tab"]')[0] === document.activeElement);
  });

  test('redeem a reward with the keyboard only', async ({ openPage }) => {
    const { page, errors } = await openPage('/rewards?tab=rewards', { role: 'dealer' });
    await waitForHeading(page, 'Loyalty Rewards');
    await page.getByTestId('points-balance').getByText('28,450').waitFor();
    const card = page.getByRole('article', { name: 'Wireless Noise-Cancelling Headphones' });
    const redeem = card.getByRole('button', { name: 'Redeem', exact: true });
    await tabTo(page, redeem);
    await page.keyboard.press('Enter');
    const dialog = await openDialog(page);
    await tabTo(page, dialog.getByRole('button', { name: 'Confirm Redemption' }), { max: 10 });
    await page.keyboard.press('Enter');
    await page.getByText('Redemption initiated for Wireless Noise-Cancelling Headphones').waitFor();
    await page.getByTestId('points-balance').getByText('9,950').waitFor();
    await card.getByText('11 in stock').waitFor();
    assert.deepEqual(errors, []);
  });

  test('approve a claim with the keyboard only', async ({ openPage }) => {
    const { page, errors } = await openPage('/admin-claims-management', { role: 'client-admin' });
    await waitForHeading(page, 'Claims Management');
    await page.getByText('Showing 25 of 96 pending claims').waitFor();
    const approve = page.getByRole('button', { name: /^Approve claim / }).first();
    const claimId = (await approve.getAttribute('aria-label')).replace('Approve claim ', '');
    await tabTo(page, approve);
    await page.keyboard.press('Enter');
    await page.getByTestId('toast').filter({ hasText: `Claim ${claimId} status updated to approved` }).waitFor();
    await page.getByText('Showing 25 of 95 pending claims').waitFor();
    assert.equal(await page.getByRole('button', { name: `Approve claim ${claimId}` }).count(), 0);
    assert.ok(await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null), 'focus is not lost to the page body');
    assert.deepEqual(errors, []);
  });

  test('forgot password: fill and send from the keyboard', async ({ openPage }) => {
    const { page } = await openPage('/login', { role: null });
    await waitForHeading(page, 'Sign In');
    await tabTo(page, page.getByRole('button', { name: 'Forgot password?' }));
    await page.keyboard.press('Enter');
    const dialog = await openDialog(page);
    await tabTo(page, dialog.getByLabel('Email'), { max: 10 });
    await page.keyboard.type('jordan.miller@summitcomfort.example');
    await page.keyboard.press('Enter');
    await dialog.getByText('Check your email').waitFor();
  });

  test.describe('every dialog: focus moves in, stays in, and returns to the opener', () => {
    for (const entry of DIALOGS) {
      test(entry.name, async ({ openPage }) => {
        const { page, errors } = await openPage(entry.path, { role: entry.role === undefined ? 'dealer' : entry.role });
        await waitForHeading(page, entry.heading);
        if (entry.prepare) await entry.prepare(page);
        await checkDialog(page, entry.opener(page), { modal: entry.modal !== false });
        assert.deepEqual(errors, []);
      });
    }
  });
});
