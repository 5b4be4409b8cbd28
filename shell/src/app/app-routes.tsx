import { Route, Routes } from 'react-router-dom';
import { RouteGuard } from '../features/access/components/route-guard';
import { RemotePage } from '../components/remote-page';
import { ROUTE_TABLE } from '@freelane/shared/pages';
import { NotFound } from './routes/not-found';

/** The route table as React Router routes; each page guarded by its access rule. */
export function AppRoutes() {
  return (
    <Routes>
      {ROUTE_TABLE.map((entry) => (
        <Route
          key={entry.path}
          path={entry.path}
          element={
            <RouteGuard access={entry.access}>
              {/* keyed by path: two routes of one area must not share a page's load state */}
              <RemotePage key={entry.path} remote={entry.remote} module={entry.module} />
            </RouteGuard>
          }
        />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
