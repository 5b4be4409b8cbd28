import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { setContractClock } from '@freelane/shared/contracts';

/** Where lifecycle code reads "now" (deadlines, auto-complete), so tests can jump days ahead. */
export interface Clock {
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export interface ClockPluginOptions {
  /** Replaces the system clock (tests pass a FakeClock). */
  clock?: Clock;
}

export const systemClock: Clock = { now: () => new Date() };

async function clockPlugin(app: FastifyInstance, options: ClockPluginOptions) {
  const clock = options.clock ?? systemClock;
  app.decorate('clock', clock);
  // The request schemas' date rules (an application deadline in the future) read the same clock.
  setContractClock(() => clock.now());
}

export default fp(clockPlugin, { name: 'clock' });
