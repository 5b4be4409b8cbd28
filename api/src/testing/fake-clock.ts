import type { Clock } from '../plugins/clock';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A clock that starts at the real time and moves only when a test says so. */
export class FakeClock implements Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance({ days = 0, minutes = 0, ms = 0 }: { days?: number; minutes?: number; ms?: number }): void {
    this.current += days * DAY_MS + minutes * MINUTE_MS + ms;
  }

  set(date: Date): void {
    this.current = date.getTime();
  }
}
