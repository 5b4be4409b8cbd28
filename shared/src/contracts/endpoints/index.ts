import { applicationEndpoints } from './application';
import { adminEndpoints } from './admin';
import { authEndpoints } from './auth';
import { blogEndpoints } from './blog';
import { disputeEndpoints } from './dispute';
import { filesEndpoints } from './files';
import { healthEndpoints } from './health';
import { hiringEndpoints } from './hiring';
import { messageEndpoints } from './message';
import { notificationEndpoints } from './notification';
import { jobEndpoints } from './job';
import { publicEndpoints } from './public';
import { pushEndpoints } from './push';
import { reviewEndpoints } from './review';
import { screeningEndpoints } from './screening';
import { userEndpoints } from './user';

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
  screening: screeningEndpoints,
  application: applicationEndpoints,
  hiring: hiringEndpoints,
  admin: adminEndpoints,
  blog: blogEndpoints,
  files: filesEndpoints,
  auth: authEndpoints,
  user: userEndpoints,
  message: messageEndpoints,
  notification: notificationEndpoints,
  job: jobEndpoints,
  push: pushEndpoints,
} as const;

export type EndpointAreas = typeof ENDPOINT_AREAS;
export type EndpointArea = keyof EndpointAreas;

export { disputeEndpoints, healthEndpoints, jobEndpoints, publicEndpoints, reviewEndpoints };
export { screeningEndpoints };
export { applicationEndpoints };
export { hiringEndpoints };
export { adminEndpoints, authEndpoints, blogEndpoints, filesEndpoints };
export { userEndpoints };
export { messageEndpoints, notificationEndpoints };
export { pushEndpoints };
