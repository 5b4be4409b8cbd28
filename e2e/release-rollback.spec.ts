// An operator releases mf-public and rolls it back while the server keeps running: the browser
// picks up each change on its next page load, and no other area is rebuilt or touched.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { REPO_ROOT } from '../scripts/lib/paths.mjs';
import { DEMO } from './support/accounts';
import { signIn } from './support/session';
import { deployDir, liveVersions } from './support/live-versions';
import { runScript, snapshot } from './support/operator';

type Registry = Record<string, { version: string }>;

/** What is live, by container name, from the registry file `npm run release` keeps on one machine. */
const readRegistry = (): Registry => {
  return Object.fromEntries(
    Object.entries(liveVersions())
      .filter(([area]) => area !== 'shell')
      .map(([area, version]) => [area.replace(/-/g, '_'), { version }]),
  );
};

/**
 * A build of `area` that differs from the deployed one by a note file browsers never load: a new
 * version (versions are named by their content) without the minutes of a rebuild.
 */
function changedBuild(area: string, note: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `freelane-${area}-build-`));
  cpSync(path.join(REPO_ROOT, area, 'dist'), dir, { recursive: true });
  writeFileSync(path.join(dir, 'release-note.txt'), note);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
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

  // A rebuild of the same code is the same version: nothing changes.
  const rebuildOutput = runScript('release.mjs', 'mf-public');
  expect(rebuildOutput).toContain(`mf-public is already live at ${oldVersion}`);
  expect(readRegistry().mf_public.version).toBe(oldVersion);

  const build = changedBuild('mf-public', 'release journey');
  let newVersion: string;
  try {
    const releaseOutput = runScript('release.mjs', 'mf-public', '--from', build.dir);
    newVersion = readRegistry().mf_public.version;
    expect(newVersion).not.toBe(oldVersion);
    expect(newVersion).toMatch(/^[0-9a-f]{16}$/);
    expect(releaseOutput).toContain(`${oldVersion} → ${newVersion}`);
  } finally {
    build.remove();
  }
  expect(untouched()).toEqual(othersBefore);

  expect(await loadedPublicManifest(page)).toBe(`/remotes/mf-public/${newVersion}/mf-manifest.json`);

  // Default rollback: the version that was live before, by the registry's history.
  const rollbackOutput = runScript('rollback.mjs', 'mf-public');
  expect(rollbackOutput).toContain(`${newVersion} → ${oldVersion}`);
  expect(readRegistry().mf_public.version).toBe(oldVersion);
  expect(untouched()).toEqual(othersBefore);

  expect(await loadedPublicManifest(page)).toBe(`/remotes/mf-public/${oldVersion}/mf-manifest.json`);
  // The version rolled back from stays published for tabs that loaded it.
  expect((await page.request.get(`/remotes/mf-public/${newVersion}/mf-manifest.json`)).status()).toBe(200);

  const listing = runScript('versions.mjs');
  expect(listing).toContain(`* ${oldVersion}`);
  expect(listing).toMatch(new RegExp(`  ${newVersion} .*\\(rolled back from\\)`));

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
  // --from publishes a build made elsewhere (the release path without the minutes a rebuild
  // takes; the mf-public journey above covers the build).
  const build = changedBuild('mf-messaging', 'inbox journey');
  let newVersion: string;
  try {
    const releaseOutput = runScript('release.mjs', 'mf-messaging', '--from', build.dir);
    newVersion = readRegistry().mf_messaging.version;
    expect(newVersion).not.toBe(oldVersion);
    expect(releaseOutput).toContain(`${oldVersion} → ${newVersion}`);
  } finally {
    build.remove();
  }
  expect(await loadedManifest()).toBe(`/remotes/mf-messaging/${newVersion}/mf-manifest.json`);

  runScript('rollback.mjs', 'mf-messaging', oldVersion);
  expect(readRegistry().mf_messaging.version).toBe(oldVersion);
  expect(await loadedManifest()).toBe(`/remotes/mf-messaging/${oldVersion}/mf-manifest.json`);
  expect(untouched()).toEqual(othersBefore);
});
