import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-20T10:00:00.000Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('counts down in hours, minutes and seconds, one tick per second', () => {
    const { result } = renderHook(() => useCountdown('2026-11-24T11:02:03.000Z'));
    expect(result.current).toEqual({ hours: 97, minutes: 2, seconds: 3, done: false });

    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toEqual({ hours: 97, minutes: 2, seconds: 2, done: false });
    act(() => jest.advanceTimersByTime(3000));
    expect(result.current).toEqual({ hours: 97, minutes: 1, seconds: 59, done: false });
  });

  it('stops at zero and ticks no more', () => {
    const { result } = renderHook(() => useCountdown('2026-11-20T10:00:02.500Z'));
    expect(result.current.seconds).toBe(3);

    act(() => jest.advanceTimersByTime(2000));
    expect(result.current).toEqual({ hours: 0, minutes: 0, seconds: 1, done: false });
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toEqual({ hours: 0, minutes: 0, seconds: 0, done: true });
    expect(jest.getTimerCount()).toBe(0);
    act(() => jest.advanceTimersByTime(10_000));
    expect(result.current).toEqual({ hours: 0, minutes: 0, seconds: 0, done: true });
  });

  it('shows zero at once for a passed or missing deadline, without a timer', () => {
    const { result: passed } = renderHook(() => useCountdown('2026-11-19T10:00:00.000Z'));
    expect(passed.current).toEqual({ hours: 0, minutes: 0, seconds: 0, done: true });
    const { result: missing } = renderHook(() => useCountdown(null));
    expect(missing.current.done).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });
});
