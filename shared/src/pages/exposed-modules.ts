// Type-only imports: read in Node by the areas' build configs and, in the shell, by the federation
// runtime plugin before React or the shared core have loaded.
import type { ContainerName } from '../contracts/registry';
import type { RouteEntry } from './route-table';

/** A module an area exposes that is not a route of the table. */
export interface ExposedModule {
  remote: ContainerName;
  module: `./${string}`;
}

/**
 * Widgets: exposed modules the shell mounts outside the routes (the chat widget while signed in).
 * They live in the area's `src/widgets/`, and a widget that fails to load renders nothing.
 */
export const CHAT_WIDGET = { remote: 'mf_messaging', module: './ChatWidget' } as const satisfies ExposedModule;
export const WIDGETS: readonly ExposedModule[] = [CHAT_WIDGET];

/**
 * Exposed pages with no route: mf-accounts' overview, which its dev harness shows at `/`. Nothing
 * in the product loads it; it stays exposed as it always was (docs/decisions.md, "area home").
 */
export const UNROUTED_PAGES: readonly ExposedModule[] = [{ remote: 'mf_accounts', module: './AreaHome' }];

/** `mf_messaging/ChatWidget`: the id Module Federation loads an exposed module by. */
export function exposedId({ remote, module }: ExposedModule): string {
  return `${remote}/${module.slice(2)}`;
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
  add('widgets', WIDGETS);
  return exposes;
}
