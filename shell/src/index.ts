import { startShell } from './mf/start-shell';

// The async boundary: shared singletons are negotiated before bootstrap imports React.
void startShell({ bootstrap: () => import('./bootstrap') });
