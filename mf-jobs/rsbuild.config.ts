import { defineConfig } from '@rsbuild/core';
import { ANTD_IMPORTS, areaExposes, areaPlugins } from '@freelane/shared/mf';

// The pages (and widgets) of mf_jobs in the route table (@freelane/shared/pages), each as its file.
const exposes = areaExposes('mf_jobs');

export default defineConfig({
  source: { transformImport: ANTD_IMPORTS },
  plugins: areaPlugins({ name: 'mf_jobs', exposes }),
  // Standalone dev harness only: send API calls to the local API server.
  server: { port: 3003, proxy: { '/api': 'http://127.0.0.1:8080' } },
  html: { title: 'Freelane jobs and projects (dev harness)' },
  output: { assetPrefix: 'auto' },
});
