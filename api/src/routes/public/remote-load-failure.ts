import { Counter } from 'prom-client';
import type { publicEndpoints } from '@freelane/shared/endpoints';
import type { Implementation } from '../../endpoints/handlers';

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
export const reportRemoteLoadFailure: Implementation<typeof publicEndpoints.reportRemoteLoadFailure> = {
  rateLimit: { max: 10, timeWindow: '1 minute' },
  create: (app) => {
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
    return async ({ request, body }) => {
      const { area, version, kind } = body;
      failures.inc({ area, version: versionLabel(area, version), kind });
      request.log.warn({ area, version, kind }, 'a browser could not load an area');
      return { success: true as const };
    };
  },
};
