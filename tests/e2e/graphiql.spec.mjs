import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { waitForHeading } from './helpers.mjs';

// GraphiQL's editor, response and docs panes have no roles or labels of their own (the third-party UI as
// shipped): they are found by the library's own classes (`.graphiql-*`, Monaco's `.view-line`).
test('GraphiQL runs queries as the current session, with the schema docs open', async ({ openPage }) => {
  const { page, errors } = await openPage('/', { role: 'comfort-advisor' });
  await waitForHeading(page, 'Dashboard');
  const mainScripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  assert.ok(!mainScripts.some((name) => /graphiql|monaco|editor\.worker/i.test(name)), 'GraphiQL is not loaded before it is opened');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'GraphiQL' }).click();
  await page.waitForURL((url) => url.pathname === '/graphiql');
  await waitForHeading(page, 'GraphiQL');

  const container = page.locator('.graphiql-container');
  await container.waitFor({ timeout: 60_000 });
  // The documentation explorer is open on the schema's root types.
  await page.locator('.graphiql-doc-explorer').getByText('Query', { exact: true }).first().waitFor({ timeout: 60_000 });
  await page.locator('.graphiql-query-editor .view-line').filter({ hasText: 'CurrentSession' }).waitFor({ timeout: 60_000 });

  await page.getByRole('button', { name: /Execute query/ }).click();
  const response = page.locator('.graphiql-response');
  await page.waitForFunction(() => document.querySelector('.graphiql-response')?.textContent?.includes('COMFORT_ADVISOR'), null, {
    timeout: 60_000,
  });
  // Monaco renders spaces as no-break spaces.
  const text = ((await response.textContent()) ?? '').replace(/\s+/g, ' ');
  assert.match(text, /"name": "Alex Rivera"/);
  assert.deepEqual(errors, []);
});

async function assertNoSidewaysScroll(page, when) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${when}: the page scrolls sideways by ${overflow}px`);
}

test('GraphiQL fits a 390 px phone: editor, result and docs without sideways scrolling', async ({ openPage }) => {
  const { page, errors } = await openPage('/graphiql', { role: 'dealer', viewport: 'mobile' });
  await waitForHeading(page, 'GraphiQL');
  // The operation editor has loaded once Monaco has drawn its first line.
  await page.locator('.graphiql-query-editor .view-line').filter({ hasText: 'CurrentSession' }).waitFor({ timeout: 60_000 });
  await assertNoSidewaysScroll(page, 'with the editor loaded');
  // The docs start closed on a phone; the editor gets the panel's width.
  assert.equal(await page.locator('.graphiql-doc-explorer').count(), 0);

  await page.getByRole('button', { name: /Execute query/ }).click();
  await page.waitForFunction(() => document.querySelector('.graphiql-response')?.textContent?.includes('DEALER'), null, { timeout: 60_000 });
  await assertNoSidewaysScroll(page, 'with a result');
  const panel = await page.getByTestId('graphiql-container').boundingBox();
  for (const selector of ['.graphiql-query-editor .monaco-editor', '.graphiql-response .monaco-editor']) {
    const box = await page.locator(selector).boundingBox();
    assert.ok(box && box.x >= panel.x && box.x + box.width <= panel.x + panel.width, `${selector} stays inside the panel`);
  }

  await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
  await page.locator('.graphiql-doc-explorer').getByText('Query', { exact: true }).first().waitFor();
  await assertNoSidewaysScroll(page, 'with the docs open');
  assert.deepEqual(errors, []);
});
