/** Standalone dev harness only (`npm run dev -w mf-messaging`, port 3004); the shell loads the pages in the product. */
import { DevRoutes, mountDevHarness } from '@freelane/shared/dev';
import { SocketProvider } from '@freelane/shared';
import { DEV_ROUTES } from './app/dev-routes';
import { DevSession } from './app/dev-session';
import ChatWidget from './widgets/chat-widget';

// As in the shell: the session is checked on load and the socket opened while signed in, so chat is live here too.
mountDevHarness(
  <DevSession>
    <SocketProvider>
      <DevRoutes routes={DEV_ROUTES}>
        <ChatWidget />
      </DevRoutes>
    </SocketProvider>
  </DevSession>,
);
