/**
 * The production build's Content-Security-Policy (build/csp.ts) holds on every route: each route of the
 * route table loads, as a viewer who may open it, with no CSP violation; the policy has no inline
 * script; every link that opens a new tab carries rel="noopener noreferrer"; and the receipt form frame
 * follows height messages from the form's own origin only.
 */
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { tsImport } from 'tsx/esm/api';
import { BASE_URL, VIEWPORTS, waitForHeading } from './helpers.mjs';

const { ROUTES, canAccess } = await tsImport('../../src/app/routes.ts', import.meta.url);

const FORM_ORIGIN = 'https://receipts.formservice.example';
const OTHER_ORIGIN = 'https://other-site.example';
const GRAPHIQL_LIBRARY_LINK = 'https://github.com/graphql/graphiql';

const VIEWERS = [
  { role: 'dealer', viewer: { authenticated: true, role: 'DEALER' } },
  { role: 'comfort-advisor', viewer: { authenticated: true, role: 'COMFORT_ADVISOR' } },
  { role: 'client-admin', viewer: { authenticated: true, role: 'CLIENT_ADMIN' } },
  { role: null, viewer: { authenticated: false, role: 'DEALER' } },
];

/** Each route once, with the first viewer that may open it. */
const PLAN = ROUTES.map((route) => ({ route, viewer: VIEWERS.find(({ viewer }) => canAccess(route.access, viewer)) })).filter(
  (entry) => entry.viewer,
);

/**
 * The receipt form service, answered locally: its page reports its height to the portal, after a frame
 * of another site inside it has posted a larger height to the portal first.
 */
const FORM_PAGE = `<!doctype html><html><body><p>Receipt form</p>
<iframe src="${OTHER_ORIGIN}/probe"></iframe>
<script>
  window.addEventListener('message', (event) => {
    if (event.origin === '${OTHER_ORIGIN}' && event.data === 'posted') parent.postMessage({ height: 1234 }, '*');
  });
</script></body></html>`;
const OTHER_PAGE = `<!doctype html><html><body><script>
  top.postMessage({ height: 2000 }, '*');
  parent.postMessage('posted', '*');
</script></body></html>`;

/** A context of `browser` as `role` that records CSP violations (in the portal's document) and console errors. */
async function recordingContext(browser, role) {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: VIEWPORTS.desktop, reducedMotion: 'reduce', locale: 'en-US' });
  await context.addInitScript((seededRole) => {
    try {
      if (window.localStorage.getItem('authenticated') === null) {
        window.localStorage.setItem('authenticated', seededRole === null ? 'false' : 'true');
        if (seededRole) window.localStorage.setItem('role', seededRole);
      }
    } catch {
      // The sandboxed form frame and other opaque origins have no storage.
    }
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  }, role);
  await context.route(`${FORM_ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: FORM_PAGE }));
  await context.route(`${OTHER_ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: OTHER_PAGE }));
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  return { context, page, problems };
}

async function violations(page) {
  return page.evaluate(() => window.__cspViolations);
}

test.describe('Content-Security-Policy', () => {
  test('the built page carries a policy without inline script, and the preview server sends it', async () => {
    const response = await fetch(`${BASE_URL}/`);
    const html = await response.text();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#39;', "'");
    assert.ok(meta, 'index.html has a CSP meta element');
    const scriptSrc = /(?:^|;\s*)script-src ([^;]+)/.exec(meta)?.[1] ?? '';
    assert.equal(scriptSrc.trim(), "'self'");
    assert.doesNotMatch(meta, /unsafe-eval/);
    assert.match(meta, new RegExp(`frame-src ${FORM_ORIGIN}(;|$)`));
    assert.match(meta, /object-src 'none'/);
    assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/, 'no inline script in index.html');
    const header = response.headers.get('content-security-policy') ?? '';
    assert.ok(header.startsWith(meta), 'the header repeats the policy');
    assert.match(header, /frame-ancestors 'none'/);
  });

  test("the server worker's policy lets its query compiler run; without it the worker says so and answers anyway", async ({ browser }) => {
    const SERVER_WORKER = /\/assets\/worker-[\w-]+\.js$/;
    const REFUSED = 'The GraphQL query compiler may not build functions here';
    const pagePolicy = (await fetch(`${BASE_URL}/`)).headers.get('content-security-policy') ?? '';
    assert.doesNotMatch(pagePolicy, /unsafe-eval/);

    // Opens the FAQ and searches it three times: its query runs again, so the worker loads its compiler
    // (mocks/executor.ts) and compiles that query. Returns the worker's policy, whether the compiler's
    // chunk came and what the worker said about it. `withPagePolicy` serves the worker with the page's policy.
    const visit = async (withPagePolicy) => {
      const { context, page } = await recordingContext(browser, 'dealer');
      const said = [];
      let heard = () => undefined;
      const refused = new Promise((resolve) => (heard = resolve));
      // A worker's console messages are the worker's own events, not the page's.
      page.on('worker', (worker) =>
        worker.on('console', (message) => {
          if (!message.text().includes(REFUSED)) return;
          said.push(message.text());
          heard();
        }),
      );
      try {
        if (withPagePolicy) {
          await context.route(SERVER_WORKER, async (route) => {
            const response = await route.fetch();
            await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': pagePolicy } });
          });
        }
        const workerScript = page.waitForResponse((response) => SERVER_WORKER.test(response.url()));
        const compilerChunk = page.waitForResponse((response) => /\/assets\/query-compiler-[\w-]+\.js$/.test(response.url()), { timeout: 30_000 });
        await page.goto('/faq');
        await waitForHeading(page, 'Frequently Asked Questions');
        const policy = (await (await workerScript).allHeaders())['content-security-policy'] ?? '';
        const search = page.getByRole('searchbox', { name: 'Search FAQs' });
        for (const [words, shown] of [
          ['do my POINTS', '1 question matching “do my POINTS”'],
          ['snowmobile', 'No results found'],
        ]) {
          await search.fill(words);
          await page.getByText(shown).waitFor();
        }
        const compiler = await compilerChunk;
        await search.fill('');
        await page.getByText('46 questions', { exact: true }).waitFor();
        if (withPagePolicy) {
          const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('the worker never said the compiler was refused')), 30_000).unref());
          await Promise.race([refused, timeout]);
        }
        return { policy, compilerLoaded: compiler.ok(), said };
      } finally {
        await context.close();
      }
    };

    const served = await visit(false);
    assert.match(served.policy, /script-src 'self' 'unsafe-eval'(;|$)/);
    assert.ok(served.compilerLoaded, "the worker loaded its compiler's chunk");
    assert.deepEqual(served.said, []);
    const restricted = await visit(true);
    assert.doesNotMatch(restricted.policy, /unsafe-eval/);
    assert.ok(restricted.compilerLoaded, "the worker loaded its compiler's chunk");
    assert.equal(restricted.said.length, 1);
  });

  test(`all ${PLAN.length} routes load without a violation; new-tab links are noopener noreferrer`, async ({ browser }) => {
    const byRole = new Map();
    for (const entry of PLAN) byRole.set(entry.viewer.role, [...(byRole.get(entry.viewer.role) ?? []), entry.route]);
    const failures = [];
    let newTabLinks = 0;
    for (const [role, routes] of byRole) {
      const { context, page, problems } = await recordingContext(browser, role);
      try {
        for (const route of routes) {
          await page.goto(route.path);
          await waitForHeading(page, route.title);
          if (route.path === '/graphiql') await page.locator('.graphiql-container .monaco-editor').first().waitFor({ timeout: 30_000 });
          const links = await page.$$eval('a[target="_blank"]', (anchors) => anchors.map((anchor) => ({ href: anchor.href, rel: anchor.rel })));
          newTabLinks += links.length;
          for (const link of links) {
            const rel = link.rel.split(/\s+/);
            // The GraphQL explorer library's own logo link has rel="noreferrer", which implies noopener.
            if (link.href === GRAPHIQL_LIBRARY_LINK && rel.includes('noreferrer')) continue;
            if (!rel.includes('noopener') || !rel.includes('noreferrer')) failures.push(`${route.path}: ${link.href} rel="${link.rel}"`);
          }
          for (const violation of await violations(page)) failures.push(`${route.path}: ${violation}`);
        }
      } finally {
        await context.close();
      }
      failures.push(...problems.map((problem) => `${role}: ${problem}`));
    }
    assert.deepEqual(failures, []);
    assert.ok(newTabLinks > 0, 'some route has a link that opens a new tab');
  });
});

test.describe('receipt form frame', () => {
  test("follows the form's own height message and ignores another site's", async ({ browser }) => {
    const { context, page, problems } = await recordingContext(browser, 'dealer');
    try {
      await page.goto('/earn-rewards');
      await waitForHeading(page, 'Earn Rewards');
      const frame = page.getByTestId('receipt-form-frame');
      await frame.waitFor();
      assert.equal(await frame.getAttribute('sandbox'), 'allow-scripts allow-forms allow-same-origin allow-popups');
      // The form posts its height only after the other site's frame has posted 2000 to the portal.
      await page.waitForFunction(() => document.querySelector('[data-testid="receipt-form-frame"]')?.style.height === '1284px');
      const child = page.frames().find((candidate) => candidate.url().startsWith(OTHER_ORIGIN));
      assert.ok(child, "the other site's frame loaded inside the form");
      // The portal itself posting a height (wrong origin and window) changes nothing either.
      // A second message after it marks when the first has been handled (messages arrive in order).
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const marker = (event) => {
              if (event.data !== 'e2e:handled') return;
              window.removeEventListener('message', marker);
              resolve();
            };
            window.addEventListener('message', marker);
            window.postMessage({ height: 3000 }, '*');
            window.postMessage('e2e:handled', '*');
          }),
      );
      assert.equal(await frame.evaluate((element) => element.style.height), '1284px');
      assert.deepEqual(await violations(page), []);
      assert.deepEqual(problems, []);

      // The recorder sees violations: an inline script added to the page is refused and reported.
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__inline = 1';
        document.body.append(script);
      });
      await page.waitForFunction(() => window.__cspViolations.length > 0);
      assert.equal(await page.evaluate(() => window.__inline), undefined);
      assert.match((await violations(page))[0], /^script-src/);
    } finally {
      await context.close();
    }
  });
});
