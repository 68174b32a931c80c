import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from './fixtures.mjs';
import { assertAccessible, fillSignUpAccount, freePort, screenshot, VIEWPORTS, waitForHeading } from './helpers.mjs';
import { startPortalServer } from './portal-server.mjs';

/**
 * The HTTP server as a program runs it, outside demo mode (docs/server.md, "Accounts"): a sign-up
 * without an invitation waits for an administrator's approval. Nobody is signed in, and sign-in says why
 * it waits, so a stranger sees nothing of any dealership.
 */
/** @type {{ url: string, stop: () => Promise<void> } | null} */
let server = null;
let dataDir = '';

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-enrolment-'));
  server = await startPortalServer({ port: await freePort(), dataDir });
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
