import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { test } from './fixtures.mjs';
import { assertAccessible, choosePassword, fillSignUpAccount, freePort, screenshot, VIEWPORTS, waitForHeading } from './helpers.mjs';
import { startPortalServer } from './portal-server.mjs';

const { startSmtpSink } = await tsImport('../server/smtp-sink.ts', import.meta.url);

/**
 * The whole path of a program rolling the portal out, tried as a new user would on the HTTP server
 * outside demo mode, with a real SMTP server receiving the mail (docs/server.md, "Accounts" and "Mail"):
 * an empty program, its first administrator, two dealerships imported from CSV, each principal accepting
 * the mailed invitation and inviting a comfort advisor who accepts in turn, each of the four seeing
 * only their own dealership, a stranger's sign-up waiting, and a restart that keeps all of it.
 */
const ADMIN_EMAIL = 'program.office@northwindair.example';
const PASSWORD = 'Heat-Pump-2026';
const DEALERSHIPS = [
  { number: 'D-410001', name: 'Lakeshore Heating & Air', city: 'Duluth', state: 'MN', zip: '55802', principal: 'owner@lakeshoreair.example', advisor: { email: 'sam.ortiz@lakeshoreair.example', first: 'Sam', last: 'Ortiz' } },
  { number: 'D-410002', name: 'Canyon Comfort Systems', city: 'Tucson', state: 'AZ', zip: '85701', principal: 'owner@canyoncomfort.example', advisor: { email: 'riley.chen@canyoncomfort.example', first: 'Riley', last: 'Chen' } },
];
const CSV = [
  'Dealer Number,Name,Region,Street Address,City,State,ZIP Code,Tier,Principal Email',
  ...DEALERSHIPS.map((row) => `${row.number},${row.name},North,100 Main Street,${row.city},${row.state},${row.zip},Select,${row.principal}`),
].join('\n');

/** @type {{ url: string, stop: () => Promise<void> } | null} */
let server = null;
/** @type {Awaited<ReturnType<typeof startSmtpSink>> | null} */
let smtp = null;
let dataDir = '';
let port = 0;
let adminLink = '';

const serverEnv = () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PORTAL_PUBLIC_URL: `http://127.0.0.1:${port}` });

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-network-'));
  port = await freePort();
  smtp = await startSmtpSink();
  // The first administrator, made before the server holds the PGlite directory (README, "The server").
  const env = { ...process.env, PORTAL_DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', LOG_LEVEL: 'warn', PORTAL_DEMO: '0', ...serverEnv() };
  const printed = execFileSync('npx', ['tsx', 'server/admin-create.ts', '--email', ADMIN_EMAIL], { env, encoding: 'utf8' });
  adminLink = /http:\/\/\S+\/set-password\?token=\S+/.exec(printed)?.[0] ?? '';
  assert.ok(adminLink, printed);
  server = await startPortalServer({ port, dataDir, env: serverEnv() });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A fresh browser profile on the server, with its page errors collected. */
async function visitor(browser, viewport = VIEWPORTS.desktop) {
  const context = await browser.newContext({ baseURL: server.url, viewport, reducedMotion: 'reduce', locale: 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error));
  return { context, page, errors };
}

/** The path of the newest set-password link mailed to `email` (the link is absolute, on PORTAL_PUBLIC_URL). */
async function mailedLink(email, count = 1) {
  const mails = await smtp.waitFor(email, count);
  const text = mails[mails.length - 1].text ?? '';
  const link = /http:\/\/\S+\/set-password\?token=\S+/.exec(text)?.[0];
  assert.ok(link, `a set-password link in the mail to ${email}: ${text}`);
  assert.ok(link.startsWith(`http://127.0.0.1:${port}/`), `the link is on the portal's public address: ${link}`);
  return link.replace(/^http:\/\/[^/]+/, '');
}

/** Opens an invitation link, chooses the password, and lands signed in on profile setup. */
async function acceptInvitation(page, linkPath) {
  await page.goto(linkPath);
  await waitForHeading(page, 'Accept Your Invitation');
  await choosePassword(page, PASSWORD);
  await waitForHeading(page, 'Profile Setup');
}

async function signIn(page, email) {
  await page.goto('/login');
  await waitForHeading(page, 'Sign In');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await waitForHeading(page, 'Dashboard');
}

/** The dealership the header names for the signed-in member, and that the other one is named nowhere on the page. */
async function assertOwnDealership(page, own, other) {
  // The header names the member's dealership at desktop widths.
  await page.getByRole('banner').getByText(own.name).first().waitFor({ timeout: 15_000 });
  assert.equal(await page.getByText(other.name).count(), 0, `${other.name} is not shown to a member of ${own.name}`);
}

/** The Team tab's list: its comfort advisors' e-mail addresses. */
async function teamEmails(page) {
  await page.goto('/profile-settings?tab=team');
  await waitForHeading(page, 'Profile Settings');
  const team = page.getByRole('region', { name: 'Team', exact: true });
  await team.getByRole('table').or(team.getByText('No comfort advisors yet')).first().waitFor({ timeout: 15_000 });
  // Each row is headed by the member's name, with their e-mail address under it.
  return team.getByRole('rowheader').locator('p:last-of-type').allTextContents();
}

test('a program onboards two dealerships by mail, each sees only its own, and a restart keeps it all', async ({ browser }) => {
  test.setTimeout(360_000);
  const admin = await visitor(browser);
  const members = [];
  try {
    await test.step('the administrator sets a password with the printed link and signs in to an empty program', async () => {
      await admin.page.goto(adminLink.replace(/^http:\/\/[^/]+/, ''));
      await waitForHeading(admin.page, 'Choose a New Password');
      await choosePassword(admin.page, PASSWORD);
      await waitForHeading(admin.page, 'Your password is set');
      await signIn(admin.page, ADMIN_EMAIL);
      await admin.page.goto('/admin-dealerships');
      await waitForHeading(admin.page, 'Dealerships');
      for (const row of DEALERSHIPS) assert.equal(await admin.page.getByText(row.name).count(), 0, `${row.name} is not there before the import`);
    });

    await test.step('the administrator imports two dealerships from CSV, which invites their principals', async () => {
      await admin.page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = admin.page.getByRole('dialog', { name: 'Import Dealerships from CSV' });
      await dialog.getByLabel('Choose CSV file').setInputFiles({ name: 'dealer-list.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
      const preview = dialog.getByRole('region', { name: 'Import preview' });
      for (const row of DEALERSHIPS) await preview.getByText(row.principal).waitFor({ timeout: 15_000 });
      await dialog.getByRole('button', { name: 'Import 2 valid rows' }).click();
      await admin.page.getByText('2 dealerships have been added to the network').first().waitFor({ timeout: 15_000 });
      for (const row of DEALERSHIPS) await admin.page.getByRole('main').getByText(row.name).first().waitFor({ timeout: 15_000 });
    });

    for (const [index, own] of DEALERSHIPS.entries()) {
      await test.step(`${own.name}'s principal accepts the mailed invitation and invites a comfort advisor`, async () => {
        const member = await visitor(browser);
        members.push(member);
        await acceptInvitation(member.page, await mailedLink(own.principal));
        await member.page.goto('/');
        await waitForHeading(member.page, 'Dashboard');
        await assertOwnDealership(member.page, own, DEALERSHIPS[1 - index]);

        await member.page.goto('/profile-settings?tab=team');
        await waitForHeading(member.page, 'Profile Settings');
        await member.page.getByRole('button', { name: 'Invite a comfort advisor' }).click();
        const dialog = member.page.getByRole('dialog', { name: 'Invite a Comfort Advisor' });
        await dialog.getByLabel('Email', { exact: true }).fill(own.advisor.email);
        await dialog.getByLabel('First name', { exact: true }).fill(own.advisor.first);
        await dialog.getByLabel('Last name', { exact: true }).fill(own.advisor.last);
        await dialog.getByRole('button', { name: 'Send invitation' }).click();
        await member.page.getByText('Invitation sent').first().waitFor({ timeout: 15_000 });
        assert.deepEqual(await teamEmails(member.page), [own.advisor.email]);
        if (index === 0) {
          await assertAccessible(member.page);
          await screenshot(member.page, 'network-team-tab-desktop', { fullPage: true });
        }
      });

      await test.step(`${own.name}'s comfort advisor accepts in turn and sees only ${own.name}`, async () => {
        const member = await visitor(browser);
        members.push(member);
        await acceptInvitation(member.page, await mailedLink(own.advisor.email));
        await member.page.goto('/');
        await waitForHeading(member.page, 'Dashboard');
        await assertOwnDealership(member.page, own, DEALERSHIPS[1 - index]);
        await member.page.goto('/my-claims');
        await waitForHeading(member.page, 'My Claims');
        assert.equal(await member.page.getByText(DEALERSHIPS[1 - index].name).count(), 0);
      });
    }

    await test.step('each principal sees only their own comfort advisor', async () => {
      // members: principal, advisor, principal, advisor, in the dealerships' order.
      assert.deepEqual(await teamEmails(members[0].page), [DEALERSHIPS[0].advisor.email]);
      assert.deepEqual(await teamEmails(members[2].page), [DEALERSHIPS[1].advisor.email]);
    });

    await test.step("a stranger's sign-up waits for approval and signs nobody in", async () => {
      const stranger = await visitor(browser);
      members.push(stranger);
      await stranger.page.goto('/signup');
      await waitForHeading(stranger.page, 'Create Account');
      await fillSignUpAccount(stranger.page, { firstName: 'Drew', lastName: 'Park', email: 'drew.park@example.net', accountType: 'Dealer / Business Owner', dealerNumber: DEALERSHIPS[0].number, password: PASSWORD });
      await waitForHeading(stranger.page, 'Terms and Conditions');
      await stranger.page.getByRole('checkbox', { name: /I have read and agree/ }).check({ force: true });
      await stranger.page.getByRole('button', { name: 'Accept & Continue' }).click();
      await stranger.page.getByRole('status').filter({ hasText: 'is waiting for approval' }).waitFor({ timeout: 15_000 });
      await stranger.page.goto('/');
      await waitForHeading(stranger.page, 'Sign In');
      assert.equal(await stranger.page.getByText(DEALERSHIPS[0].name).count(), 0);
    });

    await test.step('a restart of the server keeps the dealerships, the accounts and the teams', async () => {
      await server.stop();
      server = await startPortalServer({ port, dataDir, env: serverEnv() });
      const again = await visitor(browser);
      members.push(again);
      await signIn(again.page, DEALERSHIPS[1].principal);
      await assertOwnDealership(again.page, DEALERSHIPS[1], DEALERSHIPS[0]);
      assert.deepEqual(await teamEmails(again.page), [DEALERSHIPS[1].advisor.email]);
      // The administrator's session is stored with the rest: it outlives the restart.
      await admin.page.goto('/admin-dealerships');
      await waitForHeading(admin.page, 'Dealerships');
      for (const row of DEALERSHIPS) await admin.page.getByRole('main').getByText(row.name).first().waitFor({ timeout: 15_000 });
      await admin.page.goto('/admin-accounts');
      await waitForHeading(admin.page, 'Accounts');
      for (const row of DEALERSHIPS) {
        await admin.page.getByRole('main').getByText(row.principal).first().waitFor({ timeout: 15_000 });
        await admin.page.getByRole('main').getByText(row.advisor.email).first().waitFor({ timeout: 15_000 });
      }
      await admin.page.getByRole('main').getByText('drew.park@example.net').first().waitFor({ timeout: 15_000 });
    });

    for (const member of [admin, ...members]) assert.deepEqual(member.errors, []);
  } finally {
    for (const member of [admin, ...members]) await member.context.close();
  }
});
