import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { fillSignUpAccount, waitForHeading } from './helpers.mjs';

async function storageItem(page, key) {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

/** True when nothing on the page is wider than the window (no sideways scrolling on a phone). */
async function fitsWidth(page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test.describe('sign in', () => {
  test("e-mail and password: 'Signing in...', the welcome toast, then the page that was asked for", async ({ openPage }) => {
    const { page, errors } = await openPage('/marketing-funds', { role: null });
    await waitForHeading(page, 'Sign In');
    assert.equal(new URL(page.url()).searchParams.get('redirect'), '/marketing-funds');

    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    assert.equal(await page.getByLabel('Email', { exact: true }).getAttribute('aria-invalid'), 'true');

    await page.getByLabel('Email', { exact: true }).fill('jordan.miller@summitcomfort.example');
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByRole('checkbox', { name: 'Remember me for 30 days' }).check({ force: true });
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: /Signing in\.\.\./ }).waitFor();

    await page.getByText('Welcome back!').waitFor();
    await page.getByText("You've successfully signed in to your account.").waitFor();
    await page.waitForURL((url) => url.pathname === '/marketing-funds');
    await waitForHeading(page, 'Marketing Funds');
    assert.match(await page.getByTestId('header-identity').first().textContent(), /Summit Comfort Systems/);
    assert.equal(await storageItem(page, 'authenticated'), 'true');
    assert.equal(await storageItem(page, 'role'), 'dealer');
    assert.deepEqual(errors, []);
  });

  test('Google sign-in welcomes the user on the dashboard', async ({ openPage }) => {
    const { page } = await openPage('/login', { role: null });
    await waitForHeading(page, 'Sign In');
    await page.getByRole('button', { name: 'Google' }).click();
    await page.getByText('Signed in with Google').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await waitForHeading(page, 'Dashboard');
  });

  test('fits a phone screen', async ({ openPage }) => {
    const { page } = await openPage('/login', { role: null, viewport: 'mobile' });
    await waitForHeading(page, 'Sign In');
    assert.ok(await fitsWidth(page), 'no sideways scrolling at 390 px');
  });
});

test.describe('sign up', () => {
  test("mismatched passwords stop at step 1 with 'Passwords don't match'; the data survives the steps", async ({ openPage }) => {
    const { page, errors } = await openPage('/signup', { role: null });
    await waitForHeading(page, 'Create Account');
    await fillSignUpAccount(page, {
      firstName: 'Casey',
      lastName: 'Nguyen',
      email: 'casey@prairieheating.example',
      accountType: 'Comfort Advisor',
      password: 'Secret123',
      confirmPassword: 'Secret124',
    });

    await page.getByText('Please make sure both passwords are the same.').waitFor();
    const confirm = page.getByLabel('Confirm password', { exact: true });
    assert.equal(await confirm.getAttribute('aria-invalid'), 'true');
    const errorId = await confirm.getAttribute('aria-errormessage');
    assert.equal(await page.locator(`[id="${errorId}"]`).textContent(), "Passwords don't match");
    await waitForHeading(page, 'Create Account');
    assert.equal(new URL(page.url()).search, '');

    await confirm.fill('Secret123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForHeading(page, 'Terms and Conditions');
    assert.equal(new URL(page.url()).search, '?step=2');

    await page.goBack();
    await waitForHeading(page, 'Create Account');
    assert.equal(await page.getByLabel('Email', { exact: true }).inputValue(), 'casey@prairieheating.example');
    assert.equal(await page.getByLabel('Account type', { exact: true }).inputValue(), 'ADVISOR');
    assert.deepEqual(errors, []);
  });

  test('terms gate the account, which then leads to profile setup', async ({ openPage }) => {
    const { page } = await openPage('/signup', { role: null, viewport: 'mobile' });
    await waitForHeading(page, 'Create Account');
    await fillSignUpAccount(page, {
      firstName: 'Riley',
      lastName: 'Chen',
      email: 'riley@prairieheating.example',
      accountType: 'Dealer / Business Owner',
      password: 'Secret123',
    });
    await waitForHeading(page, 'Terms and Conditions');
    assert.ok(await fitsWidth(page), 'no sideways scrolling at 390 px');

    const accept = page.getByRole('button', { name: 'Accept & Continue' });
    assert.equal(await accept.getAttribute('aria-disabled'), 'true');
    await accept.focus();
    await page.keyboard.press('Enter');
    await page.getByText('You must agree to continue with registration.').waitFor();

    await page.getByRole('checkbox', { name: /I have read and agree/ }).check({ force: true });
    await accept.click();
    await waitForHeading(page, 'Complete Your Profile');
    await page.getByRole('link', { name: 'Set Up Profile' }).click();
    await waitForHeading(page, 'Profile Setup');
    assert.ok(await fitsWidth(page), 'no sideways scrolling at 390 px');
  });
});
