import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { test } from './fixtures.mjs';
import { assertAccessible, choosePassword, freePort, screenshot, waitForHeading } from './helpers.mjs';
import { startPortalServer } from './portal-server.mjs';
import { graphql, signIn, toast, visitor as visitorOn } from './server-pages.mjs';

const { startSmtpSink } = await tsImport('../server/smtp-sink.ts', import.meta.url);

/**
 * The claim loop on the HTTP server (docs/product.md, "Submitting a claim" and "Claim checks"): a comfort
 * advisor submits a claim with a serial number and a photo of the invoice; it is in the administrators'
 * queue; a second claim of that serial, from an advisor of another dealership, is flagged with a message
 * naming the first; approving the first credits its points once, as one ledger row whose source is that
 * claim; approving the second is refused without an override and its reason, and approved with them.
 */
const DEMO_PASSWORD = 'e2e-demo-password';
const PASSWORD = 'Heat-Pump-2026';
const OTHER_ADVISOR = 'pat.rivera@otherdealer.example';
const SERIAL = '2547K31415';
/** A 2 × 2 PNG photo, as a phone would send one (only much smaller). */
const PHOTO_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4IScHRAwQCgAfJgQRoo8irwAAAABJRU5ErkJggg==';

/** @type {{ url: string, stop: () => Promise<void> } | null} */
let server = null;
/** @type {Awaited<ReturnType<typeof startSmtpSink>> | null} */
let smtp = null;
let dataDir = '';
let port = 0;

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-claims-'));
  port = await freePort();
  smtp = await startSmtpSink();
  server = await startPortalServer({
    port,
    dataDir,
    demoPassword: DEMO_PASSWORD,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PORTAL_PUBLIC_URL: `http://127.0.0.1:${port}` },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A field refused at the form: marked invalid, with its message beside it. */
async function expectInvalid(field) {
  await field.and(field.page().locator('[aria-invalid="true"]')).waitFor({ timeout: 15_000 });
}

/** A fresh browser profile on the server, with its page errors collected. */
const visitor = (browser) => visitorOn(browser, server.url);

/** Fills and sends My Claims' "Submit a claim" form; returns the new claim's id from the toast. */
async function submitClaim(page, { invoice, amount }) {
  await page.goto('/my-claims');
  await waitForHeading(page, 'My Claims');
  await page.getByRole('button', { name: 'Submit a claim' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit a claim' });
  await dialog.getByLabel('Equipment line').selectOption({ label: '16 SEER2 Heat Pump' });
  await dialog.getByLabel('Model').selectOption('HP16-036');
  await dialog.getByLabel('Quantity').fill('1');
  await dialog.getByLabel('Serial number').fill(SERIAL);
  const installed = new Date(Date.now() - 4 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Install date').fill(installed);
  await dialog.getByLabel('Customer ZIP').fill('62704');
  await dialog.getByLabel('Invoice number').fill(invoice);
  await dialog.getByLabel('Amount (USD)').fill(amount);
  await dialog.locator('input[type="file"]').setInputFiles({ name: `${invoice}.png`, mimeType: 'image/png', buffer: Buffer.from(PHOTO_PNG, 'base64') });
  await dialog.getByRole('button', { name: 'Submit claim' }).click();
  const submitted = toast(page, /Claim CLM-\d+ submitted/);
  await submitted.waitFor({ timeout: 15_000 });
  const id = /CLM-\d+/.exec(await submitted.textContent())?.[0];
  assert.ok(id, 'the toast names the new claim');
  await dialog.waitFor({ state: 'hidden' });
  return id;
}

test('a claim comes in, a second of its serial is flagged, and the serial pays once', async ({ browser }) => {
  const admin = await visitor(browser);
  const advisor = await visitor(browser);
  const other = await visitor(browser);
  try {
    // An advisor of another dealership, invited by the administrator as the program invites anyone.
    await signIn(admin.page, 'admin@demo.local', DEMO_PASSWORD);
    const { dealerships } = await graphql(admin.page, '{ dealerships(first: 5) { edges { node { id name } } } }');
    const dealership = dealerships.edges.map((edge) => edge.node).find((node) => node.id !== 'DLR-1001');
    assert.ok(dealership, 'another dealership of the network');
    const invited = await graphql(
      admin.page,
      'mutation($input: InviteAccountInput!) { inviteAccount(input: $input) { errors { message } } }',
      { input: { email: OTHER_ADVISOR, firstName: 'Pat', lastName: 'Rivera', role: 'COMFORT_ADVISOR', dealerId: dealership.id } },
    );
    assert.deepEqual(invited.inviteAccount.errors, []);
    const mails = await smtp.waitFor(OTHER_ADVISOR);
    const link = /http:\/\/\S+\/set-password\?token=\S+/.exec(mails[0].text ?? '')?.[0];
    assert.ok(link, 'the invitation has its link');
    await other.page.goto(link.replace(/^http:\/\/[^/]+/, ''));
    await waitForHeading(other.page, 'Accept Your Invitation');
    await choosePassword(other.page, PASSWORD);
    await waitForHeading(other.page, 'Profile Setup');

    let first = '';
    await test.step('1. an advisor submits a claim with a serial and a photo of the invoice', async () => {
      await signIn(advisor.page, 'advisor@demo.local', DEMO_PASSWORD);
      first = await submitClaim(advisor.page, { invoice: 'INV-31415', amount: '845.00' });
      const row = advisor.page.getByRole('button', { name: `Open claim ${first}` });
      await row.waitFor({ timeout: 15_000 });
      await screenshot(advisor.page, 'claim-loop-my-claims-desktop');
    });

    await test.step("2. it is in the administrators' queue", async () => {
      await admin.page.goto('/admin-claims-management');
      await waitForHeading(admin.page, 'Claims Management');
      await admin.page.getByRole('searchbox', { name: 'Search pending claims' }).fill(first);
      await admin.page.getByRole('button', { name: `Open claim ${first}` }).waitFor({ timeout: 15_000 });
    });

    let second = '';
    await test.step('3. a claim of the same serial from another dealership is flagged, naming the first', async () => {
      await other.page.goto('/');
      await waitForHeading(other.page, 'Dashboard');
      second = await submitClaim(other.page, { invoice: 'RIV-0001', amount: '790.00' });
      // Its advisor sees nothing of the first: the finding names another dealership's claim.
      assert.equal(await other.page.getByText(first).count(), 0);
      await admin.page.goto(`/admin-claims-management?claim=${second}`);
      const drawer = admin.page.getByRole('dialog', { name: `Claim ${second}` });
      const checks = drawer.getByRole('list', { name: 'Findings of the checks' });
      await checks.getByText(`Serial ${SERIAL} is also on claim ${first}`, { exact: false }).waitFor({ timeout: 15_000 });
      await assertAccessible(admin.page, '[role="dialog"]');
      await screenshot(admin.page, 'claim-loop-flagged-drawer-desktop');
      await admin.page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
    });

    await test.step('4. approving the first credits its points once, as one ledger row whose source is that claim', async () => {
      const before = (await graphql(advisor.page, '{ rewardsOverview { points { balance } } }')).rewardsOverview.points.balance;
      await admin.page.goto(`/admin-claims-management?claim=${first}`);
      const drawer = admin.page.getByRole('dialog', { name: `Claim ${first}` });
      await drawer.getByRole('button', { name: 'Approve', exact: true }).click();
      await toast(admin.page, `Claim ${first} approved`).waitFor({ timeout: 15_000 });
      await admin.page.keyboard.press('Escape');
      const after = await graphql(advisor.page, '{ rewardsOverview { points { balance activity(first: 50) { edges { node { item points } } } } } }');
      assert.equal(after.rewardsOverview.points.balance, before + 845);
      const rows = after.rewardsOverview.points.activity.edges.map((edge) => edge.node).filter((node) => node.item.startsWith(`Claim ${first} approved`));
      assert.deepEqual(rows, [{ item: `Claim ${first} approved: 16 SEER2 Heat Pump`, points: 845 }]);
      await advisor.page.goto('/rewards?tab=activity');
      await waitForHeading(advisor.page, 'Loyalty Rewards');
      await advisor.page.getByText(`Claim ${first} approved`, { exact: false }).first().waitFor({ timeout: 15_000 });
    });

    await test.step('5. approving the second is refused without an override and its reason', async () => {
      // The server refuses it without a reason, naming the paid claim, and changes nothing.
      const refused = await graphql(admin.page, 'mutation($input: ClaimIdInput!) { approveClaim(input: $input) { claim { status } errors { field message code } } }', {
        input: { claimId: second },
      });
      assert.equal(refused.approveClaim.claim.status, 'PENDING');
      assert.equal(refused.approveClaim.errors.length, 1);
      assert.equal(refused.approveClaim.errors[0].code, 'APPROVAL_REQUIRED');
      assert.match(refused.approveClaim.errors[0].message, new RegExp(`Serial ${SERIAL} was already paid on claim ${first} \\(`));
      // The drawer asks for the reason before it sends the approval, and refuses to send it without one.
      await admin.page.goto(`/admin-claims-management?claim=${second}`);
      const drawer = admin.page.getByRole('dialog', { name: `Claim ${second}` });
      await drawer.getByRole('button', { name: 'Approve', exact: true }).click();
      const form = drawer.getByRole('form', { name: 'Approve claim with a reason' });
      const reason = form.getByRole('textbox', { name: /Reason for approving a paid serial/ });
      await reason.waitFor({ timeout: 15_000 });
      await form.getByRole('button', { name: 'Approve claim' }).click();
      await expectInvalid(reason);
      await form.getByText('Enter why this serial number can be paid again').waitFor({ timeout: 15_000 });
      assert.equal((await graphql(admin.page, 'query($id: ID!) { claim(id: $id) { status } }', { id: second })).claim.status, 'PENDING');
      await assertAccessible(admin.page, '[role="dialog"]');
      await screenshot(admin.page, 'claim-loop-override-desktop');
      // With the override's reason it is approved, and the history keeps both.
      await reason.fill('A second unit under the same serial, replaced by the factory');
      await form.getByRole('button', { name: 'Approve claim' }).click();
      await toast(admin.page, `Claim ${second} approved`).waitFor({ timeout: 15_000 });
      const approved = await graphql(admin.page, 'query($id: ID!) { claim(id: $id) { status history { action note } } }', { id: second });
      assert.equal(approved.claim.status, 'APPROVED');
      assert.equal(approved.claim.history[0].action, 'APPROVED');
      assert.equal(
        approved.claim.history[0].note,
        `Approved although serial ${SERIAL} was already paid on ${first}. Reason: A second unit under the same serial, replaced by the factory`,
      );
    });

    assert.deepEqual([...admin.errors, ...advisor.errors, ...other.errors], []);
  } finally {
    await Promise.all([admin.context.close(), advisor.context.close(), other.context.close()]);
  }
});
