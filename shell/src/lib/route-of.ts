import { ROUTE_TABLE, type RouteEntry } from '@freelane/shared/pages';
import { matchPath } from 'react-router-dom';

/** The route table's entry of a path (`/jobs/abc` → `/jobs/:id`), or undefined. */
export function routeOf(pathname: string): RouteEntry | undefined {
  return ROUTE_TABLE.find((entry) => matchPath({ path: entry.path, caseSensitive: false, end: true }, pathname));
}
