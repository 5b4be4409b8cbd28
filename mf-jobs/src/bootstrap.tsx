/** Standalone dev harness only (`npm run dev -w mf-jobs`, port 3003); the shell loads the pages in the product. */
import { DevRoutes, mountDevHarness } from '@freelane/shared/dev';
import { DEV_ROUTES } from './app/dev-routes';

mountDevHarness(<DevRoutes routes={DEV_ROUTES} />);
