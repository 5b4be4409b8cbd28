/** Standalone dev harness only (`npm run dev -w mf-public`, port 3001); the shell loads the pages in the product. */
import { mountDevHarness } from '@freelane/shared/dev';
import { DevRoutes } from './app/dev-routes';

mountDevHarness(<DevRoutes />);
