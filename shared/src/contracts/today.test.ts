import { todayIsoDate } from './jobs';

describe('todayIsoDate', () => {
  it('names the UTC day of the moment given, whichever way the clock moves', () => {
    expect(todayIsoDate(new Date('2026-12-05T23:59:59.999Z'))).toBe('2026-12-05');
    expect(todayIsoDate(new Date('2026-12-05T00:00:00.000Z'))).toBe('2026-12-05');
    expect(todayIsoDate(new Date('2026-12-06T00:00:00.000Z'))).toBe('2026-12-06');
    // Back again (tests move the clock both ways), and far off.
    expect(todayIsoDate(new Date('2026-12-05T12:00:00.000Z'))).toBe('2026-12-05');
    expect(todayIsoDate(new Date('2028-02-29T08:00:00.000Z'))).toBe('2028-02-29');
    expect(todayIsoDate(new Date('2026-12-04T23:59:59.999Z'))).toBe('2026-12-04');
  });

  it('refuses an invalid moment as before', () => {
    expect(() => todayIsoDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});
