import { formatDayLabel, formatListTime } from './format-time';

const now = new Date(2026, 10, 20, 15, 30);
const at = (...parts: [number, number, number, number?, number?]) => new Date(...(parts as [number, number, number, number, number])).toISOString();

describe('inbox times', () => {
  it('reads relative while fresh, then clock time, yesterday, weekday and date', () => {
    expect(formatListTime(at(2026, 10, 20, 15, 30), now)).toBe('now');
    expect(formatListTime(at(2026, 10, 20, 15, 25), now)).toBe('5m');
    expect(formatListTime(at(2026, 10, 20, 9, 5), now)).toBe('09:05');
    expect(formatListTime(at(2026, 10, 19, 22, 0), now)).toBe('Yesterday');
    expect(formatListTime(at(2026, 10, 16, 12, 0), now)).toBe('Mon');
    expect(formatListTime(at(2026, 2, 3, 12, 0), now)).toBe('3 Mar');
    expect(formatListTime(at(2025, 2, 3, 12, 0), now)).toBe('3 Mar 2025');
  });

  it('names the day above each group of messages', () => {
    expect(formatDayLabel(at(2026, 10, 20, 8), now)).toBe('Today');
    expect(formatDayLabel(at(2026, 10, 19, 8), now)).toBe('Yesterday');
    expect(formatDayLabel(at(2026, 2, 2, 8), now)).toBe('Monday, 2 March');
  });
});
