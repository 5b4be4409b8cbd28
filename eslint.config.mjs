// Lint for every workspace. Import boundaries (architecture §1): shared <- remotes <- shell,
// a remote never imports another remote, the API imports only the isomorphic contracts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const REMOTES = ['mf-public', 'mf-accounts', 'mf-jobs', 'mf-messaging', 'mf-hiring-assistant'];
const APPS = [...REMOTES, 'shell'];

/** `api/src/<target>` never imports from any of `api/src/<froms>`. */
function apiLayer(target, froms) {
  return froms.map((from) => ({ target: `./api/src/${target}`, from: `./api/src/${from}` }));
}

const zones = [
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
  // the API's layers import one way: routes → commands / queries → presenters → repositories → db;
  // the mail builders make messages and know nothing of how the mailer plugin sends them.
  ...apiLayer('db', ['repositories', 'presenters', 'queries', 'commands', 'routes']),
  ...apiLayer('repositories', ['presenters', 'queries', 'commands', 'routes']),
  ...apiLayer('presenters', ['queries', 'commands', 'routes']),
  ...apiLayer('queries', ['routes']),
  ...apiLayer('commands', ['routes']),
  ...apiLayer('mail', ['plugins', 'routes']),
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'deploy/**', 'data/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'api/drizzle/**'],
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
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch'],
              message: 'Use the typed useAppSelector / useAppDispatch from @freelane/shared.',
            },
          ],
        },
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
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
