import { z } from 'zod';

/** `GET /api/v1/public/config`: what the front ends need to know about this deployment. */
export const publicConfigResponse = z.object({
  success: z.literal(true),
  communityUrl: z.string(),
  googleSignInEnabled: z.boolean(),
});
export type PublicConfigResponse = z.infer<typeof publicConfigResponse>;

export const healthResponse = z.object({ success: z.literal(true) });
export type HealthResponse = z.infer<typeof healthResponse>;
