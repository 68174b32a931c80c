import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../src/components/ui/toaster';
import { findPageHeading, renderRoute, selectTab, type RenderedRoute } from '../render-route';
import { captureDownloads } from '../downloads';

const TITLE = 'Events & Training';

async function openEvents(path = '/events', role: 'dealer' | 'comfort-advisor' = 'dealer') {
  const rendered = renderRoute(path, { role });
  await findPageHeading(TITLE);
  return rendered;
}

function card(label: string) {
  return screen.getByRole('group', { name: label });
}

function event(title: string) {
  return screen.getByRole('article', { name: title });
}

function section(name: string) {
  return screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
}

async function reload(server: RenderedRoute['server'], path: string) {
  server.db.flush();
  cleanup();
  renderRoute(path, { storage: server.storage });
  await findPageHeading(TITLE);
}

beforeEach(() => {
  toaster.remove();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Events & Training cards', () => {
  it('shows registered events of the total, the next event and the events attended', async () => {
    await openEvents();
    expect(card('Registered Events')).toHaveTextContent('Registered Events2of 7 upcoming events');
    expect(card('Next Event')).toHaveTextContent('Next EventHeat Pump Technology UpdateDec 1, 2026 · Online');
    expect(card('Events Attended')).toHaveTextContent('Events Attended3Past events');
  });

  it("shows the comfort advisor's own registrations", async () => {
    await openEvents('/events', 'comfort-advisor');
    expect(card('Registered Events')).toHaveTextContent('Registered Events1of 7 upcoming events');
    expect(card('Events Attended')).toHaveTextContent('Events Attended3');
    expect(within(event('Comfort Advisor Sales Workshop')).getByRole('button', { name: 'Registered' })).toBeDisabled();
    expect(within(event('Midwest Regional Dealer Summit')).getByRole('button', { name: 'Register Now' })).toBeEnabled();
  });

  it('keeps client admins out', async () => {
    renderRoute('/events', { role: 'client-admin' });
    await findPageHeading('Access denied');
  });
});

describe('tabs', () => {
  it('are real tabs kept in the URL; My Registrations in the header opens that tab', async () => {
    const { user, router } = await openEvents();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Upcoming Events', 'My Registrations', 'Past Events']);
    expect(screen.getByRole('tab', { name: 'Upcoming Events' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'My Registrations' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'My Registrations' })).toHaveAttribute('aria-selected', 'true'), { timeout: 5000 });
    expect(router.state.location.search).toBe('?tab=registrations');

    await selectTab(user, 'Past Events');
    expect(router.state.location.search).toBe('?tab=past');
    await selectTab(user, 'Upcoming Events');
    expect(router.state.location.search).toBe('');
  });
});

describe('Upcoming Events', () => {
  it('shows featured events first, then every other event, with the documented button rules', async () => {
    await openEvents();
    const featured = within(section('Featured Events')).getAllByRole('article');
    expect(featured.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Midwest Regional Dealer Summit',
      'Premier Dealer Recognition Gala',
      'Leadership Excellence Forum',
    ]);
    const others = within(section('All Events')).getAllByRole('article');
    expect(others.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Heat Pump Technology Update',
      'Comfort Advisor Sales Workshop',
      'Dealer Leadership Roundtable',
      'Spring Pre-Season Kickoff',
    ]);

    expect(within(event('Midwest Regional Dealer Summit')).getByRole('button', { name: 'Already Registered' })).toBeDisabled();
    expect(within(event('Premier Dealer Recognition Gala')).getByRole('button', { name: 'Register Now' })).toBeEnabled();
    expect(within(event('Leadership Excellence Forum')).getByRole('button', { name: 'Registration Coming Soon' })).toBeDisabled();
    expect(within(event('Dealer Leadership Roundtable')).getByRole('button', { name: 'Registered' })).toBeDisabled();
    expect(within(event('Spring Pre-Season Kickoff')).getByRole('button', { name: 'Register' })).toBeEnabled();

    const summit = event('Midwest Regional Dealer Summit');
    expect(summit).toHaveTextContent('Date:Dec 10, 2026');
    expect(summit).toHaveTextContent('Time:8:00 AM - 5:00 PM CST');
    expect(summit).toHaveTextContent('Location:Hyatt Regency Chicago');
    expect(summit).toHaveTextContent('250 expected attendees');
  });

  it('shows spots left, destructive below 20', async () => {
    await openEvents();
    const badge = (title: string) => within(event(title)).getByText(/spots? left$/);
    expect(badge('Midwest Regional Dealer Summit')).toHaveTextContent('45 spots left');
    expect(badge('Midwest Regional Dealer Summit')).not.toHaveAttribute('data-destructive');
    expect(badge('Spring Pre-Season Kickoff')).toHaveTextContent('120 spots left');
    expect(badge('Spring Pre-Season Kickoff')).not.toHaveAttribute('data-destructive');
    expect(badge('Dealer Leadership Roundtable')).toHaveTextContent('15 spots left');
    expect(badge('Dealer Leadership Roundtable')).toHaveAttribute('data-destructive', 'true');
    expect(badge('Comfort Advisor Sales Workshop')).toHaveTextContent('8 spots left');
    expect(badge('Comfort Advisor Sales Workshop')).toHaveAttribute('data-destructive', 'true');
    expect(within(event('Heat Pump Technology Update')).queryByText(/spots? left$/)).not.toBeInTheDocument();
  });

  it('Register confirms for 4 s, disables the button, takes a spot and persists', async () => {
    const { user, server } = await openEvents();
    await user.click(within(event('Spring Pre-Season Kickoff')).getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Registration confirmed for Spring Pre-Season Kickoff')).toBeInTheDocument();
    expect(screen.getByText('You will receive a confirmation email shortly.')).toBeInTheDocument();
    expect(toaster.getVisibleToasts().find((toast) => toast.title === 'Registration confirmed for Spring Pre-Season Kickoff')?.duration).toBe(4000);
    expect(await within(event('Spring Pre-Season Kickoff')).findByRole('button', { name: 'Registered' })).toBeDisabled();
    expect(within(event('Spring Pre-Season Kickoff')).getByText('119 spots left')).toBeInTheDocument();
    expect(card('Registered Events')).toHaveTextContent('Registered Events3of 7 upcoming events');

    await reload(server, '/events?tab=registrations');
    expect(screen.getByRole('article', { name: 'Spring Pre-Season Kickoff' })).toBeInTheDocument();
    expect(card('Registered Events')).toHaveTextContent('Registered Events3');
  });

  it('puts a new registration on the training calendar seen earlier', async () => {
    const { user } = renderRoute('/training');
    await findPageHeading('Professional Development');
    const nav = () => within(screen.getByRole('navigation', { name: 'Main navigation' }));
    await user.click(nav().getByRole('link', { name: 'Events' }));
    await findPageHeading(TITLE);
    await user.click(within(event('Spring Pre-Season Kickoff')).getByRole('button', { name: 'Register' }));
    await within(event('Spring Pre-Season Kickoff')).findByRole('button', { name: 'Registered' });

    await user.click(nav().getByRole('link', { name: 'Training' }));
    await findPageHeading('Professional Development');
    await user.click(screen.getByRole('button', { name: 'View calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'My Training Calendar' });
    expect(within(dialog).getByText('Spring Pre-Season Kickoff')).toBeInTheDocument();
    // Three screens and a registration: allow for a busy machine.
  }, 40_000);

  it('turns the spots badge destructive once a registration takes it below 20', async () => {
    const { user, server } = await openEvents();
    server.db.data.events.find((row) => row.title === 'Spring Pre-Season Kickoff')!.spotsLeft = 20;
    server.db.commit();
    await user.click(within(event('Spring Pre-Season Kickoff')).getByRole('button', { name: 'Register' }));
    const badge = await within(event('Spring Pre-Season Kickoff')).findByText('19 spots left');
    expect(badge).toHaveAttribute('data-destructive', 'true');
  });

  it('Register Now registers for a featured event', async () => {
    const { user } = await openEvents();
    await user.click(within(event('Premier Dealer Recognition Gala')).getByRole('button', { name: 'Register Now' }));
    expect(await within(event('Premier Dealer Recognition Gala')).findByRole('button', { name: 'Already Registered' })).toBeDisabled();
    expect(within(event('Premier Dealer Recognition Gala')).getByText('11 spots left')).toBeInTheDocument();
    expect(screen.getByText('Registration confirmed for Premier Dealer Recognition Gala')).toBeInTheDocument();
  });

  it('shows why a registration was refused at the event', async () => {
    const { user, server } = await openEvents();
    // The last spot went to someone else meanwhile.
    server.db.data.events.find((row) => row.title === 'Comfort Advisor Sales Workshop')!.spotsLeft = 0;
    server.db.commit();
    await user.click(within(event('Comfort Advisor Sales Workshop')).getByRole('button', { name: 'Register' }));

    expect(await within(event('Comfort Advisor Sales Workshop')).findByRole('alert')).toHaveTextContent('This event is full');
    expect(await within(event('Comfort Advisor Sales Workshop')).findByRole('button', { name: 'Event Full' })).toBeDisabled();
    expect(screen.queryByText('Registration confirmed for Comfort Advisor Sales Workshop')).not.toBeInTheDocument();
  });

  it("says 'No upcoming events' when there are none", async () => {
    const { server } = await openEvents();
    server.db.data.events = [];
    server.db.commit();
    await reload(server, '/events');
    expect(screen.getByText('No upcoming events')).toBeInTheDocument();
    expect(card('Registered Events')).toHaveTextContent('Registered Events0of 0 upcoming events');
    expect(card('Next Event')).toHaveTextContent('None scheduled');
  });
});

describe('My Registrations', () => {
  it('lists the registered events and shows an event in full', async () => {
    const { user } = await openEvents('/events?tab=registrations');
    const list = within(section('My Registrations')).getAllByRole('article');
    expect(list.map((article) => within(article).getByRole('heading').textContent)).toEqual(['Midwest Regional Dealer Summit', 'Dealer Leadership Roundtable']);

    await user.click(within(event('Midwest Regional Dealer Summit')).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Midwest Regional Dealer Summit' });
    expect(dialog).toHaveTextContent(
      'A full day with the regional sales team: the 2027 product roadmap, program changes and breakout sessions on growing your service business.',
    );
    expect(dialog).toHaveTextContent('DateDec 10, 2026');
    expect(dialog).toHaveTextContent('Time8:00 AM - 5:00 PM CST');
    expect(dialog).toHaveTextContent('LocationHyatt Regency Chicago');
    expect(dialog).toHaveTextContent('Address151 E Wacker Dr, Chicago, IL 60601');
    expect(dialog).toHaveTextContent('FormatIn Person');
    expect(dialog).toHaveTextContent('RegionsMidwest');
    const highlights = within(dialog).getAllByRole('listitem').map((item) => item.textContent);
    expect(highlights).toEqual(['2027 product roadmap', 'Loyalty program changes for next year', 'Breakout sessions on service agreements', 'Networking lunch']);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'));
  });

  it('Add to Calendar downloads a valid .ics of the event', async () => {
    const files = captureDownloads();
    const { user } = await openEvents('/events?tab=registrations');
    await user.click(within(event('Midwest Regional Dealer Summit')).getByRole('button', { name: 'Add to Calendar' }));

    expect(files).toHaveLength(1);
    expect(files[0]?.name).toBe('midwest-regional-dealer-summit.ics');
    expect(files[0]?.blob.type).toBe('text/calendar;charset=utf-8');
    const ics = (await files[0]!.blob.text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain('SUMMARY:Midwest Regional Dealer Summit');
    expect(ics).toContain('DTSTART:20261210T140000Z');
    expect(ics).toContain('DTEND:20261210T230000Z');
    expect(ics).toContain('LOCATION:Hyatt Regency Chicago\\, 151 E Wacker Dr\\, Chicago\\, IL 60601');
    expect(ics).toContain('UID:event-EVT-101@dealer-loyalty-portal');
    expect(ics.trimEnd()).toMatch(/END:VEVENT\r\nEND:VCALENDAR$/);
  });

  it('Cancel Registration asks first, then really cancels, and that persists', async () => {
    const { user, server } = await openEvents('/events?tab=registrations');
    await user.click(within(event('Dealer Leadership Roundtable')).getByRole('button', { name: 'Cancel Registration' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Cancel Registration?' });
    expect(dialog).toHaveTextContent('You will give up your place at Dealer Leadership Roundtable on Dec 22, 2026.');

    await user.click(within(dialog).getByRole('button', { name: 'Keep Registration' }));
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'));
    expect(event('Dealer Leadership Roundtable')).toBeInTheDocument();
    expect(card('Registered Events')).toHaveTextContent('Registered Events2');

    await user.click(within(event('Dealer Leadership Roundtable')).getByRole('button', { name: 'Cancel Registration' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Cancel Registration?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Registration' }));

    expect(await screen.findByText('Registration cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Dealer Leadership Roundtable' })).not.toBeInTheDocument());
    expect(card('Registered Events')).toHaveTextContent('Registered Events1of 7 upcoming events');

    await reload(server, '/events');
    expect(within(event('Dealer Leadership Roundtable')).getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(within(event('Dealer Leadership Roundtable')).getByText('16 spots left')).toBeInTheDocument();
  });

  it("shows 'No Registered Events' with Browse Events when there are none", async () => {
    const { user, router } = await openEvents('/events?tab=registrations', 'comfort-advisor');
    await user.click(within(event('Comfort Advisor Sales Workshop')).getByRole('button', { name: 'Cancel Registration' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Registration?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Registration' }));

    expect(await screen.findByText('No Registered Events')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browse Events' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Upcoming Events' })).toHaveAttribute('aria-selected', 'true'), { timeout: 5000 });
    expect(router.state.location.search).toBe('');
    // The tab is chosen before its panel has replaced the registrations panel: wait for the event's card.
    const card = await screen.findByRole('article', { name: 'Comfort Advisor Sales Workshop' });
    expect(within(card).getByRole('button', { name: 'Register' })).toBeEnabled();
  });
});

describe('Past Events', () => {
  it('shows each past event with its attendance and recordings opening in a new tab', async () => {
    await openEvents('/events?tab=past');
    const list = within(section('Past Events')).getAllByRole('article');
    expect(list.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Fall Product Launch Showcase',
      'Virtual Heat Pump Masterclass',
      'Summer Service Excellence Workshop',
      'Premier Dealer Awards',
    ]);
    const fall = event('Fall Product Launch Showcase');
    expect(fall).toHaveTextContent('Date:Oct 18, 2026');
    expect(fall).toHaveTextContent('Location:Indianapolis, IN');
    expect(fall).toHaveTextContent('214 attended');

    const recordings = within(fall).getAllByRole('link', { name: /^View Recording/ });
    expect(recordings).toHaveLength(2);
    expect(recordings[0]).toHaveAccessibleName('View Recording: Keynote: the new furnace lineup (opens in a new tab)');
    expect(recordings[0]).toHaveAttribute('href', 'https://events.comfortpro.example/recordings/fall-launch-keynote');
    for (const link of screen.getAllByRole('link', { name: /^View Recording/ })) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getAllByRole('link', { name: /^View Recording/ })).toHaveLength(3);
    expect(within(event('Premier Dealer Awards')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(event('Premier Dealer Awards')).getByText('No recording available')).toBeInTheDocument();
  });
});
