import { z } from 'zod';
import { AREAS } from './registry';

/** `GET /api/v1/public/config`: what the front ends need to know about this deployment. */
export const publicConfigResponse = z.object({
  success: z.literal(true),
  communityUrl: z.string(),
  googleSignInEnabled: z.boolean(),
  /**
   * The site's currency (ISO 4217, `CURRENCY`): every amount is shown with formatMoney in it.
   * Always sent by the API; optional in the type so older fixtures keep compiling.
   */
  currency: z.string().meta({ examples: ['USD'] }).optional(),
});
export type PublicConfigResponse = z.infer<typeof publicConfigResponse>;

export const healthResponse = z.object({ success: z.literal(true) });
export type HealthResponse = z.infer<typeof healthResponse>;

/**
 * `GET /api/v1/health/ready`: 200 when this process can serve (every check 'ok', not draining),
 * otherwise 503 with the same body. Each check is 'ok' or why it failed.
 */
/** `draining` and `checks` only for an operator (METRICS_TOKEN, METRICS_ALLOW): anyone else learns up or down. */
export const readinessResponse = z
  .object({
    success: z.boolean(),
    draining: z.boolean().optional(),
    checks: z.record(z.string(), z.string()).optional(),
  })
  .meta({
    examples: [{ success: true, draining: false, checks: { database: "ok", listen: "ok", storage: "ok" } }],
  });
export type ReadinessResponse = z.infer<typeof readinessResponse>;

/** How a remote failed to load in a browser: its manifest, a script chunk, or anything else (its code threw). */
export const REMOTE_LOAD_FAILURE_KINDS = ["manifest", "chunk", "other"] as const;
export type RemoteLoadFailureKind = (typeof REMOTE_LOAD_FAILURE_KINDS)[number];

/**
 * `POST /api/v1/public/remote-load-failure`: the shell reports an area that failed to load (after
 * its retries), so operators see it in /metrics rather than only in that browser's console.
 */
export const remoteLoadFailureBody = z.object({
  area: z.enum(Object.values(AREAS) as [string, ...string[]]).meta({ examples: ["mf_public"] }),
  /** The version the page asked for, as /remotes.json named it ("unknown" when the registry was unreachable). */
  version: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,80}$/, "Invalid version.")
    .meta({ examples: ["20261122-044210-b7e01c55"] }),
  kind: z.enum(REMOTE_LOAD_FAILURE_KINDS),
});
export type RemoteLoadFailureBody = z.infer<typeof remoteLoadFailureBody>;
