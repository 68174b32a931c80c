import { describe, expect, it } from 'vitest';
import { buildCalendar } from '../../src/lib/calendar';

describe('calendar files', () => {
  it('builds a valid iCalendar document with one VEVENT per item in UTC', () => {
    const ics = buildCalendar([
      { id: 'EVT-1', title: 'Regional Dealer Summit', startsAt: '2026-12-03T15:00:00.000Z', endsAt: '2026-12-03T23:00:00.000Z', location: 'Chicago, IL' },
      { id: 'WEB-2', title: 'Heat Pump Sizing, Live', startsAt: '2026-12-10T20:00:00.000Z', endsAt: '2026-12-10T21:00:00.000Z' },
    ]);
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(ics.trim().endsWith('END:VCALENDAR')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('DTSTART:20261203T150000Z');
    expect(ics).toContain('DTEND:20261203T230000Z');
    expect(ics).toContain('SUMMARY:Regional Dealer Summit');
    expect(ics).toContain('LOCATION:Chicago\\, IL');
    expect(ics).toContain('UID:EVT-1@dealer-loyalty-portal');
  });

  it('keeps text that looks like markup as plain calendar text', () => {
    const ics = buildCalendar([{ id: 'X', title: '<script>alert(1)</script>', startsAt: '2026-12-03T15:00:00.000Z', endsAt: '2026-12-03T16:00:00.000Z' }]);
    expect(ics).toContain('SUMMARY:<script>alert(1)</script>');
  });
});
