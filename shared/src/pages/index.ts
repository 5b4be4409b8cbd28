/**
 * @freelane/shared/pages — the one list of pages and of the other exposed modules: what the shell
 * routes and mounts, what each area exposes and what its dev harness shows. Plain data with no
 * run-time imports, so build configs (in Node) and the shell's first script can read it.
 */
export { frameRouteOf, ROUTE_TABLE, type RouteEntry } from './route-table';
export { ADMIN_PANEL_PATH, ADMIN_TABS, adminTabPath, readAdminTab, type AdminTab } from './admin-tabs';
export {
  CHAT_WIDGET,
  exposedId,
  exposedModuleOf,
  exposesOf,
  fileNameOf,
  UNROUTED_PAGES,
  WIDGETS,
  type ExposedId,
  type ExposedModule,
} from './exposed-modules';
