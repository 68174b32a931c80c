import { describe, expect, it } from 'vitest';
import {
  ONLINE_STORE_NAME,
  ONLINE_STORE_URL,
  TERRITORY_MANAGER_EMAIL,
  TERRITORY_MANAGER_PHONE,
} from '../../../domain/fixtures/constants';
import { createTestServer, type TestServer } from '../../api';

const RESOURCES = `{ resources {
  territoryManager { name title photo phone email officeHours timeZone }
  links { id title description url }
  emergencyContacts { label phone availability }
} }`;
const MEETING = `mutation($input: RequestMeetingInput!) { requestMeeting(input: $input) {
  meeting { id start durationMinutes topic withName withEmail } errors { field message }
} }`;

const valid = { start: '2026-11-24T16:00:00.000Z', durationMinutes: 30, topic: 'Spring stocking plan' };
const snapshot = (server: TestServer) => JSON.stringify(server.db.data);

describe('My Resources', () => {
  it('shows the territory manager with the office hours, seven quick links and the emergency lines', async () => {
    const { resources } = await createTestServer('dealer').ok(RESOURCES);
    expect(resources.territoryManager).toMatchObject({
      phone: TERRITORY_MANAGER_PHONE,
      email: TERRITORY_MANAGER_EMAIL,
      officeHours: 'Monday-Friday 8:00 AM-5:00 PM CST',
      timeZone: 'America/Chicago',
    });
    expect(resources.links.map((link: any) => link.title)).toEqual([
      ONLINE_STORE_NAME,
      'Marketing Support',
      'Sales Support',
      'Training Portal',
      'Technical Support',
      'Warranty Center',
      'Customer Service',
    ]);
    expect(resources.links[0].url).toBe(ONLINE_STORE_URL);
    expect(resources.emergencyContacts.map((contact: any) => contact.label)).toEqual(['24/7 Technical Hotline', 'Parts Emergency Line']);
    expect(resources.emergencyContacts.every((contact: any) => /^\(\d{3}\) \d{3}-\d{4}$/.test(contact.phone))).toBe(true);
  });

  it('is for dealers only', async () => {
    expect(await createTestServer(null).errorCode(RESOURCES)).toBe('UNAUTHENTICATED');
    expect(await createTestServer('comfort-advisor').errorCode(RESOURCES)).toBe('FORBIDDEN');
    expect(await createTestServer('client-admin').errorCode(RESOURCES)).toBe('FORBIDDEN');
    expect(await createTestServer(null).errorCode(MEETING, { input: valid })).toBe('UNAUTHENTICATED');
    expect(await createTestServer('comfort-advisor').errorCode(MEETING, { input: valid })).toBe('FORBIDDEN');
    expect(await createTestServer('client-admin').errorCode(MEETING, { input: valid })).toBe('FORBIDDEN');
  });
});

describe('requestMeeting', () => {
  it('books a meeting request with the territory manager, kept after a reload', async () => {
    const server = createTestServer('dealer');
    const { resources } = await server.ok(RESOURCES);
    const data = await server.ok(MEETING, { input: { ...valid, topic: '  Spring stocking plan ' } });
    expect(data.requestMeeting).toEqual({
      meeting: {
        id: 'MTG-0001',
        start: '2026-11-24T16:00:00.000Z',
        durationMinutes: 30,
        topic: 'Spring stocking plan',
        withName: resources.territoryManager.name,
        withEmail: TERRITORY_MANAGER_EMAIL,
      },
      errors: [],
    });
    const reloaded = server.reload();
    expect(reloaded.db.data.resourceMeetingRequests).toMatchObject([{ id: 'MTG-0001', userId: 'USR-001', topic: 'Spring stocking plan' }]);
    const second = await reloaded.ok(MEETING, { input: { ...valid, durationMinutes: 240 } });
    expect(second.requestMeeting.meeting.id).toBe('MTG-0002');
  });

  it('refuses a past start, a length outside 15-240 minutes and a missing topic, changing nothing', async () => {
    const server = createTestServer('dealer');
    const before = snapshot(server);
    const data = await server.ok(MEETING, { input: { start: '2026-11-22T14:59:00.000Z', durationMinutes: 10, topic: ' ' } });
    expect(data.requestMeeting).toEqual({
      meeting: null,
      errors: [
        { field: ['start'], message: 'Choose a time in the future' },
        { field: ['durationMinutes'], message: 'Meetings last 15 to 240 minutes' },
        { field: ['topic'], message: 'Topic is required' },
      ],
    });
    const tooLong = await server.ok(MEETING, { input: { ...valid, durationMinutes: 241 } });
    expect(tooLong.requestMeeting.errors).toEqual([{ field: ['durationMinutes'], message: 'Meetings last 15 to 240 minutes' }]);
    expect(snapshot(server)).toBe(before);
    expect(server.storage.getItem('hvac-portal:db')).toBeNull();
  });
});
