import { startShell } from './mf/start-shell';
import { yieldToMain } from './mf/yield-to-main';

// The async boundary: shared singletons are negotiated before bootstrap imports React.
// React DOM's module (the largest of the start-up) is evaluated in a task of its own, then the
// app's modules in the next (issue 39, TBT); the server's loader has already asked for both
// chunks' files, so the second import waits for no extra round trip.
void startShell({
  bootstrap: async () => {
    await import('react-dom/client');
    await yieldToMain();
    return import('./bootstrap');
  },
});
