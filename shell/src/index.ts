import { warmMoneyFormat } from '@freelane/shared/contracts/money-format';
import { provideBundlerRuntime } from '@freelane/shared/mf/bundler-runtime';
import { registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import { readServerSession } from './features/session/session-element';
import { startShell } from './mf/start-shell';
import singletonVersionPlugin from './mf/singleton-version-plugin';
import stylesheetLinkPlugin from './mf/stylesheet-link-plugin';
import { yieldToMain } from './mf/yield-to-main';

/**
 * Whether the server sent this page to someone signed in (its `fl-session` element names a user).
 * Only then is the store stack sure to be needed before the first render.
 */
function pageIsSignedIn(): boolean {
  return Boolean(readServerSession()?.user);
}

// Before any area's entry runs: an area's production build calls the shell's bundler runtime.
provideBundlerRuntime();
// Every area's own federation instance, made when its entry runs, links its stylesheets and checks
// its singletons' versions through these too (the shell's instance has them from its build): see
// stylesheet-link-plugin.ts and singleton-version-plugin.ts.
registerGlobalPlugins([stylesheetLinkPlugin(), singletonVersionPlugin()]);

// The async boundary: shared singletons are negotiated before bootstrap imports React.
// React DOM's module (the largest of the start-up) is evaluated in a task of its own, then the
// app's modules in the next (issue 39, TBT); the server's loader has already asked for both
// chunks' files, so the second import waits for no extra round trip.
void startShell({
  bootstrap: async () => {
    // What the first render needs and React DOM does not runs while React DOM, the largest file,
    // is still arriving (on a phone the main thread idles ~400 ms there): the shared package's
    // modules (the session; for someone signed in the store stack and API) evaluate as their files
    // land, and (for someone signed in: their pages show amounts) the number format is built.
    // A visitor's first screen loads neither the store stack nor the format: its main thread is busy
    // from the entry's arrival to ready (the home page), and a page of theirs that shows an amount
    // (a job) builds the format in its render.
    const signedIn = pageIsSignedIn();
    const early = (signedIn ? import('@freelane/shared') : import('@freelane/shared/session')).catch(() => undefined);
    if (signedIn) setTimeout(warmMoneyFormat, 0);
    await import('react-dom/client');
    await early;
    await yieldToMain();
    return import('./bootstrap');
  },
});
