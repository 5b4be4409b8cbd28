// Type-only imports: read in Node by the areas' build configs and, in the shell, by the federation
// runtime plugin before React or the shared core have loaded.
import type { ContainerName } from '../contracts/registry';
import type { RouteEntry } from './route-table';

/** A module an area exposes that is not a route of the table. */
export interface ExposedModule {
  remote: ContainerName;
  module: `./${string}`;
}

/** `mf_messaging/ChatWidget`: the id Module Federation loads an exposed module by. */
export type ExposedId = `${ContainerName}/${string}`;

/**
 * Widgets: exposed modules the shell mounts outside the routes (the chat widget while signed in).
 * They live in the area's `src/widgets/`, and a widget that fails to load renders nothing. Written
 * as ids, the form the shell's first script (the federation runtime plugin) compares them in, so
 * that script carries no code to build them.
 */
export const CHAT_WIDGET = 'mf_messaging/ChatWidget' satisfies ExposedId;
export const WIDGETS: readonly ExposedId[] = [CHAT_WIDGET];

/**
 * Exposed pages with no route: mf-accounts' overview, which its dev harness shows at `/`. Nothing
 * in the product loads it; it stays exposed as it always was (docs/decisions.md, "area home").
 */
export const UNROUTED_PAGES: readonly ExposedModule[] = [{ remote: 'mf_accounts', module: './AreaHome' }];

/** `mf_messaging/ChatWidget` from `{ remote: 'mf_messaging', module: './ChatWidget' }`. */
export function exposedId({ remote, module }: ExposedModule): ExposedId {
  return `${remote}/${module.slice(2)}`;
}

/** `{ remote: 'mf_messaging', module: './ChatWidget' }` from `mf_messaging/ChatWidget`. */
export function exposedModuleOf(id: ExposedId): ExposedModule {
  const slash = id.indexOf('/');
  return { remote: id.slice(0, slash) as ContainerName, module: `./${id.slice(slash + 1)}` };
}

/** `./PostJob` → `post-job`: an exposed module's file name (in `src/pages/` or `src/widgets/`), by convention. */
export function fileNameOf(module: string): string {
  return module
    .slice(2)
    .replace(/^[A-Z]/, (first) => first.toLowerCase())
    .replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * `{ './PostJob': './src/pages/post-job.tsx', … }`: what `remote` exposes — each page of `routes`
 * it renders, its unrouted pages and its widgets, each as the file its name says.
 */
export function exposesOf(remote: ContainerName, routes: readonly RouteEntry[]): Record<string, string> {
  const exposes: Record<string, string> = {};
  const add = (folder: 'pages' | 'widgets', modules: readonly ExposedModule[]) => {
    for (const { module } of modules.filter((entry) => entry.remote === remote)) {
      exposes[module] = `./src/${folder}/${fileNameOf(module)}.tsx`;
    }
  };
  add('pages', [...routes, ...UNROUTED_PAGES]);
  add('widgets', WIDGETS.map(exposedModuleOf));
  return exposes;
}
