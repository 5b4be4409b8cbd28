import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { ANTD_IMPORTS, areaFederation, pluginPreloadMap } from '@freelane/shared/mf';

// Each exposed name is one page of the shell's route table (default export, no props).
const exposes = {
  './SignUp': './src/pages/sign-up.tsx',
  './Login': './src/pages/login.tsx',
  './GoogleSuccess': './src/pages/google-success.tsx',
  './SelectRole': './src/pages/select-role.tsx',
  './ForgetPassword': './src/pages/forget-password.tsx',
  './RecoverPassword': './src/pages/recover-password.tsx',
  './EditProfile': './src/pages/edit-profile.tsx',
  './FindTalent': './src/pages/find-talent.tsx',
  './AreaHome': './src/pages/area-home.tsx',
};

export default defineConfig({
  source: { transformImport: ANTD_IMPORTS },
  plugins: [
    pluginReact(),
    pluginModuleFederation(areaFederation({ name: 'mf_accounts', exposes })),
    pluginPreloadMap(),
  ],
  // Standalone dev harness only: send API calls to the local API server.
  server: { port: 3002, proxy: { '/api': 'http://127.0.0.1:8080' } },
  html: { title: 'Freelane accounts and profiles (dev harness)' },
  output: { assetPrefix: 'auto' },
});
