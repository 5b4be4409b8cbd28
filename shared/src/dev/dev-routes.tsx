import type { ReactNode } from 'react';
import { Link, Route, Routes } from 'react-router-dom';

export interface DevRoute {
  path: string;
  /** Shown in the harness's link bar; routes that need a parameter have none. */
  label?: string;
  element: ReactNode;
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
