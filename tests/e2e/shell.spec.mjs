import assert from 'node:assert/strict';
import { expect, test } from './fixtures.mjs';
import { BASE_URL, mainNav, NAV_BY_ROLE, navLabels, waitForHeading } from './helpers.mjs';

async function storageItem(page, key) {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

test.describe('sidebar per role', () => {
  for (const role of Object.keys(NAV_BY_ROLE)) {
    test(`${role} sees only its pages, the current one marked`, async ({ openPage }) => {
      const { page, errors } = await openPage('/', { role });
      await waitForHeading(page, 'Dashboard');
      assert.deepEqual(await navLabels(page), NAV_BY_ROLE[role]);
      const current = mainNav(page).locator('[aria-current="page"]');
      assert.equal(await current.count(), 1);
      assert.equal(await current.textContent(), 'Dashboard');
      assert.deepEqual(errors, []);
    });
  }

  test('collapses to icons with named links and stays collapsed after a reload', async ({ openPage }) => {
    const { page } = await openPage('/rewards');
    await waitForHeading(page, 'Loyalty Rewards');
    const nav = mainNav(page);
    const wide = (await nav.boundingBox()).width;
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    await page.waitForFunction(() => {
      const sidebar = document.querySelector('#main-sidebar');
      return sidebar && sidebar.getBoundingClientRect().width < 100;
    });
    assert.ok((await nav.boundingBox()).width < wide / 2, 'the collapsed sidebar is narrow');
    assert.equal(await storageItem(page, 'sidebarOpen'), 'false');
    await nav.getByRole('link', { name: 'Loyalty Rewards' }).waitFor();

    // Collapsed, each icon names its page in a tooltip that opens after 700 ms.
    const hoveredAt = Date.now();
    await nav.getByRole('link', { name: 'Training', exact: true }).hover();
    const tooltip = page.getByRole('tooltip', { name: 'Training' });
    await tooltip.waitFor({ timeout: 2000 });
    const waited = Date.now() - hoveredAt;
    assert.ok(waited >= 650, `the tooltip waits for its open delay (shown after ${waited} ms)`);

    await page.reload();
    await waitForHeading(page, 'Loyalty Rewards');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.getByRole('button', { name: 'Collapse sidebar' }).waitFor();
    assert.equal(await storageItem(page, 'sidebarOpen'), 'true');
  });
});

test.describe('session', () => {
  test('role switch: toast, dashboard, the new sidebar, remembered after a reload', async ({ openPage }) => {
    const { page, errors } = await openPage('/rewards', { role: 'dealer' });
    await waitForHeading(page, 'Loyalty Rewards');
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    assert.equal(await menu.getByRole('menuitem', { name: /Dealer\/Admin/ }).getAttribute('aria-disabled'), 'true');
    await menu.getByRole('menuitem', { name: 'Client Admin' }).click();

    await page.getByText('Switched to Client Admin view').waitFor();
    await page.getByText('You are now viewing the portal as a Client Admin').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await waitForHeading(page, 'Dashboard');
    await page.waitForFunction(
      (expected) => [...document.querySelectorAll('nav[aria-label="Main navigation"] a')].map((a) => a.textContent).join('|') === expected,
      NAV_BY_ROLE['client-admin'].join('|'),
    );
    assert.equal(await page.getByTestId('header-identity').textContent(), 'Client Admin');
    assert.equal(await storageItem(page, 'role'), 'client-admin');

    await page.reload();
    await waitForHeading(page, 'Dashboard');
    assert.deepEqual(await navLabels(page), NAV_BY_ROLE['client-admin']);
    assert.deepEqual(errors, []);
  });

  test('sign out: toast, sign-in screen, and private pages send back to sign in', async ({ openPage }) => {
    const { page } = await openPage('/', { role: 'dealer' });
    await waitForHeading(page, 'Dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByText('Signed out successfully').waitFor();
    await page.getByText('You have been logged out of your account.').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    await waitForHeading(page, 'Sign In');
    assert.equal(await storageItem(page, 'authenticated'), 'false');

    await page.goto('/earnings');
    await page.waitForURL((url) => url.pathname === '/login');
    assert.equal(new URL(page.url()).searchParams.get('redirect'), '/earnings');
  });

  test('a signed-out visitor of a private route goes to sign in, keeping the route', async ({ openPage }) => {
    const { page } = await openPage('/marketing-funds?tab=accruals', { role: null });
    await waitForHeading(page, 'Sign In');
    const url = new URL(page.url());
    assert.equal(url.pathname, '/login');
    assert.equal(url.searchParams.get('redirect'), '/marketing-funds?tab=accruals');
  });

  test('signed out, the header offers Login and no sidebar', async ({ openPage }) => {
    const { page } = await openPage('/terms', { role: null });
    await waitForHeading(page, 'Page Not Found');
    assert.equal(await mainNav(page).count(), 0);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });
});

test.describe('notifications', () => {
  test('open one, mark all read, delete, and it all survives a reload', async ({ openPage }) => {
    const { page, errors } = await openPage('/');
    await waitForHeading(page, 'Dashboard');
    await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.waitFor();
    assert.equal(await panel.getByTestId('notification-list').evaluate((el) => getComputedStyle(el).height), '300px');
    assert.equal(await panel.getByRole('listitem').count(), 3);

    await panel.getByRole('link', { name: 'Points Earned (unread)' }).click();
    await page.waitForURL((url) => url.pathname === '/rewards');
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();

    // After each reload the test waits for the screen, as a person would, before opening the panel:
    // the panel closes when something outside it takes focus, and a click on a panel that closes
    // under the pointer goes to the page beneath.
    await page.reload();
    await waitForHeading(page, 'Loyalty Rewards');
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Delete notification: Upcoming Event' }).click();
    await panel.getByText('Upcoming Event').waitFor({ state: 'detached' });
    assert.equal(await panel.getByRole('listitem').count(), 2);

    await page.reload();
    await waitForHeading(page, 'Loyalty Rewards');
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await panel.waitFor();
    assert.equal(await panel.getByRole('listitem').count(), 2);
    await panel.getByRole('button', { name: 'Delete notification: Points Earned' }).click();
    await panel.getByRole('button', { name: 'Delete notification: New Promotion' }).click();
    await panel.getByText('No notifications').waitFor();

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    assert.ok(await page.getByRole('button', { name: 'Notifications', exact: true }).evaluate((el) => el === document.activeElement));
    assert.deepEqual(errors, []);
  });
});

test.describe('404 page', () => {
  test('/terms shows the page, the path, and logs it', async ({ openPage }) => {
    const { page } = await openPage('about:blank');
    const logged = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.goto('/terms');
    await waitForHeading(page, 'Page Not Found');
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.getByTestId('attempted-path')).toHaveText('/terms');
    assert.ok(logged.some((text) => text.includes('/terms')), `console shows the path: ${logged.join(' | ')}`);
    for (const href of ['/rewards', '/training', '/resources', '/faq']) {
      await expect(page.locator(`main a[href="${href}"]`), `quick link ${href}`).toHaveCount(1);
    }
  });

  test('Go Back returns to the previous page when there is one, otherwise to the dashboard', async ({ openPage }) => {
    const { page } = await openPage('/rewards');
    await waitForHeading(page, 'Loyalty Rewards');
    await page.goto('/no-such-page');
    await waitForHeading(page, 'Page Not Found');
    assert.ok((await page.evaluate(() => window.history.length)) > 2);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL((url) => url.pathname === '/rewards');

    // A fresh tab on the 404 page: nothing to go back to inside the portal.
    const fresh = (await openPage('about:blank')).page;
    await fresh.goto('/no-such-page');
    await waitForHeading(fresh, 'Page Not Found');
    assert.ok((await fresh.evaluate(() => window.history.length)) <= 2);
    await fresh.getByRole('button', { name: 'Go Back' }).click();
    await fresh.waitForURL((url) => url.pathname === '/');
    await waitForHeading(fresh, 'Dashboard');
  });
});

test.describe('keyboard', () => {
  test('the skip link moves focus to the main content', async ({ openPage }) => {
    const { page } = await openPage('/');
    await waitForHeading(page, 'Dashboard');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    assert.ok(await skip.evaluate((el) => el === document.activeElement));
    assert.ok(await skip.isVisible());
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main-content');
  });

  test('the account menu works from the keyboard and gives focus back', async ({ openPage }) => {
    const { page } = await openPage('/');
    await waitForHeading(page, 'Dashboard');
    const trigger = page.getByRole('button', { name: 'Account menu' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    assert.ok(await trigger.evaluate((el) => el === document.activeElement));

    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    // Arrow down to Dealer Profile (the current role is skipped) and open it.
    for (let step = 0; step < 8; step += 1) {
      const active = await page.getByRole('menu').getAttribute('aria-activedescendant');
      const label = active ? await page.locator(`[id="${active}"]`).textContent() : '';
      if (label === 'Dealer Profile') break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/profile-settings' && url.searchParams.get('tab') === 'dealer');
    await waitForHeading(page, 'Profile Settings');
  });
});

test.describe('small screens', () => {
  test('at 390 px the sidebar is a drawer with an overlay that closes on navigation', async ({ openPage }) => {
    const { page, errors } = await openPage('/', { viewport: 'mobile' });
    await waitForHeading(page, 'Dashboard');
    assert.equal(await mainNav(page).count(), 0, 'no sidebar before the drawer opens');
    const open = page.getByRole('button', { name: 'Open navigation' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.waitFor();
    assert.ok(await page.locator('[data-part="backdrop"]').isVisible(), 'an overlay covers the page');
    assert.deepEqual(await drawer.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').allTextContents(), NAV_BY_ROLE.dealer);

    await drawer.getByRole('link', { name: 'Events' }).click();
    await page.waitForURL((url) => url.pathname === '/events');
    await drawer.waitFor({ state: 'hidden' });

    await open.click();
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    assert.ok(await open.evaluate((el) => el === document.activeElement), 'focus returns to the button');

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no horizontal scroll (${overflow}px)`);
    assert.deepEqual(errors, []);
  });
});

/**
 * What the page's #root shows over time, each change recorded once: the page's own loading screen, the
 * shell (its header), a bare page (a heading without the shell), or anything else.
 */
function recordRootStates() {
  window.__rootStates = [];
  const classify = () => {
    const root = document.getElementById('root');
    if (!root) return null;
    if (root.querySelector('#app-header')) return 'shell';
    if (root.querySelector('.boot')) return 'loading screen';
    if (root.querySelector('h1')) return 'page';
    const text = root.textContent.trim();
    return text ? `other: ${text.slice(0, 60)}` : 'empty';
  };
  const record = () => {
    // While the HTML is still being parsed, #root can be seen before the parser has added its children:
    // that is the document arriving, not a state the portal shows. Its states count once it is parsed.
    if (document.readyState === 'loading') return;
    const state = classify();
    if (state && window.__rootStates.at(-1) !== state) window.__rootStates.push(state);
  };
  new MutationObserver(record).observe(document, { childList: true, subtree: true });
  document.addEventListener('readystatechange', record);
}

/** Holds the portal's code back, as a slow network would, until the returned function is called. */
async function holdPortalCode(page) {
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('loading', () => {
  for (const [path, role, heading, expected] of [
    ['/', 'dealer', 'Dashboard', ['loading screen', 'shell']],
    ['/', 'comfort-advisor', 'Dashboard', ['loading screen', 'shell']],
    ['/admin-participants', 'client-admin', 'Participants', ['loading screen', 'shell']],
    ['/login', null, 'Sign In', ['loading screen', 'page']],
  ]) {
    test(`${path} as ${role ?? 'a visitor'}: one step from the page's loading screen to the screen, no other loading state between`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 }, locale: 'en-US' });
      try {
        await context.addInitScript((seeded) => {
          window.localStorage.setItem('authenticated', seeded === null ? 'false' : 'true');
          if (seeded !== null) window.localStorage.setItem('role', seeded);
        }, role);
        await context.addInitScript(recordRootStates);
        const page = await context.newPage();
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        assert.deepEqual(await page.evaluate(() => window.__rootStates), expected);
      } finally {
        await context.close();
      }
    });
  }

  test('the in-browser data server starts once, from the boot script, before the page’s own code runs', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 } });
    try {
      await context.addInitScript(() => {
        window.localStorage.setItem('authenticated', 'true');
        window.localStorage.setItem('role', 'dealer');
      });
      const page = await context.newPage();
      const workers = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((mark) => [mark.name, mark.startTime]));
      const at = Object.fromEntries(marks);
      assert.equal(typeof at['portal:data-server-started'], 'number', `marks: ${JSON.stringify(marks)}`);
      assert.equal(typeof at['portal:app-start'], 'number', `marks: ${JSON.stringify(marks)}`);
      // Started by the build's boot script (build/server-boot.ts) before the page's own modules had
      // downloaded and begun to run, so long before React, the design system and the app ran.
      assert.equal(typeof at['portal:modules-start'], 'number', `marks: ${JSON.stringify(marks)}`);
      assert.ok(at['portal:data-server-started'] < at['portal:modules-start'], `marks: ${JSON.stringify(marks)}`);
      assert.ok(at['portal:data-server-started'] < at['portal:app-start'], `marks: ${JSON.stringify(marks)}`);
      // One worker: the client uses the one started early instead of a second.
      assert.equal(workers.filter((url) => /\/assets\/worker-[\w-]+\.js$/.test(new URL(url).pathname)).length, 1, `workers: ${workers.join(', ')}`);
    } finally {
      await context.close();
    }
  });

  test("before the portal's code runs, the page shows the product and a loading status; the portal then replaces it", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const release = await holdPortalCode(page);
      await page.goto('/login', { waitUntil: 'commit' });
      const status = page.getByRole('status');
      await status.waitFor();
      assert.equal(await status.textContent(), 'Loading the portal…');
      assert.match(await page.locator('#root').innerText(), /ComfortPro\s+Loyalty Portal/);

      release();
      await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
      assert.equal(await page.getByText('Loading the portal…').count(), 0);
    } finally {
      await context.close();
    }
  });

  // The design system's page-wide CSS (reset, global styles, token variables) is Chakra's provider's,
  // inserted once by the portal's code; the page itself has only its loading screen's styles.
  test("the design system's tokens and reset are inserted once, by the portal's code", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const release = await holdPortalCode(page);
      /** The style sheets that set the brand colour's token, the token's value, and Chakra's layer order. */
      const tokens = () =>
        page.evaluate(() => {
          const sheets = Array.from(document.styleSheets, (sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText));
          return {
            // A rule's text holds the rules nested in it (the tokens are in `@layer tokens { … }`).
            sheets: sheets.filter((rules) => rules.some((text) => text.includes('--chakra-colors-brand-700:'))).length,
            brand: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-solid').trim(),
            layers: sheets.some((rules) => rules.some((text) => text.replace(/\s/g, '').startsWith('@layerreset,base,tokens,recipes'))),
          };
        });

      await page.goto('/login', { waitUntil: 'commit' });
      await page.getByRole('status').waitFor();
      assert.deepEqual(await tokens(), { sheets: 0, brand: '', layers: false }, 'before any of the portal’s code has run');

      release();
      const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
      await signIn.waitFor();
      assert.deepEqual(await tokens(), { sheets: 1, brand: '#0b3d91', layers: true }, 'once the portal shows');
      // The primary button's colour comes from the tokens through the button's recipe.
      assert.equal(await signIn.evaluate((button) => getComputedStyle(button).backgroundColor), 'rgb(11, 61, 145)');
    } finally {
      await context.close();
    }
  });
});
