import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Counter } from 'prom-client';
import { remoteLoadFailureBody, successEnvelope } from '@freelane/shared/contracts';
import { responses } from '../../lib/responses';

/**
 * Versions counted apart per area: releases come and go, and a flood of made-up versions must not
 * grow /metrics without bound (the rest count as "other").
 */
const VERSIONS_PER_AREA = 20;

/**
 * POST /api/v1/public/remote-load-failure: the shell's report of an area that failed to load in a
 * browser (shell/src/mf/fallback-plugin.ts), counted in /metrics by area, version and kind. Anyone
 * may send it (the failure may come before a sign-in); it changes nothing but a counter, and each
 * address may send a few a minute.
 */
const remoteLoadFailure: FastifyPluginAsyncZod = async (app) => {
  const failures = new Counter({
    name: 'freelane_remote_load_failures_total',
    help: 'Areas (remotes) that failed to load in a browser, as the shell reported them',
    labelNames: ['area', 'version', 'kind'],
    registers: [app.metrics],
  });
  const versionsSeen = new Map<string, Set<string>>();
  const versionLabel = (area: string, version: string) => {
    const seen = versionsSeen.get(area) ?? new Set<string>();
    versionsSeen.set(area, seen);
    if (!seen.has(version) && seen.size >= VERSIONS_PER_AREA) return 'other';
    seen.add(version);
    return version;
  };

  app.post(
    '/remote-load-failure',
    {
      config: { changes: [], public: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: remoteLoadFailureBody, response: responses({ 200: successEnvelope }) },
    },
    async (request) => {
      const { area, version, kind } = request.body;
      failures.inc({ area, version: versionLabel(area, version), kind });
      request.log.warn({ area, version, kind }, 'a browser could not load an area');
      return { success: true as const };
    },
  );
};

export default remoteLoadFailure;
