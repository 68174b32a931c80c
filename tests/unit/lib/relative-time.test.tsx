import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { relativeTime, useNow } from '../../../src/lib/relative-time';

const NOW = new Date('2026-11-22T15:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it.each([
    [ago(0), '0 seconds ago'],
    [ago(45_000), '45 seconds ago'],
    [ago(MINUTE), '1 minute ago'],
    [ago(89_000), '1 minute ago'],
    [ago(90_000), '2 minutes ago'],
    [ago(2 * HOUR), '2 hours ago'],
    [ago(23 * HOUR + 40 * MINUTE), '24 hours ago'],
    [ago(DAY), '1 day ago'],
    [ago(3 * DAY), '3 days ago'],
    [ago(29 * DAY), '29 days ago'],
    [ago(45 * DAY), '2 months ago'],
    [ago(350 * DAY), '1 year ago'],
    [ago(800 * DAY), '2 years ago'],
    [new Date(NOW.getTime() + 5 * MINUTE), 'in 5 minutes'],
  ])('words %o as %j', (instant, words) => {
    expect(relativeTime(instant, NOW)).toBe(words);
  });

  it('reads the ISO text the API sends, and refuses what is not an instant', () => {
    expect(relativeTime('2026-11-22T13:00:00.000Z', NOW)).toBe('2 hours ago');
    expect(() => relativeTime('yesterday', NOW)).toThrow(RangeError);
  });

  it('speaks the asked language', () => {
    expect(relativeTime(ago(2 * HOUR), NOW, 'es')).toBe('hace 2 horas');
  });
});

describe('useNow', () => {
  afterEach(() => vi.useRealTimers());

  function Since({ instant }: { instant: string }) {
    return <p>{relativeTime(instant, useNow())}</p>;
  }

  it('moves the words on as time passes', () => {
    vi.useFakeTimers({ now: NOW });
    render(<Since instant="2026-11-22T14:58:00.000Z" />);
    expect(screen.getByText('2 minutes ago')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3 * MINUTE));
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
  });
});
