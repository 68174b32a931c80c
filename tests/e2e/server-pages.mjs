import assert from 'node:assert/strict';
import { VIEWPORTS, waitForHeading } from './helpers.mjs';

/**
 * Pages of the portal's HTTP server as its users have them: a fresh browser profile each, signed in
 * through the Sign In screen, and the portal's own GraphQL requests sent with the page's session.
 */

/** A toast of the page whose title matches `title`. */
export function toast(page, title) {
  return page.getByTestId('toast').filter({ hasText: title });
}

/** A fresh browser profile on the server at `baseURL`, with its page errors collected. */
export async function visitor(browser, baseURL) {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORTS.desktop, reducedMotion: 'reduce', locale: 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error));
  return { context, page, errors };
}

/** Signs in on the Sign In screen and waits for the dashboard. */
export async function signIn(page, email, password) {
  await page.goto('/login');
  await waitForHeading(page, 'Sign In');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await waitForHeading(page, 'Dashboard');
}

/** An operation sent from the page with its session, as the portal's own client sends it; returns `data`. */
export async function graphql(page, query, variables = {}) {
  const body = await page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    { query, variables },
  );
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data;
}
