import { formatCount, formatMonth, formatTimeAgo, groupThousands } from './number-format';

// Each helper writes what Intl writes for the same input: checked against Intl itself here, so a
// reader sees the same characters as before they were written without it.

describe('formatCount', () => {
  const intl = new Intl.NumberFormat('en-US');
  it('writes integers as Intl en-US does, digits grouped by thousands', () => {
    let seed = 20261207;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const values = [0, -0, 1, -1, 7, 12, 999, 1000, -1000, 1234, 99_999, 100_000, 1_234_567, Number.MAX_SAFE_INTEGER];
    for (let n = 0; n < 300; n += 1) values.push(Math.round((next() - 0.3) * 10 ** Math.floor(next() * 12)));
    for (const value of values) expect([value, formatCount(value)]).toEqual([value, intl.format(value)]);
  });

  it('leaves to Intl what it does not write itself', () => {
    for (const value of [1.5, -2.25, 1e21, Number.MAX_SAFE_INTEGER + 2, Number.NaN, Infinity]) {
      expect(formatCount(value)).toBe(intl.format(value));
    }
  });

  it('groups a run of digits', () => {
    expect(groupThousands('1')).toBe('1');
    expect(groupThousands('1000')).toBe('1,000');
    expect(groupThousands('123456789')).toBe('123,456,789');
  });
});

describe('formatMonth', () => {
  const intl = new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  it('names every month of a few years as Intl does', () => {
    for (const year of [1999, 2025, 2026, 2030]) {
      for (let month = 1; month <= 12; month += 1) {
        const key = `${year}-${String(month).padStart(2, '0')}`;
        expect(formatMonth(key)).toBe(intl.format(new Date(`${key}-01T00:00:00Z`)));
      }
    }
  });

  it('gives back what is not a month', () => {
    expect(formatMonth('2026-13')).toBe('2026-13');
    expect(formatMonth('soon')).toBe('soon');
  });
});

describe('formatTimeAgo', () => {
  const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  it('writes minutes, hours and days before now as Intl does with numeric "auto"', () => {
    for (const unit of ['minute', 'hour', 'day'] as const) {
      for (const amount of [1, 2, 5, 23, 24, 59, 60, 364, 1000, 1234]) {
        expect([unit, amount, formatTimeAgo(amount, unit)]).toEqual([unit, amount, intl.format(-amount, unit)]);
      }
    }
  });
});
