/**
 * Front-end and shared tests (Jest + Testing Library, jsdom). API tests run with
 * node:test under tsx (see docs/decisions.md); e2e with Playwright.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  // jest-fixed-jsdom keeps Node's fetch/streams globals, which MSW needs under jsdom.
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // MSW 2 ships some dependencies as ESM only (.mjs, until-async, @ant-design/colors/es), and the shell
  // draws antd's icons from @ant-design/icons-svg/es; those are compiled too.
  transformIgnorePatterns: ['/node_modules/(?!(until-async|@ant-design/colors|@ant-design/icons-svg)/)(?!.*\\.mjs$)'],
  moduleNameMapper: {
    '\\.(css|less|scss)$': 'identity-obj-proxy',
    '\\.(png|jpe?g|gif|svg|webp|avif)$': '<rootDir>/../shared/src/testing/file-stub.ts',
  },
  setupFilesAfterEach: undefined,
  setupFilesAfterEnv: ['<rootDir>/../shared/src/testing/setup-tests.ts'],
});

module.exports = {
  projects: ['shared', 'shell', 'mf-public', 'mf-accounts', 'mf-jobs', 'mf-messaging', 'mf-hiring-assistant'].map(
    (name) => {
      const p = project(name);
      delete p.setupFilesAfterEach;
      return p;
    },
  ),
};
