import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { ANTD_IMPORTS, areaFederation, pluginPreloadMap } from '@freelane/shared/mf';

// One exposed page per route of the shell's route table (mf_jobs entries).
const exposes = {
  './PostJob': './src/pages/post-job.tsx',
  './EditJob': './src/pages/edit-job.tsx',
  './FindJobs': './src/pages/find-jobs.tsx',
  './ViewApplicants': './src/pages/view-applicants.tsx',
  './MyJobs': './src/pages/my-jobs.tsx',
  './MyProject': './src/pages/my-project.tsx',
  './Proposals': './src/pages/proposals.tsx',
  './CompletedJobs': './src/pages/completed-jobs.tsx',
  './TakeAction': './src/pages/take-action.tsx',
  './ReviewChanges': './src/pages/review-changes.tsx',
  './ViewRevision': './src/pages/view-revision.tsx',
  './ClientDashboard': './src/pages/client-dashboard.tsx',
  './FreelancersHome': './src/pages/freelancers-home.tsx',
  './Earnings': './src/pages/earnings.tsx',
  './Transaction': './src/pages/transaction.tsx',
  './AdminPanel': './src/pages/admin-panel.tsx',
  './Dispute': './src/pages/dispute.tsx',
};

export default defineConfig({
  source: { transformImport: ANTD_IMPORTS },
  plugins: [pluginReact(), pluginModuleFederation(areaFederation({ name: 'mf_jobs', exposes })), pluginPreloadMap()],
  // Standalone dev harness only: send API calls to the local API server.
  server: { port: 3003, proxy: { '/api': 'http://127.0.0.1:8080' } },
  html: { title: 'Freelane jobs and projects (dev harness)' },
  output: { assetPrefix: 'auto' },
});
