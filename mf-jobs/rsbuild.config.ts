import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { createSharedDeps } from '@freelane/shared/mf';

// Until this area is built, every page name it owns shows the one real area home page.
const AREA_HOME = './src/pages/area-home.tsx';

const exposes = {
  './PostJob': AREA_HOME,
  './EditJob': AREA_HOME,
  './FindJobs': AREA_HOME,
  './ViewApplicants': AREA_HOME,
  './MyJobs': AREA_HOME,
  './MyProject': AREA_HOME,
  './Proposals': AREA_HOME,
  './CompletedJobs': AREA_HOME,
  './TakeAction': AREA_HOME,
  './ReviewChanges': AREA_HOME,
  './ViewRevision': AREA_HOME,
  './ClientDashboard': AREA_HOME,
  './FreelancersHome': AREA_HOME,
  './Earnings': AREA_HOME,
  './Transaction': AREA_HOME,
  './AdminPanel': AREA_HOME,
  './AreaHome': AREA_HOME,
};

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'mf_jobs',
      exposes,
      shared: createSharedDeps(),
      shareStrategy: 'loaded-first',
      dts: false,
    }),
  ],
  // Standalone dev harness only: send API calls to the local API server.
  server: { port: 3003, proxy: { '/api': 'http://127.0.0.1:8080' } },
  html: { title: 'Freelane jobs and projects (dev harness)' },
  output: { assetPrefix: 'auto' },
});
