import type { FastifyInstance } from 'fastify';
import { routeKeyOf, type Endpoint } from '@freelane/shared/contracts';
import { ENDPOINT_AREAS } from '@freelane/shared/endpoints';
import type { ApiRoute } from '../routes';

/** Every endpoint defined in @freelane/shared/endpoints, area by area. */
export const DEFINED_ENDPOINTS: readonly Endpoint[] = Object.values(ENDPOINT_AREAS).flatMap(
  (area) => Object.values(area) as Endpoint[],
);

/** A route's key in the route-wide tables (authorization matrix): `METHOD /api/v1/…`. */
export const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/**
 * The API routes every route-wide test walks (authorization matrix, fuzz, API document, cache
 * changes): each defined endpoint, as registered from its definition. A definition the app did not
 * register fails here, and so does an /api/v1 route registered by hand, outside the definitions
 * (wildcard routes, static files under /api, are no API endpoints).
 */
export function routesToTest(app: FastifyInstance): ApiRoute[] {
  const defined = DEFINED_ENDPOINTS.map((definition) => {
    const registered = app.apiRoutes.find((route) => route.config?.endpoint === definition);
    if (!registered) throw new Error(`${routeKeyOf(definition)} is defined but the app did not register it`);
    return registered;
  });
  const byHand = app.apiRoutes.filter((route) => !route.config?.endpoint && !route.url.includes('*'));
  if (byHand.length > 0) {
    throw new Error(`registered by hand, not from a definition (docs/endpoints.md): ${byHand.map(keyOf).join(', ')}`);
  }
  return defined;
}
