import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from './fixtures.mjs';
import { assertAccessible, selectTab, waitForHeading } from './helpers.mjs';

const TITLE = 'Events & Training';

const PROGRAM_CLOCK = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An .ics UTC stamp (`DTSTART:20270315T140000Z`) read on the program's clock (America/Chicago): `09:00`. */
function programClock(ics, property) {
  const stamp = ics.match(new RegExp(`\\r\\n${property}:(\\d{4})(\\d{2})(\\d{2})T(\\d{2})(\\d{2})(\\d{2})Z\\r\\n`));
  assert.ok(stamp, `${property} is a UTC stamp`);
  const [, year, month, day, hours, minutes, seconds] = stamp;
  return PROGRAM_CLOCK.format(new Date(`${year}-${month}-${day}T${hours}:${minutes}:${seconds}Z`));
}

const EVENT = 'Spring Pre-Season Kickoff';

function statCard(page, label) {
  return page.getByRole('group', { name: label, exact: true });
}

test.describe('events', () => {
  test('register for an event, download it as .ics, then cancel the registration', async ({ openPage }) => {
    const { page, errors } = await openPage('/events', { role: 'dealer' });
    await waitForHeading(page, TITLE);
    await statCard(page, 'Registered Events').getByText('of 7 upcoming events').waitFor();
    await statCard(page, 'Registered Events').getByText('2', { exact: true }).waitFor();

    // Register.
    const upcoming = page.getByRole('article', { name: EVENT });
    await upcoming.getByText('120 spots left').waitFor();
    await upcoming.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText(`Registration confirmed for ${EVENT}`).waitFor();
    await page.getByText('You will receive a confirmation email shortly.').waitFor();
    const registered = upcoming.getByRole('button', { name: 'Registered' });
    await registered.waitFor();
    assert.equal(await registered.isDisabled(), true);
    await upcoming.getByText('119 spots left').waitFor();
    await statCard(page, 'Registered Events').getByText('3', { exact: true }).waitFor();

    // It is in My Registrations, after a reload too.
    await page.getByRole('button', { name: 'My Registrations' }).click();
    await page.waitForURL((url) => url.search === '?tab=registrations');
    await page.reload();
    await waitForHeading(page, TITLE);
    const mine = page.getByRole('article', { name: EVENT });
    await mine.waitFor();

    // Add to Calendar downloads a valid .ics.
    const [download] = await Promise.all([page.waitForEvent('download'), mine.getByRole('button', { name: 'Add to Calendar' }).click()]);
    assert.equal(download.suggestedFilename(), 'spring-pre-season-kickoff.ics');
    const ics = (await readFile(await download.path(), 'utf8')).replace(/\r\n[ \t]/g, '');
    assert.match(ics, /^BEGIN:VCALENDAR\r\n/);
    assert.match(ics, /\r\nVERSION:2\.0\r\n/);
    assert.equal(ics.match(/BEGIN:VEVENT/g)?.length, 1);
    assert.match(ics, /\r\nSUMMARY:Spring Pre-Season Kickoff\r\n/);
    // 9:00 AM to 4:00 PM program time (America/Chicago): 15:00-22:00 UTC in standard time, an hour
    // earlier in daylight time (the event is 110 days out, so either, depending on the day of the run).
    assert.equal(programClock(ics, 'DTSTART'), '09:00');
    assert.equal(programClock(ics, 'DTEND'), '16:00');
    assert.match(ics, /\r\nLOCATION:Minneapolis Convention Center\\, 1301 2nd Ave S\\, Minneapolis\\, MN 55403\r\n/);
    assert.match(ics, /\r\nUID:event-EVT-107@dealer-loyalty-portal\r\n/);
    assert.match(ics.trimEnd(), /END:VEVENT\r\nEND:VCALENDAR$/);

    // Cancel, after confirming.
    await mine.getByRole('button', { name: 'Cancel Registration' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel Registration?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel Registration' }).click();
    await page.getByText('Registration cancelled', { exact: true }).waitFor();
    await mine.waitFor({ state: 'detached' });
    await statCard(page, 'Registered Events').getByText('2', { exact: true }).waitFor();

    await page.reload();
    await waitForHeading(page, TITLE);
    await page.getByRole('article', { name: 'Midwest Regional Dealer Summit' }).waitFor();
    assert.equal(await page.getByRole('article', { name: EVENT }).count(), 0);
    await selectTab(page, 'Upcoming Events');
    const again = page.getByRole('article', { name: EVENT });
    await again.getByRole('button', { name: 'Register', exact: true }).waitFor();
    await again.getByText('120 spots left').waitFor();
    assert.deepEqual(errors, []);
  });

  test('every tab and both dialogs pass the automated accessibility checks', async ({ openPage }) => {
    const { page } = await openPage('/events', { role: 'dealer' });
    await waitForHeading(page, TITLE);
    for (const tab of ['Upcoming Events', 'My Registrations', 'Past Events']) {
      await selectTab(page, tab);
      await assertAccessible(page, 'main');
    }

    await selectTab(page, 'My Registrations');
    const summit = page.getByRole('article', { name: 'Midwest Regional Dealer Summit' });
    await summit.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Midwest Regional Dealer Summit' });
    await details.getByText('Networking lunch').waitFor();
    await page.waitForFunction(() => document.querySelector('[role="dialog"]')?.getAnimations().length === 0);
    await assertAccessible(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    await summit.getByRole('button', { name: 'Cancel Registration' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel Registration?' });
    await confirm.getByRole('button', { name: 'Keep Registration' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[role="alertdialog"]')?.getAnimations().length === 0);
    await assertAccessible(page, '[role="alertdialog"]');
  });
});
