// An operator releases mf-public and rolls it back while the server keeps running: the browser
// picks up each change on its next page load, and no other area is rebuilt or touched.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { REPO_ROOT } from '../scripts/lib/paths.mjs';
import { DEMO } from './support/accounts';
import { signIn } from './support/session';

type Registry = Record<string, { version: string; entry: string }>;

const deployDir = () => process.env.E2E_DEPLOY_DIR_ACTIVE as string;
const readRegistry = (): Registry => JSON.parse(readFileSync(path.join(deployDir(), 'remotes.json'), 'utf8'));

/** Every file under a folder with its mtime: what "untouched" means to an operator. */
function snapshot(folder: string): Record<string, number> {
  const result: Record<string, number> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      result[path.relative(folder, full)] = statSync(full).mtimeMs;
    }
  };
  walk(folder);
  return result;
}

function runScript(name: string, ...args: string[]): string {
  return execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', name), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DEPLOY_DIR: deployDir() },
    encoding: 'utf8',
    timeout: 240_000,
  });
}

/** Loads the home page and returns the mf-public manifest URL the browser fetched. */
async function loadedPublicManifest(page: Page): Promise<string> {
  const manifest = page.waitForRequest((request) =>
    /\/remotes\/mf-public\/[^/]+\/mf-manifest\.json$/.test(request.url()),
  );
  await page.goto('/');
  const url = (await manifest).url();
  await expect(page.getByRole('heading', { name: 'No Commission' })).toBeVisible();
  return new URL(url).pathname;
}

test('release then rollback of mf-public changes what the browser loads, and nothing else', async ({ page }) => {
  test.setTimeout(300_000);
  expect(deployDir(), 'the global setup exports the deploy dir').toBeTruthy();
  const serverPid = Number(process.env.E2E_SERVER_PID);

  const before = readRegistry();
  const oldVersion = before.mf_public.version;
  const others = Object.keys(before).filter((name) => name !== 'mf_public');
  expect(others.length, 'the other four areas are deployed').toBe(4);
  const untouched = () => ({
    registry: Object.fromEntries(others.map((name) => [name, readRegistry()[name]])),
    remotes: Object.fromEntries(
      ['mf-accounts', 'mf-jobs', 'mf-messaging', 'mf-hiring-assistant'].map((area) => [
        area,
        snapshot(path.join(deployDir(), 'remotes', area)),
      ]),
    ),
    shell: snapshot(path.join(deployDir(), 'shell')),
  });
  const othersBefore = untouched();

  expect(await loadedPublicManifest(page)).toBe(`/remotes/mf-public/${oldVersion}/mf-manifest.json`);

  const releaseOutput = runScript('release.mjs', 'mf-public');
  const newVersion = readRegistry().mf_public.version;
  expect(newVersion).not.toBe(oldVersion);
  expect(newVersion > oldVersion, 'version names sort by release time').toBe(true);
  expect(releaseOutput).toContain(`${oldVersion} → ${newVersion}`);
  expect(untouched()).toEqual(othersBefore);

  expect(await loadedPublicManifest(page)).toBe(`/remotes/mf-public/${newVersion}/mf-manifest.json`);

  // Default rollback: the version just before the live one by name. On a fresh deploy that is the
  // version we started from; on a re-run (retry) an earlier run's release sits in between.
  const published = readdirSync(path.join(deployDir(), 'remotes', 'mf-public'))
    .filter((name) => /^\d{8}-/.test(name))
    .sort();
  const previous = published.filter((version) => version < newVersion).at(-1) as string;
  const rollbackOutput = runScript('rollback.mjs', 'mf-public');
  expect(rollbackOutput).toContain(`${newVersion} → ${previous}`);
  if (previous !== oldVersion) runScript('rollback.mjs', 'mf-public', oldVersion);
  expect(readRegistry().mf_public.version).toBe(oldVersion);
  expect(untouched()).toEqual(othersBefore);

  expect(await loadedPublicManifest(page)).toBe(`/remotes/mf-public/${oldVersion}/mf-manifest.json`);

  const listing = runScript('versions.mjs');
  expect(listing).toContain(`* ${oldVersion}`);
  expect(listing).toContain(`  ${newVersion}`);

  // Same server process throughout: no restart was needed.
  expect(() => process.kill(serverPid, 0)).not.toThrow();
});

test('mf-messaging is released and rolled back on its own: the inbox keeps working, nothing else changes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const before = readRegistry();
  const oldVersion = before.mf_messaging.version;
  const others = Object.keys(before).filter((name) => name !== 'mf_messaging');
  const otherFolders = ['mf-public', 'mf-accounts', 'mf-jobs', 'mf-hiring-assistant'];
  const untouched = () => ({
    registry: Object.fromEntries(others.map((name) => [name, readRegistry()[name]])),
    remotes: Object.fromEntries(otherFolders.map((area) => [area, snapshot(path.join(deployDir(), 'remotes', area))])),
    shell: snapshot(path.join(deployDir(), 'shell')),
  });
  const othersBefore = untouched();
  await signIn(page, DEMO.ben);

  /** Opens the inbox and returns the mf-messaging manifest the browser loaded for it. */
  const loadedManifest = async () => {
    const manifest = page.waitForRequest((request) =>
      /\/remotes\/mf-messaging\/[^/]+\/mf-manifest\.json$/.test(request.url()),
    );
    await page.goto('/message');
    const url = (await manifest).url();
    await expect(
      page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: /Clara Client/ }),
    ).toBeVisible();
    return new URL(url).pathname;
  };

  expect(await loadedManifest()).toBe(`/remotes/mf-messaging/${oldVersion}/mf-manifest.json`);
  // --no-build publishes the area's existing build as a new immutable version (the release path
  // without the minutes a rebuild takes; the mf-public journey above covers the build).
  const releaseOutput = runScript('release.mjs', 'mf-messaging', '--no-build');
  const newVersion = readRegistry().mf_messaging.version;
  expect(newVersion).not.toBe(oldVersion);
  expect(releaseOutput).toContain(`${oldVersion} → ${newVersion}`);
  expect(await loadedManifest()).toBe(`/remotes/mf-messaging/${newVersion}/mf-manifest.json`);

  runScript('rollback.mjs', 'mf-messaging', oldVersion);
  expect(readRegistry().mf_messaging.version).toBe(oldVersion);
  expect(await loadedManifest()).toBe(`/remotes/mf-messaging/${oldVersion}/mf-manifest.json`);
  expect(untouched()).toEqual(othersBefore);
});
