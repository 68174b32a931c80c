/**
 * Dashboard in Chromium: the hero carousel's controls (buttons, dots, mouse and touch swipes,
 * wrap-around, reduced motion), the role variants and an accessibility check of each.
 */
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { assertAccessible, BASE_URL, waitForHeading } from './helpers.mjs';

const SLIDES = ['Earn More This Season', 'Everything You Need to Sell', 'Meet, Learn and Get Recognized'];

function carousel(page) {
  return page.getByRole('region', { name: 'Highlights' });
}

async function slideTitle(page) {
  return carousel(page).getByRole('heading', { level: 2 }).textContent();
}

async function expectSlide(page, index) {
  await carousel(page).getByRole('heading', { level: 2, name: SLIDES[index] }).waitFor();
  assert.equal(await slideTitle(page), SLIDES[index]);
  const current = await carousel(page).locator('button[aria-current="true"]').getAttribute('aria-label');
  assert.equal(current, `Go to slide ${index + 1}: ${SLIDES[index]}`);
}

/** A horizontal mouse drag across the slide (pointer events), `dx` px long. */
async function mouseSwipe(page, dx) {
  const box = await page.getByTestId('hero-swipe-area').boundingBox();
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 4 });
  await page.mouse.move(x + dx, y, { steps: 4 });
  await page.mouse.up();
}

/** A finger swipe across the slide (touch and pointer events, as a phone sends them), `dx` px long. */
async function touchSwipe(page, dx) {
  const box = await page.getByTestId('hero-swipe-area').boundingBox();
  const y = Math.round(box.y + box.height / 2);
  const x = Math.round(box.x + box.width / 2);
  const session = await page.context().newCDPSession(page);
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 5; step += 1) {
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: Math.round(x + (dx * step) / 5), y }] });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

test.describe('dashboard carousel', () => {
  test('previous and next buttons and dots move through the 3 slides and wrap around', async ({ openPage }) => {
    const { page, errors } = await openPage('/', { role: 'dealer' });
    await waitForHeading(page, 'Dashboard');
    await expectSlide(page, 0);
    const next = carousel(page).getByRole('button', { name: 'Next slide' });
    const previous = carousel(page).getByRole('button', { name: 'Previous slide' });

    await next.click();
    await expectSlide(page, 1);
    await next.click();
    await expectSlide(page, 2);
    await next.click();
    await expectSlide(page, 0);
    await previous.click();
    await expectSlide(page, 2);

    await carousel(page).getByRole('button', { name: `Go to slide 2: ${SLIDES[1]}` }).click();
    await expectSlide(page, 1);

    // Keyboard: the controls are buttons in the tab order.
    await previous.focus();
    await page.keyboard.press('Enter');
    await expectSlide(page, 0);

    // The call to action goes where the slide says.
    await carousel(page).getByRole('link', { name: 'View Promotions' }).click();
    await waitForHeading(page, 'Current Promotions');
    assert.deepEqual(errors, []);
  });

  test('a mouse drag of 50 px or more changes the slide; a shorter one does not', async ({ openPage }) => {
    const { page } = await openPage('/', { role: 'comfort-advisor' });
    await waitForHeading(page, 'Dashboard');
    await expectSlide(page, 0);
    await mouseSwipe(page, -30);
    await expectSlide(page, 0);
    await mouseSwipe(page, -80);
    await expectSlide(page, 1);
    await mouseSwipe(page, 80);
    await expectSlide(page, 0);
    await mouseSwipe(page, 80);
    await expectSlide(page, 2);
  });

  test('a finger swipe on a phone moves one slide per swipe', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
    try {
      await context.addInitScript(() => {
        window.localStorage.setItem('authenticated', 'true');
        window.localStorage.setItem('role', 'dealer');
      });
      const page = await context.newPage();
      await page.goto(new URL('/', BASE_URL).href);
      await waitForHeading(page, 'Dashboard');
      await carousel(page).scrollIntoViewIfNeeded();
      await expectSlide(page, 0);
      await touchSwipe(page, -120);
      await expectSlide(page, 1);
      await touchSwipe(page, -120);
      await expectSlide(page, 2);
      await touchSwipe(page, -120);
      await expectSlide(page, 0);
      await touchSwipe(page, 30);
      await expectSlide(page, 0);
      await touchSwipe(page, 120);
      await expectSlide(page, 2);
    } finally {
      await context.close();
    }
  });

  test('with reduced motion the new slide shows at once, without sliding', async ({ openPage }) => {
    const { page } = await openPage('/', { role: 'dealer' });
    await waitForHeading(page, 'Dashboard');
    await carousel(page).getByRole('button', { name: 'Next slide' }).click();
    const slide = carousel(page).getByRole('group', { name: '2 of 3' });
    const style = await slide.evaluate((element) => {
      const computed = window.getComputedStyle(element);
      return { opacity: computed.opacity, transform: computed.transform };
    });
    assert.deepEqual(style, { opacity: '1', transform: 'none' });
  });
});

test.describe('dashboard per role', () => {
  for (const [role, title, viewport] of [
    ['dealer', 'Dealership Performance', 'desktop'],
    ['comfort-advisor', 'My Performance', 'mobile'],
    ['client-admin', 'Program Health Overview', 'desktop'],
  ]) {
    test(`${role}: '${title}', no sideways scrolling, no accessibility violations`, async ({ openPage }) => {
      const { page, errors } = await openPage('/', { role, viewport });
      await waitForHeading(page, 'Dashboard');
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
      assert.equal(await carousel(page).count(), role === 'client-admin' ? 0 : 1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0);
      if (role !== 'comfort-advisor') {
        // Scrolled to, the chart loads into its box (lazily, in its own chunk, once near the viewport)
        // and draws on its canvas.
        await page.locator('[data-testid="chart-box"]').first().scrollIntoViewIfNeeded();
        const canvas = page.locator('[data-testid="chart-box"] canvas').first();
        await canvas.waitFor();
        await page.waitForFunction(
          (element) => {
            const { data } = element.getContext('2d').getImageData(0, 0, element.width, element.height);
            return data.some((value, index) => index % 4 === 3 && value > 0);
          },
          await canvas.elementHandle(),
        );
        // It draws at its box's size, and follows the box when the window's width changes.
        const fillsItsBox = (element) => {
          const box = element.closest('[data-testid="chart-box"]');
          const drawn = element.getBoundingClientRect();
          return box.clientWidth > 0 && Math.abs(drawn.width - box.clientWidth) < 1 && Math.abs(drawn.height - box.clientHeight) < 1;
        };
        await page.waitForFunction(fillsItsBox, await canvas.elementHandle());
        const before = await canvas.evaluate((element) => element.getBoundingClientRect().width);
        await page.setViewportSize({ width: 1100, height: 900 });
        await page.waitForFunction(
          ([element, width]) => element.getBoundingClientRect().width !== width,
          [await canvas.elementHandle(), before],
        );
        await page.waitForFunction(fillsItsBox, await canvas.elementHandle());
      }
      await assertAccessible(page);
      assert.deepEqual(errors, []);
    });
  }
});
