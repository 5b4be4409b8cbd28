import { z } from "zod";

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
