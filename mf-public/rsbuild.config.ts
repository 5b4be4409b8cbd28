import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { createSharedDeps } from '@freelane/shared/mf';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'mf_public',
      exposes: { './Home': './src/pages/home.tsx' },
      shared: createSharedDeps(),
      shareStrategy: 'loaded-first',
      dts: false,
    }),
  ],
  server: { port: 3001 },
  output: { assetPrefix: 'auto' },
});
