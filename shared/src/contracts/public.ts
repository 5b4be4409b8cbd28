import { z } from "zod";

/** `GET /api/v1/public/config`: what the front ends need to know about this deployment. */
export const publicConfigResponse = z.object({
  success: z.literal(true),
  communityUrl: z.string(),
  googleSignInEnabled: z.boolean(),
});
export type PublicConfigResponse = z.infer<typeof publicConfigResponse>;

export const healthResponse = z.object({ success: z.literal(true) });
export type HealthResponse = z.infer<typeof healthResponse>;

/**
 * `GET /api/v1/health/ready`: 200 when this process can serve (every check 'ok', not draining),
 * otherwise 503 with the same body. Each check is 'ok' or why it failed.
 */
export const readinessResponse = z
  .object({
    success: z.boolean(),
    draining: z.boolean(),
    checks: z.record(z.string(), z.string()),
  })
  .meta({
    examples: [{ success: true, draining: false, checks: { database: 'ok', listen: 'ok', storage: 'ok' } }],
  });
export type ReadinessResponse = z.infer<typeof readinessResponse>;
