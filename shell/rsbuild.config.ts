import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  ANTD_IMPORTS,
  pluginCardTabsOnDemand,
  pluginCompileHints,
  pluginPreloadMap,
  pluginServerOnlyText,
  shellFederation,
} from '@freelane/shared/mf';
import { AREAS } from '@freelane/shared/contracts';
import { fileURLToPath } from 'node:url';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

const API_ORIGIN = 'http://127.0.0.1:8080';

/** antd's own infrastructure, loaded by the first antd component a page renders (see chunkSplit). */
const ANTD_CORE_MODULES =
  /[\\/]node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)|@rc-component[\\/]util|rc-util|classnames|@babel[\\/]runtime|antd[\\/]es[\\/](_util|theme|config-provider|locale|style|version))[\\/]/;

/** Dev ports of the remotes (each package.json's `freelane.devPort`; fixed by the team brief). */
const DEV_PORTS: Record<string, number> = {
  'mf-public': 3001,
  'mf-accounts': 3002,
  'mf-jobs': 3003,
  'mf-messaging': 3004,
  'mf-hiring-assistant': 3005,
};

/** In dev every remote is its own dev server; production reads deploy/remotes.json through the API. */
function devRegistry(): string {
  const registry = Object.fromEntries(
    Object.entries(AREAS).map(([folder, container]) => [
      container,
      {
        version: 'dev',
        entry: `http://localhost:${DEV_PORTS[folder]}/mf-manifest.json`,
      },
    ]),
  );
  return JSON.stringify(registry);
}

export default defineConfig({
  source: { transformImport: ANTD_IMPORTS },
  plugins: [
    pluginReact(),
    pluginModuleFederation(
      shellFederation({
        appDir: fromHere('.'),
        // Absolute: the runtime plugins are compiled from the shell's folder whoever imports them.
        runtimePlugins: [
          fromHere('./src/mf/retry-plugin.ts'),
          fromHere('./src/mf/fallback-plugin.ts'),
          fromHere('./src/mf/stylesheet-link-plugin.ts'),
          fromHere('./src/mf/singleton-version-plugin.ts'),
        ],
      }),
    ),
    pluginPreloadMap(),
    pluginCompileHints(),
    pluginServerOnlyText(),
    pluginCardTabsOnDemand(fromHere('./src/antd/card-tabs.tsx')),
  ],
  // The template only adds lang="en": screen readers pick their voice from it (WCAG 3.1.1).
  html: { title: 'Freelane', favicon: './src/assets/favicon.svg', template: './src/index.html' },
  server: {
    port: 3000,
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
    setup: (context) => {
      if (context.action !== 'dev') return;
      context.server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' || req.url?.split('?')[0] !== '/remotes.json') return next();
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(devRegistry());
      });
    },
  },
  output: { distPath: { root: 'dist' }, assetPrefix: '/' },
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      override: {
        cacheGroups: {
          // The start-up's shared packages in one file per family, not one per package (react,
          // its JSX runtime, React DOM's index, the scheduler, the store bindings and their facade
          // were seven files of 0.2–64 kB). A page's files come over HTTP/1.1's six connections
          // per host (`npm start`, and the bench): a file past the sixth waits for one to free up,
          // and a signed-in page asked for 25, so its last ones started ~1.3 s after they were
          // requested. Measured with paired loads (docs/decisions.md, issue 39, stop 66): 160–270
          // ms sooner ready on the pages tried, the home page included. Each family is loaded
          // whole by any page that needs one of its packages, so a family holds only packages
          // the same pages need: React's on every page; the router's on every page; the store's
          // (Redux Toolkit, RTK Query, immer, dayjs) on a member's pages, which a visitor's first
          // screen does not load (stop 59).
          reactFamily: {
            test: /([\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|react-redux)[\\/])|redux-bindings-facade/,
            name: 'react-family',
            chunks: 'async',
            priority: 40,
            enforce: true,
          },
          routerFamily: {
            test: /([\\/]node_modules[\\/](react-router|react-router-dom)[\\/])|router-facade/,
            name: 'router-family',
            chunks: 'async',
            priority: 40,
            enforce: true,
          },
          storeFamily: {
            test: /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit|redux|redux-thunk|reselect|immer|dayjs)[\\/]/,
            name: 'store-family',
            chunks: 'async',
            priority: 40,
            enforce: true,
          },
          // What nearly every antd component needs (styles engine, theme, config, small utils) in
          // one file rather than dozens of 1–4 kB ones: each file on a phone's line costs a round
          // trip, and a page of antd components needs all of these anyway.
          antdCore: {
            test: ANTD_CORE_MODULES,
            name: 'antd-core',
            chunks: 'async',
            priority: 30,
            enforce: true,
          },
        },
      },
    },
  },
});
