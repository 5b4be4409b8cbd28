// Server only, never in a browser. scripts/prerender.mjs bundles this file for Node after `rsbuild
// build` and ships it in this area's version folder (prerender/render.cjs), so the server renders
// a page with the code of the same release.
// The dashboards, where signed-in people land, are rendered per request for the person whose
// session cookie came with it, with their data.
import { signedInPages } from '@freelane/shared/ssr';
import ClientDashboard from '../pages/client-dashboard';
import FreelancersHome from '../pages/freelancers-home';

/** Exposed module name (rsbuild.config.ts `exposes`) → the page. */
export const { renderPages, renderPage } = signedInPages({
  './ClientDashboard': ClientDashboard,
  './FreelancersHome': FreelancersHome,
});
