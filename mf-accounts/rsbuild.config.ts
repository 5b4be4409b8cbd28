import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { createSharedDeps } from '@freelane/shared/mf';

// Until this area is built, every page name it owns shows the one real area home page.
const AREA_HOME = './src/pages/area-home.tsx';

const exposes = {
  './SignUp': AREA_HOME,
  './Login': AREA_HOME,
  './GoogleSuccess': AREA_HOME,
  './SelectRole': AREA_HOME,
  './ForgetPassword': AREA_HOME,
  './RecoverPassword': AREA_HOME,
  './EditProfile': AREA_HOME,
  './FindTalent': AREA_HOME,
  './AreaHome': AREA_HOME,
};

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'mf_accounts',
      exposes,
      shared: createSharedDeps(),
      shareStrategy: 'loaded-first',
      dts: false,
    }),
  ],
  // Standalone dev harness only: send API calls to the local API server.
  server: { port: 3002, proxy: { '/api': 'http://127.0.0.1:8080' } },
  html: { title: 'Freelane accounts and profiles (dev harness)' },
  output: { assetPrefix: 'auto' },
});
