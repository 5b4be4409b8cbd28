import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { createSharedDeps } from '@freelane/shared/mf';

// Until this area is built, every page name it owns shows the one real area home page.
const AREA_HOME = './src/pages/area-home.tsx';

const exposes = {
  './Message': AREA_HOME,
  './Notification': AREA_HOME,
  './AreaHome': AREA_HOME,
  './ChatWidget': './src/components/chat-widget.tsx',
};

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'mf_messaging',
      exposes,
      shared: createSharedDeps(),
      shareStrategy: 'loaded-first',
      dts: false,
    }),
  ],
  // Standalone dev harness only: send API calls to the local API server.
  server: { port: 3004, proxy: { '/api': 'http://127.0.0.1:8080' } },
  html: { title: 'Freelane messages and notifications (dev harness)' },
  output: { assetPrefix: 'auto' },
});
