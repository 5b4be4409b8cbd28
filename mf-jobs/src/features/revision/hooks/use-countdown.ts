import { useEffect, useState } from 'react';

export interface Countdown {
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the deadline has passed (or when there is none). */
  done: boolean;
}

const TICK_MS = 1000;

/** Time left until an ISO date-time, ticking every second (spec §9) and stopping at zero. */
export function useCountdown(deadline: string | null): Countdown {
  const target = deadline ? Date.parse(deadline) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (Number.isNaN(target) || target <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= target) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [target]);

  // Rounded up, so the display reaches 0 exactly when the deadline does.
  const left = Number.isNaN(target) ? 0 : Math.max(0, Math.ceil((target - now) / 1000));
  return {
    hours: Math.floor(left / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}
