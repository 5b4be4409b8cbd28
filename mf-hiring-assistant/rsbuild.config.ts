import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { ANTD_IMPORTS, areaFederation, pluginPreloadMap } from '@freelane/shared/mf';

// One exposed page per route of the shell's route table (mf_hiring_assistant entries).
const exposes = {
  './Mentorship': './src/pages/mentorship.tsx',
  './JoinAsMentor': './src/pages/join-as-mentor.tsx',
  './JoinHiringAssistant': './src/pages/join-hiring-assistant.tsx',
  './ApplyHiringForm': './src/pages/apply-hiring-form.tsx',
  './HiringAssistantDashboard': './src/pages/hiring-assistant-dashboard.tsx',
  './HireSelectionAssistant': './src/pages/hire-selection-assistant.tsx',
  './ScreeningTools': './src/pages/screening-tools.tsx',
  './HiringAssistantTerms': './src/pages/hiring-assistant-terms.tsx',
};

export default defineConfig({
  source: { transformImport: ANTD_IMPORTS },
  plugins: [
    pluginReact(),
    pluginModuleFederation(areaFederation({ name: 'mf_hiring_assistant', exposes })),
    pluginPreloadMap(),
  ],
  // Standalone dev harness only: send API calls to the local API server.
  server: { port: 3005, proxy: { '/api': 'http://127.0.0.1:8080' } },
  html: { title: 'Freelane mentorship and hiring assistants (dev harness)' },
  output: { assetPrefix: 'auto' },
});
