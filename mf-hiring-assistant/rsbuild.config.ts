import { defineConfig } from '@rsbuild/core';
import { ANTD_IMPORTS, areaExposes, areaPlugins } from '@freelane/shared/mf';

// The pages (and widgets) of mf_hiring_assistant in the route table (@freelane/shared/pages), each as its file.
const exposes = areaExposes('mf_hiring_assistant');

export default defineConfig({
  source: { transformImport: ANTD_IMPORTS },
  plugins: areaPlugins({ name: 'mf_hiring_assistant', exposes }),
  // Standalone dev harness only: send API calls to the local API server.
  server: { port: 3005, proxy: { '/api': 'http://127.0.0.1:8080' } },
  html: { title: 'Freelane mentorship and hiring assistants (dev harness)' },
  output: { assetPrefix: 'auto' },
});
