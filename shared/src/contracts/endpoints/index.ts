import { disputeEndpoints } from './dispute';
import { healthEndpoints } from './health';
import { jobEndpoints } from './job';
import { publicEndpoints } from './public';
import { reviewEndpoints } from './review';

/**
 * Every area whose endpoints are defined here, by its folder (= URL prefix, /api/v1/<area>). The
 * API registers each endpoint from it (a missing handler is a compile error there), and the route
 * lists of the authorization matrix, the fuzz test and the API document come from it. The browser
 * imports only its areas' modules, never this list.
 */
export const ENDPOINT_AREAS = {
  review: reviewEndpoints,
  dispute: disputeEndpoints,
  health: healthEndpoints,
  public: publicEndpoints,
  job: jobEndpoints,
} as const;

export type EndpointAreas = typeof ENDPOINT_AREAS;
export type EndpointArea = keyof EndpointAreas;

export { disputeEndpoints, healthEndpoints, jobEndpoints, publicEndpoints, reviewEndpoints };
