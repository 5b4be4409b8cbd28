// Lint for every workspace. Import boundaries (architecture §1): shared <- remotes <- shell,
// a remote never imports another remote, the API imports only the isomorphic contracts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

const NAVIGATING_CLICK =
  'A click that only navigates is a link: use LinkButton or TextLink (@freelane/shared/ui) or Link, with `onClick` for what runs before (issue 39, docs/decisions.md "Issue 39: in-app navigation").';

const REMOTES = ['mf-public', 'mf-accounts', 'mf-jobs', 'mf-messaging', 'mf-hiring-assistant'];
const APPS = [...REMOTES, 'shell'];

/** @freelane/shared: its core (the one shared instance) and its UI pieces (bundled per app). */
const SHARED_CORE = [
  './shared/src/api',
  './shared/src/auth',
  './shared/src/store',
  './shared/src/socket',
  './shared/src/presence',
  './shared/src/features/current-user',
  './shared/src/features/messages',
  './shared/src/features/notifications',
  './shared/src/features/public-config',
  './shared/src/features/reviews/api',
  './shared/src/features/reviews/hooks',
  './shared/src/features/screening/api',
  './shared/src/features/talent/api',
];
const SHARED_UI = [
  './shared/src/ui',
  './shared/src/features/reviews/components',
  './shared/src/features/screening/components',
  './shared/src/features/talent/hooks',
];

/**
 * Features inside an app do not import each other (as bulletproof-react's per-feature zones): what
 * two features need lives in the app's api/, components/, hooks/, lib/ or in @freelane/shared, and pages
 * compose features. Read from the folders, so a new feature is covered without touching this file.
 */
const featureZones = APPS.flatMap((app) => {
  const dir = path.join(ROOT, app, 'src', 'features');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${app}/src/features/${name}`,
      from: `./${app}/src/features`,
      except: [`./${name}`],
      message: `A feature imports no other feature: move what both need to ${app}/src/{api,components,hooks,lib} or @freelane/shared, or compose them in a page.`,
    }))
    .concat(
      // What every feature may use never depends on one feature.
      ['api', 'components', 'hooks', 'lib'].map((folder) => ({
        target: `./${app}/src/${folder}`,
        from: `./${app}/src/features`,
        message: `${app}/src/${folder} serves every feature, so it imports none: move the piece here or compose in a page.`,
      })),
    );
});

/** `api/src/<target>` never imports from any of `api/src/<froms>`. */
function apiLayer(target, froms) {
  return froms.map((from) => ({ target: `./api/src/${target}`, from: `./api/src/${from}` }));
}

const zones = [
  ...featureZones,
  // shared never reaches into an app or the API.
  ...[...APPS, 'api', 'e2e'].map((from) => ({ target: './shared', from: `./${from}` })),
  // a remote never imports another remote or the shell.
  ...REMOTES.flatMap((target) =>
    [...APPS, 'api'].filter((from) => from !== target).map((from) => ({ target: `./${target}`, from: `./${from}` })),
  ),
  // the shell composes remotes at run time only (Module Federation), never by import.
  ...[...REMOTES, 'api'].map((from) => ({ target: './shell', from: `./${from}` })),
  // the API knows nothing of the apps.
  ...APPS.map((from) => ({ target: './api', from: `./${from}` })),
  // shared's UI pieces are bundled by each app, while its core is the page's one shared instance:
  // a relative import of the core from the UI would bundle a second store, api or socket. The UI
  // imports the core by name (`@freelane/shared`), and the core never imports the UI.
  ...SHARED_UI.flatMap((target) =>
    SHARED_CORE.map((from) => ({
      target,
      from,
      message: 'Import the shared core by name (@freelane/shared): a relative import bundles a second copy of it.',
    })),
  ),
  ...SHARED_CORE.flatMap((target) =>
    SHARED_UI.map((from) => ({
      target,
      from,
      message: 'The shared core (on every page) never imports the UI pieces.',
    })),
  ),
  // the API's layers import one way: routes → commands / queries → presenters → repositories → db;
  // the mail builders make messages and know nothing of how the mailer plugin sends them.
  ...apiLayer('db', ['repositories', 'presenters', 'queries', 'commands', 'routes']),
  ...apiLayer('repositories', ['presenters', 'queries', 'commands', 'routes']),
  ...apiLayer('presenters', ['queries', 'commands', 'routes']),
  ...apiLayer('queries', ['routes']),
  ...apiLayer('commands', ['routes']),
  ...apiLayer('mail', ['plugins', 'routes']),
];

const RESTRICTED_PATHS = [
  {
    name: 'react-redux',
    importNames: ['useSelector', 'useDispatch'],
    message: 'Use the typed useAppSelector / useAppDispatch from @freelane/shared.',
  },
  {
    // Issue 36: every table passes through one phone layout (scrolls in its own box, first column
    // fixed, no word broken mid-word); a table drawn with antd's Table directly would miss it.
    name: 'antd',
    importNames: ['Table'],
    message: 'Render tables with ResponsiveTable from @freelane/shared/ui (its phone layout).',
    allowTypeImports: true,
  },
];
const RESTRICTED_PATTERNS = [
  {
    // antd is shared per component under the paths `import { X } from 'antd'` is rewritten to
    // (shared/src/mf/shared-deps.ts): a deep import would load a module outside the shared ones.
    group: ['antd/*'],
    message: "Import antd components as `import { X } from 'antd'` (shared per component by the build).",
    allowTypeImports: true,
  },
];

/** Why front-end code does not build Intl objects itself (the rule's block below). */
const INTL_MESSAGE =
  "A page's first Intl object costs it tens of milliseconds on a phone: write it with @freelane/shared/contracts/number-format (or money-format), which use Intl only for what they cannot write.";
/** Front-end files allowed Intl: each builds it on first use, off a first screen (says why where it does). */
const INTL_ALLOWED = [
  // An ISO 4217 code checked against the engine's list when a form is validated.
  'shared/src/contracts/money.ts',
  // Build-time code (the Rsbuild plugin's preload map) runs in Node, not in a page.
  'shared/src/mf/preload-map.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'deploy/**',
      'data/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      // One import per module: `import { a } from 'x'` twice hides what a file really uses.
      'import-x/no-duplicates': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', { paths: RESTRICTED_PATHS, patterns: RESTRICTED_PATTERNS }],
    },
  },
  {
    // The shared core is loaded before every page's first render: no UI library, no schema library.
    files: SHARED_CORE.map((folder) => `${folder.slice(2)}/**/*.{ts,tsx}`).concat('shared/src/index.ts'),
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...RESTRICTED_PATHS,
            {
              name: 'antd',
              message: 'The shared core is on every page: antd belongs in shared/src/ui.',
              allowTypeImports: true,
            },
            {
              name: 'zod',
              message: 'The shared core is on every page: validate with a contract where the form is.',
              allowTypeImports: true,
            },
          ],
          patterns: [
            ...RESTRICTED_PATTERNS,
            {
              group: ['@ant-design/*'],
              message: 'The shared core is on every page: antd belongs in shared/src/ui.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The shell's code is the first script of every page. Through the contracts barrel (`export *`)
    // the bundler keeps every contracts module, zod and all schemas (measured: the shell's first
    // script 72 → 40 kB gzip without it); its values come from their plain modules instead.
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shell/src/prerender/**', 'shell/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...RESTRICTED_PATHS,
            {
              name: '@freelane/shared/contracts',
              message:
                "The shell is every page's first script: import values from their module (@freelane/shared/contracts/<module>), types from here.",
              allowTypeImports: true,
            },
          ],
          patterns: RESTRICTED_PATTERNS,
        },
      ],
    },
  },
  {
    // Issue 39 (stop 97): the first Intl object a page builds (a number or date format, a relative
    // time, a collator, `toLocaleString` and `localeCompare` included) makes the engine load its
    // locale data: tens of milliseconds, four times that on a phone, inside whatever task builds
    // it, often a page's first render. Front-end code writes figures, months, days and relative
    // times through shared/src/contracts/*-format.ts, which fall back on Intl only for what they
    // cannot write themselves, and only on first use.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '*/src/testing/**', 'shared/src/contracts/*-format.ts', ...INTL_ALLOWED],
    rules: {
      'no-restricted-globals': ['error', { name: 'Intl', message: INTL_MESSAGE }],
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'localeCompare'].map((property) => ({
          property,
          message: INTL_MESSAGE,
        })),
      ],
    },
  },
  {
    // File and folder names are kebab-case everywhere (CONVENTIONS.md): predictable imports on
    // case-sensitive file systems, and one spelling to search for.
    files: ['*/src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'scripts/**/*.mjs'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '*/src/**/': 'KEBAB_CASE', 'e2e/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Issue 39, in-app navigation: what leads to a page is a link (<a href> through LinkButton,
    // TextLink or the router's Link), so the keyboard, middle-click, "open in new tab" and the
    // shell's page prefetch see it. A click handler that only navigates is a link drawn as a button.
    // A navigation after an action (a write's answer, a form's submit) stays code: the shell
    // fetches its page as the navigation starts (shell/src/lib/prefetch-page.ts).
    files: ['*/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '*/src/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXAttribute[name.name='onClick'] > JSXExpressionContainer > ArrowFunctionExpression > CallExpression.body[callee.name='navigate']",
          message: NAVIGATING_CLICK,
        },
        {
          selector:
            "JSXAttribute[name.name='onClick'] > JSXExpressionContainer > ArrowFunctionExpression > BlockStatement.body > ExpressionStatement > CallExpression.expression[callee.name='navigate']",
          message: NAVIGATING_CLICK,
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
