import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { ANTD_IMPORTS, areaFederation, pluginPreloadMap } from '@freelane/shared/mf';

// One exposed page per route of the shell's route table (mf_messaging entries), plus the chat
// widget the shell shows while someone is signed in.
const exposes = {
  './Message': './src/pages/message.tsx',
  './Notification': './src/pages/notification.tsx',
  './ChatWidget': './src/widgets/chat-widget.tsx',
};

export default defineConfig({
  source: { transformImport: ANTD_IMPORTS },
  plugins: [
    pluginReact(),
    pluginModuleFederation(areaFederation({ name: 'mf_messaging', exposes })),
    pluginPreloadMap(),
  ],
  // Standalone dev harness only: send API calls to the local API server.
  server: { port: 3004, proxy: { '/api': 'http://127.0.0.1:8080' } },
  html: { title: 'Freelane messages and notifications (dev harness)' },
  output: { assetPrefix: 'auto' },
});
