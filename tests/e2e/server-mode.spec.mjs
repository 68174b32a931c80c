import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from './fixtures.mjs';
import { fillSignUpAccount, freePort, VIEWPORTS, waitForHeading } from './helpers.mjs';
import { startPortalServer } from './portal-server.mjs';

/**
 * The portal served by its HTTP server (README, "The server") in demo mode on PGlite: real sign-in, a
 * change made in one browser seen in another, and data and sessions that survive a restart.
 */
const PASSWORD = 'e2e-demo-password';

/** @type {{ url: string, stop: () => Promise<void> } | null} */
let server = null;
let baseUrl = '';
let dataDir = '';

async function startServer(port) {
  server = await startPortalServer({ port, dataDir, demoPassword: PASSWORD });
}

async function stopServer() {
  await server?.stop();
}

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  await startServer(port);
});

test.afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A context of `browser` of its own (its own cookies), nothing stored. */
async function newVisitor(browser) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORTS.desktop, reducedMotion: 'reduce', locale: 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error));
  return { context, page, errors };
}

/** A 2 × 2 PNG photo, as a phone would send one (only much smaller). */
const PHOTO_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4IScHRAwQCgAfJgQRoo8irwAAAABJRU5ErkJggg==';

async function signIn(page, email, password) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('server mode', () => {
  test('a wrong password is refused at the form; the right one opens the portal with the account in the header', async ({ browser }) => {
    const { context, page, errors } = await newVisitor(browser);
    const workers = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    try {
      await page.goto('/marketing-funds');
      await waitForHeading(page, 'Sign In');
      await signIn(page, 'dealer@demo.local', 'not-the-password');
      await page.getByText('The e-mail address or password is incorrect.').waitFor();
      await signIn(page, 'dealer@demo.local', PASSWORD);
      await waitForHeading(page, 'Marketing Funds');
      // The session is an httpOnly cookie: the page cannot read it, and stores no session of its own.
      const cookies = await context.cookies();
      assert.equal(cookies.find((cookie) => cookie.name === 'portal_session')?.httpOnly, true);
      assert.equal(await page.evaluate(() => document.cookie), '');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Client Admin' }).waitFor();
      // The server answers: the page starts no in-browser server of its own.
      assert.deepEqual(workers, []);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('Microsoft without its settings: the button leaves for the server, which sends the page back with the reason', async ({ browser }) => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await page.goto('/login?redirect=%2Frewards');
      await waitForHeading(page, 'Sign In');
      await page.getByRole('button', { name: 'Microsoft' }).click();
      await page.getByText('Sign-in with Microsoft is not configured on this server.').waitFor();
      assert.equal(new URL(page.url()).pathname, '/login');
      assert.equal(new URL(page.url()).searchParams.get('redirect'), '/rewards');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('signing up creates an account that signs in again after signing out', async ({ browser }) => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await page.goto('/signup');
      await waitForHeading(page, 'Create Account');
      await fillSignUpAccount(page, {
        firstName: 'Sam',
        lastName: 'Ortiz',
        email: 'sam.ortiz@prairieheating.example',
        accountType: 'Dealer / Business Owner',
        password: 'Furnace-2026',
      });
      await waitForHeading(page, 'Terms and Conditions');
      await page.getByRole('checkbox', { name: /I have read and agree/ }).check({ force: true });
      await page.getByRole('button', { name: 'Accept & Continue' }).click();
      await waitForHeading(page, 'Complete Your Profile');

      // The new account is signed in: the portal opens as it.
      await page.goto('/');
      await waitForHeading(page, 'Dashboard');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByText('sam.ortiz@prairieheating.example').waitFor();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await waitForHeading(page, 'Sign In');

      await signIn(page, 'sam.ortiz@prairieheating.example', 'Furnace-2026');
      await waitForHeading(page, 'Dashboard');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('a photo sent with an answer is stored by the server, and the administrator sees it in the claim', async ({ browser }) => {
    const admin = await newVisitor(browser);
    const dealer = await newVisitor(browser);
    try {
      await admin.page.goto('/admin-claims-management?q=Jordan%20Miller');
      await signIn(admin.page, 'admin@demo.local', PASSWORD);
      await waitForHeading(admin.page, 'Claims Management');
      const claimId = (await admin.page.getByRole('table', { name: 'Pending claims' }).locator('tbody th[scope="row"]').first().textContent()).trim();
      await admin.page.getByRole('button', { name: `Open claim ${claimId}` }).click();
      const drawer = admin.page.getByRole('dialog', { name: `Claim ${claimId}` });
      await drawer.getByRole('button', { name: 'Request info' }).click();
      await drawer.getByRole('textbox', { name: /What should the participant send/ }).fill('Send a photo of the rating plate');
      await drawer.getByRole('button', { name: 'Send request' }).click();
      await drawer.getByText('Waiting on the participant').waitFor();

      await dealer.page.goto(`/my-claims?claim=${claimId}`);
      await signIn(dealer.page, 'dealer@demo.local', PASSWORD);
      const own = dealer.page.getByRole('dialog', { name: `Claim ${claimId}` });
      await own.getByText('The program needs information from you').waitFor();
      await own.getByLabel('New attachment (optional)').setInputFiles({ name: 'rating-plate.png', mimeType: 'image/png', buffer: Buffer.from(PHOTO_PNG, 'base64') });
      await own.getByRole('img', { name: 'Preview of rating-plate.png' }).waitFor();
      await own.getByRole('textbox', { name: /Answer/ }).fill('The photo of the rating plate is attached');
      await own.getByRole('button', { name: 'Resubmit claim' }).click();
      const history = own.getByRole('list', { name: 'Claim history, newest first' });
      await history.getByText('Answered and resubmitted').waitFor();
      const href = await history.getByRole('link', { name: 'rating-plate.png' }).getAttribute('href');
      assert.match(href, /^\/files\/claim-evidence\/[\w-]+$/);

      // The administrator's drawer, read again, shows the stored photo itself; the file is the one sent.
      await admin.page.getByRole('button', { name: 'Close claim details' }).click();
      await admin.page.goto(`/admin-claims-management?claim=${claimId}`);
      const again = admin.page.getByRole('dialog', { name: `Claim ${claimId}` });
      const photo = again.getByRole('img', { name: 'Attached photo: rating-plate.png' });
      await photo.waitFor();
      await admin.page.waitForFunction((element) => element.complete && element.naturalWidth > 0, await photo.elementHandle());
      const file = await admin.page.request.get(href);
      assert.equal(file.status(), 200);
      assert.equal(file.headers()['content-type'], 'image/png');
      assert.deepEqual(await file.body(), Buffer.from(PHOTO_PNG, 'base64'));
      // Signed out, there is nothing to open.
      const anonymous = await fetch(`${baseUrl}${href}`);
      assert.equal(anonymous.status, 401);
      assert.deepEqual(admin.errors, []);
      assert.deepEqual(dealer.errors, []);
    } finally {
      await admin.context.close();
      await dealer.context.close();
    }
  });

  test('a claim approved in one browser is gone from the pending list in another, and after a restart', async ({ browser }) => {
    const first = await newVisitor(browser);
    const second = await newVisitor(browser);
    try {
      await first.page.goto('/admin-claims-management');
      await signIn(first.page, 'admin@demo.local', PASSWORD);
      await waitForHeading(first.page, 'Claims Management');
      await first.page.getByText('Showing 25 of 96 pending claims').waitFor();
      const claimId = (await first.page.getByRole('table', { name: 'Pending claims' }).locator('tbody th[scope="row"]').allTextContents())[0];
      await first.page.getByRole('button', { name: `Approve claim ${claimId}` }).click();
      await first.page.getByText('Showing 25 of 95 pending claims').waitFor();

      await second.page.goto('/admin-claims-management');
      await signIn(second.page, 'admin@demo.local', PASSWORD);
      await waitForHeading(second.page, 'Claims Management');
      await second.page.getByText('Showing 25 of 95 pending claims').waitFor();
      const secondIds = await second.page.getByRole('table', { name: 'Pending claims' }).locator('tbody th[scope="row"]').allTextContents();
      assert.ok(!secondIds.includes(claimId), 'the other browser does not list the approved claim');

      const port = new URL(baseUrl).port;
      await stopServer();
      await startServer(Number(port));
      await first.page.reload();
      await waitForHeading(first.page, 'Claims Management');
      await first.page.getByText('Showing 25 of 95 pending claims').waitFor();
      assert.deepEqual(first.errors, []);
      assert.deepEqual(second.errors, []);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });
});
