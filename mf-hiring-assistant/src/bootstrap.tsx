/** Standalone dev harness only (`npm run dev -w mf-hiring-assistant`, port 3005); the shell loads the pages in the product. */
import { DevRoutes, mountDevHarness } from '@freelane/shared/dev';
import { DEV_ROUTES } from './app/dev-routes';
import { DevSession } from './app/dev-session';

mountDevHarness(
  <DevSession>
    <DevRoutes routes={DEV_ROUTES} />
  </DevSession>,
);
