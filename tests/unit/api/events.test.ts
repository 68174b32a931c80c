import { describe, expect, it } from 'vitest';
import { DB_STORAGE_KEY } from '../../../domain/db';
import { createTestServer, type TestServer } from '../../api';

const EVENT_FIELDS =
  'id title type date time startsAt endsAt location address format category attendees spotsLeft registered featured registrationStatus description highlights regions';

const OVERVIEW = `{
  eventsOverview {
    events { ${EVENT_FIELDS} }
    pastEvents { id title date location attendees recordings { title url } }
    registeredCount
    totalEvents
    nextEvent { id title }
    eventsAttended
  }
}`;

const CALENDAR = `{ trainingCalendar { id title kind startsAt endsAt location link } }`;

const REGISTER = `mutation($id: ID!) {
  registerForEvent(input: { eventId: $id }) { event { id registered spotsLeft } errors { field message } }
}`;

const CANCEL = `mutation($id: ID!) {
  cancelEventRegistration(input: { eventId: $id }) { event { id registered spotsLeft } errors { field message } }
}`;

async function overview(server: TestServer) {
  return (await server.ok(OVERVIEW)).eventsOverview;
}

function event(data: any, id: string) {
  return data.events.find((row: any) => row.id === id);
}

/** Runs a mutation that must be refused and checks that nothing was saved or changed. */
async function expectRefused(server: TestServer, query: string, id: string) {
  const before = JSON.stringify(server.db.data);
  const storedBefore = server.storage.getItem(DB_STORAGE_KEY);
  const data = await server.ok(query, { id });
  const payload = Object.values(data)[0] as { errors: { field: string; message: string }[] };
  expect(JSON.stringify(server.db.data)).toBe(before);
  expect(server.storage.getItem(DB_STORAGE_KEY)).toBe(storedBefore);
  return payload;
}

describe('events: overview', () => {
  it('lists upcoming events soonest first, with the cards’ figures for the dealer', async () => {
    const data = await overview(createTestServer('dealer'));
    expect(data.totalEvents).toBe(7);
    expect(data.events).toHaveLength(7);
    expect(data.registeredCount).toBe(2);
    expect(data.eventsAttended).toBe(3);
    expect(data.nextEvent).toEqual({ id: 'EVT-104', title: 'Heat Pump Technology Update' });
    expect(data.events[0].id).toBe(data.nextEvent.id);
    const starts = data.events.map((row: any) => row.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(data.events.filter((row: any) => row.registered).map((row: any) => row.id)).toEqual(['EVT-101', 'EVT-106']);
  });

  it('gives each sample user their own registrations, and 3 events attended each', async () => {
    const data = await overview(createTestServer('comfort-advisor'));
    expect(data.registeredCount).toBe(1);
    expect(data.eventsAttended).toBe(3);
    expect(data.events.filter((row: any) => row.registered).map((row: any) => row.id)).toEqual(['EVT-105']);
  });

  it('has every kind of event the screens show: featured, Coming Soon, few spots, unknown figures, both formats', async () => {
    const { events } = await overview(createTestServer('dealer'));
    expect(events.filter((row: any) => row.featured).map((row: any) => row.id)).toEqual(['EVT-101', 'EVT-102', 'EVT-103']);
    expect(events.filter((row: any) => row.registrationStatus === 'Coming Soon').map((row: any) => row.id)).toEqual(['EVT-103']);
    expect(events.filter((row: any) => row.spotsLeft !== null && row.spotsLeft < 20).length).toBeGreaterThanOrEqual(2);
    expect(events.some((row: any) => row.attendees === null)).toBe(true);
    expect(events.some((row: any) => row.spotsLeft === null)).toBe(true);
    expect(new Set(events.map((row: any) => row.format))).toEqual(new Set(['IN_PERSON', 'VIRTUAL']));
    expect(new Set(events.map((row: any) => row.category))).toEqual(new Set(['Regional', 'Premier Dealer Recognition', 'Leadership']));
    expect(event({ events }, 'EVT-101')).toMatchObject({
      date: '2026-12-10',
      time: '8:00 AM - 5:00 PM CST',
      startsAt: '2026-12-10T14:00:00.000Z',
      endsAt: '2026-12-10T23:00:00.000Z',
      address: '151 E Wacker Dr, Chicago, IL 60601',
      regions: ['Midwest'],
    });
    for (const row of events) {
      expect(row.highlights.length).toBeGreaterThan(0);
      expect(row.endsAt > row.startsAt).toBe(true);
    }
  });

  it('lists past events latest first, some with recordings', async () => {
    const { pastEvents } = await overview(createTestServer('dealer'));
    expect(pastEvents.map((row: any) => row.id)).toEqual(['PEV-201', 'PEV-202', 'PEV-203', 'PEV-204']);
    expect(pastEvents.every((row: any) => row.date < '2026-11-22')).toBe(true);
    expect(pastEvents[0].recordings).toHaveLength(2);
    expect(pastEvents.some((row: any) => row.recordings.length === 0)).toBe(true);
  });

  it('drops an event from the upcoming list once it has ended', async () => {
    const server = createTestServer('dealer');
    const row = server.db.data.events.find((candidate) => candidate.id === 'EVT-104');
    if (!row) throw new Error('fixture missing');
    row.startsAt = '2026-11-21T20:00:00.000Z';
    row.endsAt = '2026-11-21T21:30:00.000Z';
    const data = await overview(server);
    expect(data.totalEvents).toBe(6);
    expect(data.nextEvent.id).toBe('EVT-101');
  });
});

describe('events: registration', () => {
  it('registers the viewer, takes a spot and keeps it after a reload', async () => {
    const server = createTestServer('dealer');
    const data = await server.ok(REGISTER, { id: 'EVT-102' });
    expect(data.registerForEvent).toEqual({ event: { id: 'EVT-102', registered: true, spotsLeft: 11 }, errors: [] });
    const reloaded = server.reload();
    const after = await overview(reloaded);
    expect(after.registeredCount).toBe(3);
    expect(event(after, 'EVT-102')).toMatchObject({ registered: true, spotsLeft: 11 });
    reloaded.session.switchRole('COMFORT_ADVISOR');
    expect(event(await overview(reloaded), 'EVT-102')).toMatchObject({ registered: false, spotsLeft: 11 });
  });

  it('registers for an event with no spot limit without inventing one', async () => {
    const server = createTestServer('dealer');
    expect((await server.ok(REGISTER, { id: 'EVT-104' })).registerForEvent).toEqual({
      event: { id: 'EVT-104', registered: true, spotsLeft: null },
      errors: [],
    });
  });

  it('refuses a second registration, an event not open yet and an unknown event, changing nothing', async () => {
    const server = createTestServer('dealer');
    expect((await expectRefused(server, REGISTER, 'EVT-101')).errors).toEqual([
      { field: ['eventId'], message: 'You are already registered for this event' },
    ]);
    expect((await expectRefused(server, REGISTER, 'EVT-103')).errors).toEqual([
      { field: ['eventId'], message: 'Registration is not open yet (Coming Soon)' },
    ]);
    expect(await expectRefused(server, REGISTER, 'EVT-000')).toEqual({
      event: null,
      errors: [{ field: ['eventId'], message: 'This event no longer exists' }],
    });
  });

  it('refuses a registration once the last spot is taken', async () => {
    const server = createTestServer('dealer');
    const row = server.db.data.events.find((candidate) => candidate.id === 'EVT-102');
    if (!row) throw new Error('fixture missing');
    row.spotsLeft = 1;
    expect((await server.ok(REGISTER, { id: 'EVT-102' })).registerForEvent.event.spotsLeft).toBe(0);
    server.session.switchRole('COMFORT_ADVISOR');
    expect((await expectRefused(server, REGISTER, 'EVT-102')).errors).toEqual([{ field: ['eventId'], message: 'This event is full' }]);
  });

  it('refuses a registration for an event that has started', async () => {
    const server = createTestServer('dealer');
    const row = server.db.data.events.find((candidate) => candidate.id === 'EVT-107');
    if (!row) throw new Error('fixture missing');
    row.startsAt = '2026-11-22T14:00:00.000Z';
    expect((await expectRefused(server, REGISTER, 'EVT-107')).errors).toEqual([
      { field: ['eventId'], message: 'This event has already taken place' },
    ]);
  });

  it('cancels a registration, gives the spot back and keeps it after a reload', async () => {
    const server = createTestServer('dealer');
    const data = await server.ok(CANCEL, { id: 'EVT-101' });
    expect(data.cancelEventRegistration).toEqual({ event: { id: 'EVT-101', registered: false, spotsLeft: 46 }, errors: [] });
    const after = await overview(server.reload());
    expect(after.registeredCount).toBe(1);
    expect(event(after, 'EVT-101')).toMatchObject({ registered: false, spotsLeft: 46 });
  });

  it('refuses to cancel a registration the viewer does not hold, changing nothing', async () => {
    const server = createTestServer('comfort-advisor');
    expect((await expectRefused(server, CANCEL, 'EVT-101')).errors).toEqual([
      { field: ['eventId'], message: 'You are not registered for this event' },
    ]);
    expect((await expectRefused(server, CANCEL, 'EVT-000')).errors).toEqual([{ field: ['eventId'], message: 'This event no longer exists' }]);
  });
});

describe('events: training calendar', () => {
  it('lists the dealer’s course deadlines, webinars and events in date order', async () => {
    const { trainingCalendar } = await createTestServer('dealer').ok(CALENDAR);
    expect(trainingCalendar.map((row: any) => `${row.kind}:${row.id}`)).toEqual([
      'webinar:WEB-303',
      'event:EVT-101',
      'event:EVT-106',
      'course:CRS-106',
      'course:CRS-102',
    ]);
    expect(trainingCalendar[0]).toEqual({
      id: 'WEB-303',
      title: 'Turning Five-Star Reviews into Referrals',
      kind: 'webinar',
      startsAt: '2026-12-09T19:00:00.000Z',
      endsAt: '2026-12-09T19:45:00.000Z',
      location: 'Online',
      link: '/training',
    });
    expect(trainingCalendar[4]).toMatchObject({ title: 'Consultative Comfort Selling due', startsAt: '2027-02-09T05:59:00.000Z', link: '/training' });
    expect(trainingCalendar[1]).toMatchObject({ location: 'Hyatt Regency Chicago', link: '/events' });
  });

  it('follows the viewer’s registrations and enrolments', async () => {
    const server = createTestServer('comfort-advisor');
    const before = (await server.ok(CALENDAR)).trainingCalendar.map((row: any) => row.id);
    expect(before).toEqual(['WEB-302', 'EVT-105', 'CRS-103', 'CRS-104']);
    await server.ok(REGISTER, { id: 'EVT-107' });
    await server.ok(`mutation { registerForWebinar(input: { webinarId: "WEB-301" }) { errors { message } } }`);
    const after = (await server.reload().ok(CALENDAR)).trainingCalendar.map((row: any) => row.id);
    expect(after).toEqual(['WEB-301', 'WEB-302', 'EVT-105', 'CRS-103', 'CRS-104', 'EVT-107']);
  });
});

describe('events: access', () => {
  const operations: [string, string, Record<string, unknown>][] = [
    ['eventsOverview', OVERVIEW, {}],
    ['trainingCalendar', CALENDAR, {}],
    ['registerForEvent', REGISTER, { id: 'EVT-102' }],
    ['cancelEventRegistration', CANCEL, { id: 'EVT-101' }],
  ];

  it.each(operations)('%s needs a session', async (_name, query, variables) => {
    expect(await createTestServer(null).errorCode(query, variables)).toBe('UNAUTHENTICATED');
  });

  it.each(operations)('%s is not for client admins', async (_name, query, variables) => {
    const server = createTestServer('client-admin');
    const before = JSON.stringify(server.db.data);
    expect(await server.errorCode(query, variables)).toBe('FORBIDDEN');
    expect(JSON.stringify(server.db.data)).toBe(before);
  });
});
