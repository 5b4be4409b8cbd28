import type { ComponentType, ReactNode } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import type { ContainerName } from '../contracts/registry';
import { fileNameOf, ROUTE_TABLE, UNROUTED_PAGES } from '../pages';

export interface DevRoute {
  path: string;
  /** Shown in the harness's link bar; routes that need a parameter have none. */
  label?: string;
  element: ReactNode;
}

/** An area's page files as its bundler lists them: `import.meta.glob('../pages/*.tsx', { eager: true })`. */
export type PageFiles = Record<string, { default: ComponentType }>;

/** `./ClientDashboard` → `Client Dashboard`. */
function labelOf(module: string): string {
  return module.slice(2).replace(/(?<=[a-z])(?=[A-Z])/g, ' ');
}

/**
 * The routes of `remote` as the shell declares them (the route table), each rendering its page
 * file, for running the area on its own; its unrouted page, if any, at `/`. Throws, naming the
 * file, when the table lists a page the area does not have.
 */
export function devRoutesFor(remote: ContainerName, files: PageFiles): DevRoute[] {
  const pageOf = (module: string) => {
    const name = `/${fileNameOf(module)}.tsx`;
    const key = Object.keys(files).find((file) => file.endsWith(name));
    if (!key) throw new Error(`${remote} has no page file for ${module} (expected …/pages${name})`);
    const Page = files[key].default;
    return <Page />;
  };
  const home = UNROUTED_PAGES.filter((entry) => entry.remote === remote).map(({ module }) => ({
    path: '/',
    label: labelOf(module),
    element: pageOf(module),
  }));
  const routes = ROUTE_TABLE.filter((entry) => entry.remote === remote).map(({ path, module }) => ({
    path,
    label: path.includes(':') ? undefined : labelOf(module),
    element: pageOf(module),
  }));
  return [...home, ...routes];
}

/** A remote's routes as the shell declares them, with a link bar, for running the remote on its own. */
export function DevRoutes({ routes, children }: { routes: readonly DevRoute[]; children?: ReactNode }) {
  return (
    <>
      <nav aria-label="Dev harness" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: 12 }}>
        {routes
          .filter((route) => route.label)
          .map((route) => (
            <Link key={route.path} to={route.path}>
              {route.label}
            </Link>
          ))}
      </nav>
      <main>
        <Routes>
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
        </Routes>
      </main>
      {children}
    </>
  );
}
