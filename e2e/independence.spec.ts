// An area that starts using an antd component no area used before is released alone: no shell
// build, no other area touched. The shell provides every antd component (each under its own
// `antd/es/<folder>` key), so the area's new page finds QRCode in the shell that is already live.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../scripts/lib/paths.mjs';
import { deployDir, liveShellDir, liveVersions } from './support/live-versions';
import { runScript, snapshot } from './support/operator';

const FIXTURE = path.join(REPO_ROOT, 'e2e', 'fixtures', 'area-adds-antd-component');

/** Builds the variant of mf-public (production mode, as `npm run build -w mf-public` does) into a temp folder. */
function buildVariant(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'freelane-mf-public-variant-'));
  execFileSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js'),
      'build',
      '--config',
      path.join(FIXTURE, 'rsbuild.config.ts'),
    ],
    {
      cwd: path.join(REPO_ROOT, 'mf-public'),
      env: { ...process.env, NODE_ENV: 'production', VARIANT_DIST: dist },
      stdio: 'pipe',
      timeout: 240_000,
    },
  );
  return dist;
}

test('an area using an antd component no area used before is released alone and renders with the live shell', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const before = liveVersions();
  const oldVersion = before['mf-public'];
  // Every shell version and the shell's hashed files (DEPLOY_DIR/shell): none may change.
  const shellFolder = path.join(deployDir(), 'shell');
  const shellBefore = snapshot(shellFolder);
  const shellManifest = JSON.parse(readFileSync(path.join(liveShellDir(), 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string }[];
  };
  expect(shellManifest.shared.map((entry) => entry.name)).toContain('antd/es/qr-code');

  // Before: the live Coming Soon page has no QR code.
  await page.goto('/coming-soon');
  await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  await expect(page.getByTestId('newcomer-qr-code')).toHaveCount(0);

  const dist = buildVariant();
  let variant: string | undefined;
  try {
    // Released alone, from the variant's build (`npm run release -- mf-public --from <folder>`).
    runScript('release.mjs', 'mf-public', '--from', dist);
    const after = liveVersions();
    variant = after['mf-public'];
    expect(variant).not.toBe(oldVersion);
    const others = (live: Record<string, string>) =>
      Object.fromEntries(Object.entries(live).filter(([area]) => area !== 'mf-public'));
    expect(others(after), 'the shell and every other area stay at their versions').toEqual(others(before));

    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/coming-soon');
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
    const qrCode = page.getByTestId('newcomer-qr-code');
    await expect(qrCode).toBeVisible();
    await expect(qrCode.locator('svg path').first()).toBeAttached();
    expect(errors).toEqual([]);

    // The area's page came from the new version; antd's QRCode from the shell, which is unchanged.
    expect(scripts.some((url) => url.startsWith(`/remotes/mf-public/${variant}/`))).toBe(true);
    // The shell's own files are served from /static/ (deploy/shell); an area's from /remotes/<area>/.
    const shellSources = await Promise.all(
      scripts.filter((url) => url.startsWith('/static/')).map(async (url) => (await page.request.get(url)).text()),
    );
    expect(
      shellSources.some((source) => source.includes('qrcode')),
      'QRCode came from a shell file',
    ).toBe(true);
    const areaSources = await Promise.all(
      scripts.filter((url) => url.startsWith('/remotes/')).map(async (url) => (await page.request.get(url)).text()),
    );
    expect(
      areaSources.some((source) => source.includes('qrcode')),
      'the area carries no QRCode of its own',
    ).toBe(false);
    expect(snapshot(shellFolder)).toEqual(shellBefore);
  } finally {
    // The variant stays published (as any rolled-back version does); the live one is the old one again.
    if (variant && variant !== oldVersion) runScript('rollback.mjs', 'mf-public', oldVersion);
    rmSync(dist, { recursive: true, force: true });
  }
  expect(liveVersions()['mf-public']).toBe(oldVersion);

  await page.goto('/coming-soon');
  await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  await expect(page.getByTestId('newcomer-qr-code')).toHaveCount(0);
});
