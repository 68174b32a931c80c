import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from './fixtures.mjs';
import { assertAccessible, choosePassword, fillSignUpAccount, freePort, screenshot, VIEWPORTS, waitForHeading } from './helpers.mjs';
import { startPortalServer } from './portal-server.mjs';

/**
 * The HTTP server as a program runs it, outside demo mode (docs/server.md, "Accounts"): a sign-up
 * without an invitation waits for an administrator's approval. Nobody is signed in, and sign-in says why
 * it waits, so a stranger sees nothing of any dealership.
 */
/** @type {{ url: string, stop: () => Promise<void> } | null} */
let server = null;
let dataDir = '';
/** The one-time link `npm run admin:create` printed for the program's administrator. */
let adminLink = '';
const ADMIN_EMAIL = 'program.admin@northwindair.example';

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-enrolment-'));
  const port = await freePort();
  // As a program starts: its dealerships (`npm run db:seed`, until they live in their own table) and an
  // administrator (`npm run admin:create`), both before the server holds the PGlite directory.
  const env = { ...process.env, PORTAL_DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', LOG_LEVEL: 'warn' };
  execFileSync('npx', ['tsx', 'server/db.ts', 'seed'], { env, stdio: 'pipe' });
  const printed = execFileSync('npx', ['tsx', 'server/admin-create.ts', '--email', ADMIN_EMAIL], { env, encoding: 'utf8' });
  adminLink = /http:\/\/\S+\/set-password\?token=\S+/.exec(printed)?.[0] ?? '';
  assert.ok(adminLink, printed);
  server = await startPortalServer({ port, dataDir });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const AWAITING = "Your account is waiting for the program's approval. You can sign in once an administrator has added you to your dealership.";

for (const [viewport, size] of Object.entries({ desktop: VIEWPORTS.desktop, mobile: VIEWPORTS.mobile })) {
  test(`a sign-up without an invitation waits for approval and signs nobody in (${viewport})`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.url, viewport: size, reducedMotion: 'reduce', locale: 'en-US' });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error));
    try {
      const email = `pat.lee.${viewport}@northwindair.example`;
      await page.goto('/signup');
      await waitForHeading(page, 'Create Account');
      await fillSignUpAccount(page, { firstName: 'Pat', lastName: 'Lee', email, accountType: 'Dealer / Business Owner', dealerNumber: 'D-204817', password: 'Furnace-2026' });
      await waitForHeading(page, 'Terms and Conditions');
      await page.getByRole('checkbox', { name: /I have read and agree/ }).check({ force: true });
      await page.getByRole('button', { name: 'Accept & Continue' }).click();

      await page.getByRole('status').filter({ hasText: `Your account for ${email} has been created and is waiting for approval.` }).waitFor();
      assert.equal(await page.getByRole('link', { name: 'Set Up Profile' }).count(), 0);
      await assertAccessible(page);
      await screenshot(page, `signup-awaiting-approval-${viewport}`, { fullPage: true });

      // Nobody is signed in: the portal's pages send the visitor to sign in.
      await page.goto('/');
      await waitForHeading(page, 'Sign In');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill('Furnace-2026');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText(AWAITING).waitFor();
      await waitForHeading(page, 'Sign In');
      await screenshot(page, `signin-awaiting-approval-${viewport}`, { fullPage: true });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

test('an administrator approves a waiting sign-up into its dealership, and the member signs in to it', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORTS.desktop, reducedMotion: 'reduce', locale: 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error));
  try {
    const email = 'jamie.fox@northwindair.example';
    await page.goto('/signup');
    await waitForHeading(page, 'Create Account');
    await fillSignUpAccount(page, { firstName: 'Jamie', lastName: 'Fox', email, accountType: 'Comfort Advisor', dealerNumber: 'd-204817', password: 'Furnace-2026' });
    await waitForHeading(page, 'Terms and Conditions');
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check({ force: true });
    await page.getByRole('button', { name: 'Accept & Continue' }).click();
    await page.getByRole('status').filter({ hasText: 'is waiting for approval' }).waitFor();

    // The administrator chooses a password with the printed link, signs in and decides.
    await page.goto(adminLink.replace(/^http:\/\/[^/]+/, ''));
    await waitForHeading(page, 'Choose a New Password');
    await choosePassword(page, 'Admin-Pass-2026');
    await waitForHeading(page, 'Your password is set');
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('Admin-Pass-2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/admin-participants?tab=pending');
    await waitForHeading(page, 'Participants Management');
    const request = page.getByRole('article', { name: 'Jamie Fox' });
    await request.waitFor();
    assert.equal(await request.getByLabel('Dealership').inputValue(), 'DLR-1001');
    await assertAccessible(page);
    await screenshot(page, 'admin-participants-pending-desktop', { fullPage: true });
    await page.setViewportSize(VIEWPORTS.mobile);
    await screenshot(page, 'admin-participants-pending-mobile', { fullPage: true });
    await page.setViewportSize(VIEWPORTS.desktop);
    await request.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Jamie Fox joined Summit Comfort Systems and was e-mailed a link to sign in.').waitFor();
    // It leaves the list (the other tests' sign-ups still wait).
    await request.waitFor({ state: 'detached' });

    // The member signs in and sees their dealership.
    const member = await browser.newContext({ baseURL: server.url, viewport: VIEWPORTS.desktop, reducedMotion: 'reduce', locale: 'en-US' });
    const memberPage = await member.newPage();
    await memberPage.goto('/login');
    await memberPage.getByLabel('Email', { exact: true }).fill(email);
    await memberPage.getByLabel('Password', { exact: true }).fill('Furnace-2026');
    await memberPage.getByRole('button', { name: 'Sign In' }).click();
    await memberPage.waitForURL((url) => url.pathname === '/');
    await memberPage.getByRole('banner').getByText('Summit Comfort Systems').first().waitFor();
    await member.close();
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
