import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { test } from './fixtures.mjs';
import { freePort, screenshot, waitForHeading } from './helpers.mjs';
import { startPortalServer } from './portal-server.mjs';
import { graphql, signIn, toast, visitor } from './server-pages.mjs';

const { createScratchSchema } = await tsImport('../../server/sql/scratch-schema.ts', import.meta.url);

/**
 * Live updates on the HTTP server (docs/server.md, "Live updates"), with two browsers: an administrator
 * approves a dealer's claim, and the dealer's open claim and bell change without a reload. Once with
 * both browsers on one server process, once with each on a process of its own over one PostgreSQL
 * database, as a program runs two behind a load balancer.
 */
const DEMO_PASSWORD = 'e2e-demo-password';
/** This machine's PostgreSQL, as CI starts it (.ci/run). */
const DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://127.0.0.1:5432/test';

const PENDING = 'query { myClaims(filter: { statuses: [PENDING] }, first: 1) { edges { node { id } } } }';
const UNREAD = '{ notifications { unreadCount } }';

/** The bell's accessible name for `count` unread notifications (src/app/shell/header-triggers.tsx). */
const bellName = (count) => (count > 0 ? `Notifications, ${count} unread` : 'Notifications');

/**
 * The dealer has one of their pending claims open; an administrator on `adminUrl` approves it in the
 * queue's drawer; the dealer's drawer shows the approval, the bell counts one more, and the page says so.
 */
async function approvalReachesTheDealer(browser, dealerUrl, adminUrl, shot) {
  const dealer = await visitor(browser, dealerUrl);
  const admin = await visitor(browser, adminUrl);
  try {
    await signIn(dealer.page, 'dealer@demo.local', DEMO_PASSWORD);
    await signIn(admin.page, 'admin@demo.local', DEMO_PASSWORD);
    const claimId = (await graphql(dealer.page, PENDING)).myClaims.edges[0]?.node.id;
    assert.ok(claimId, 'the dealer has a pending claim');
    const unread = (await graphql(dealer.page, UNREAD)).notifications.unreadCount;

    await dealer.page.goto(`/my-claims?claim=${claimId}`);
    const own = dealer.page.getByRole('dialog', { name: `Claim ${claimId}` });
    const history = own.getByRole('list', { name: 'Claim history, newest first' });
    await history.getByRole('listitem').first().waitFor({ timeout: 15_000 });
    await dealer.page.getByRole('button', { name: bellName(unread), exact: true, includeHidden: true }).waitFor({ timeout: 15_000 });
    const loads = [];
    dealer.page.on('load', () => loads.push(dealer.page.url()));

    await admin.page.goto(`/admin-claims-management?claim=${claimId}`);
    const drawer = admin.page.getByRole('dialog', { name: `Claim ${claimId}` });
    await drawer.getByRole('button', { name: 'Approve', exact: true }).click();
    await toast(admin.page, `Claim ${claimId} approved`).waitFor({ timeout: 15_000 });

    // Without a reload: the open claim shows the approval first in its history, the bell one more.
    await history.getByRole('listitem').first().filter({ hasText: 'Approved' }).waitFor({ timeout: 15_000 });
    await dealer.page.getByRole('button', { name: bellName(unread + 1), exact: true, includeHidden: true }).waitFor({ timeout: 15_000 });
    await dealer.page.locator('[aria-live="polite"]').filter({ hasText: `Claim ${claimId} was approved` }).first().waitFor({ state: 'attached', timeout: 15_000 });
    assert.deepEqual(loads, [], 'the dealer’s page did not reload');
    await screenshot(dealer.page, shot);
    assert.deepEqual([...dealer.errors, ...admin.errors], []);
  } finally {
    await Promise.all([dealer.context.close(), admin.context.close()]);
  }
}

test.describe('one server process', () => {
  let server = null;
  let dataDir = '';
  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-live-'));
    server = await startPortalServer({ port: await freePort(), dataDir, demoPassword: DEMO_PASSWORD });
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("an administrator's approval reaches the dealer's open claim and bell", async ({ browser }) => {
    await approvalReachesTheDealer(browser, server.url, server.url, 'live-one-process-desktop');
  });
});

test.describe('two server processes on one PostgreSQL database', () => {
  const servers = [];
  let schema = null;
  const dataDirs = [];
  test.beforeAll(async () => {
    schema = await createScratchSchema(DATABASE_URL, 'portal_e2e_live');
    // One after the other: the first creates and seeds the database, the second finds it ready.
    for (let index = 0; index < 2; index += 1) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-live-pg-'));
      dataDirs.push(dataDir);
      servers.push(await startPortalServer({ port: await freePort(), dataDir, demoPassword: DEMO_PASSWORD, env: { DATABASE_URL: schema.url } }));
    }
  });
  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await schema?.drop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  test("an approval on one process reaches the dealer's page served by the other", async ({ browser }) => {
    await approvalReachesTheDealer(browser, servers[0].url, servers[1].url, 'live-two-processes-desktop');
  });
});

test.describe('the in-browser server, two tabs', () => {
  test("marking all read in one tab clears the other tab's bell", async ({ openPage }) => {
    // The in-browser server keeps one session for the browser: both tabs are the dealer's.
    const { page, context, errors } = await openPage('/my-claims', { role: 'dealer' });
    await waitForHeading(page, 'My Claims');
    const other = await context.newPage();
    await other.goto('/');
    await waitForHeading(other, 'Dashboard');
    const bell = other.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await other.getByRole('button', { name: 'Notifications', exact: true }).waitFor({ timeout: 15_000 });
    assert.deepEqual(errors, []);
  });
});
