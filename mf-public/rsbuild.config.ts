import { defineConfig } from '@rsbuild/core';
import { ANTD_IMPORTS, areaExposes, areaPlugins } from '@freelane/shared/mf';

// Every page of mf_public in the route table, each its own exposed module so the shell loads only
// the page it shows (@freelane/shared/pages). Exported for the e2e test that builds a variant of
// this area (e2e/fixtures/area-adds-antd-component).
export const exposes = areaExposes('mf_public');

export default defineConfig({
  source: { transformImport: ANTD_IMPORTS },
  plugins: areaPlugins({ name: 'mf_public', exposes }),
  // Standalone dev harness only: send API calls to the local API server.
  server: { port: 3001, proxy: { '/api': 'http://127.0.0.1:8080' } },
  html: { title: 'Freelane public site (dev harness)' },
  output: { assetPrefix: 'auto' },
});
