import { formatRelativeTime } from './format-relative-time';

const now = new Date('2026-03-12T15:00:00');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relative time of a notification', () => {
  it('reads like a person would say it, then gives the date after a week', () => {
    expect(formatRelativeTime(ago(10_000), now)).toBe('just now');
    expect(formatRelativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(25 * 60_000), now)).toBe('25 minutes ago');
    expect(formatRelativeTime(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(formatRelativeTime(new Date('2026-03-11T09:00:00').toISOString(), now)).toBe('yesterday');
    expect(formatRelativeTime(new Date('2026-03-08T20:00:00').toISOString(), now)).toBe('4 days ago');
    expect(formatRelativeTime(new Date('2026-02-01T10:00:00').toISOString(), now)).toBe('1 Feb 2026');
  });

  it('never says "in a minute" for a clock slightly ahead of the server', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 5_000).toISOString(), now)).toBe('just now');
  });
});
