import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ConfigError, loadConfig, loadReleaseConfig } from './config';
import { vapidEnv } from './push/vapid-keys';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'freelane-config-'));
  dirs.push(dir);
  return dir;
};
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('configuration', () => {
  it('takes one site currency: CURRENCY as an ISO 4217 code, USD by default (issue 28)', () => {
    assert.equal(loadConfig({ DATA_DIR: tempDir() }).currency, 'USD');
    assert.equal(loadConfig({ DATA_DIR: tempDir(), CURRENCY: 'inr' }).currency, 'INR');
    assert.throws(() => loadConfig({ DATA_DIR: tempDir(), CURRENCY: 'rupees' }), (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.match(error.message, /CURRENCY/);
      return true;
    });
  });

  it('has working defaults and generates the session secret into DATA_DIR once', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    assert.equal(config.port, 8080);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.publicUrl, 'http://localhost:8080');
    assert.equal(config.secureCookies, false);
    assert.equal(config.pgliteDir, path.join(dataDir, 'pglite'));
    assert.equal(config.mailOutboxDir, path.join(dataDir, 'outbox'));
    assert.equal(config.uploadsDir, path.join(dataDir, 'uploads'));
    assert.equal(config.seedDemo, false);
    assert.equal(config.google, undefined);
    const secretFile = path.join(dataDir, 'session-secret');
    assert.equal(readFileSync(secretFile, 'utf8').trim(), config.sessionSecret);
    assert.equal(statSync(secretFile).mode & 0o777, 0o600);
    assert.equal(loadConfig({ DATA_DIR: dataDir }).sessionSecret, config.sessionSecret, 'stable across restarts');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PORT: '9090',
      PUBLIC_URL: 'https://freelane.example/',
      SESSION_SECRET: 'x'.repeat(40),
      SEED_DEMO: '1',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER_URL: 'https://accounts.google.com',
      COMMUNITY_URL: 'https://chat.example/group',
      ADMIN_EMAIL: 'Boss@Example.test',
      ADMIN_PASSWORD: 'Very-Long-Password-1',
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
      ...vapidEnv(),
      SMTP_URL: 'smtp://mail.example:587',
    });
    assert.equal(config.port, 9090);
    assert.equal(config.publicUrl, 'https://freelane.example');
    assert.equal(config.secureCookies, true);
    assert.equal(config.seedDemo, true);
    assert.ok(config.google);
    assert.deepEqual(config.admin, { email: 'boss@example.test', password: 'Very-Long-Password-1' });
    assert.equal(config.databaseUrl, 'postgres://u:p@127.0.0.1:5432/db');
    assert.equal(config.smtpUrl, 'smtp://mail.example:587');
    assert.equal(config.mailLogLinks, false, 'links are printed only for the outbox');
  });

  it('refuses PostgreSQL without SESSION_SECRET: processes on one database share the secret', () => {
    const dataDir = tempDir();
    assert.throws(
      () => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db' }),
      (error: unknown) => error instanceof ConfigError && /SESSION_SECRET: required with DATABASE_URL/.test(error.message),
    );
    assert.throws(() => statSync(path.join(dataDir, 'session-secret')), /ENOENT/, 'no secret of its own was made');
    const secret = 'y'.repeat(32);
    assert.equal(
      loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
        SESSION_SECRET: secret,
        ...vapidEnv(),
      }).sessionSecret,
      secret,
    );
  });

  it('Web Push keys (issue 37): generated into DATA_DIR once on one machine, required with PostgreSQL, checked', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    const keysFile = path.join(dataDir, 'vapid-keys.json');
    assert.deepEqual(JSON.parse(readFileSync(keysFile, 'utf8')), {
      publicKey: config.push.vapid.publicKey,
      privateKey: config.push.vapid.privateKey,
    });
    assert.equal(statSync(keysFile).mode & 0o777, 0o600);
    assert.match(config.push.vapid.publicKey, /^[\w-]{87}$/);
    assert.equal(config.push.vapid.subject, 'mailto:no-reply@freelane.local');
    assert.equal(config.push.insecureEndpoints, false);
    assert.deepEqual(loadConfig({ DATA_DIR: dataDir }).push.vapid, config.push.vapid, 'stable across restarts');

    const postgres = { DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db', SESSION_SECRET: 'y'.repeat(32) };
    const elsewhere = tempDir();
    assert.throws(
      () => loadConfig({ DATA_DIR: elsewhere, ...postgres }),
      (error: unknown) =>
        error instanceof ConfigError &&
        /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: required with DATABASE_URL/.test(error.message),
    );
    assert.ok(!existsSync(path.join(elsewhere, 'vapid-keys.json')), 'no pair of its own was made');
    const pair = vapidEnv();
    const shared = loadConfig({ DATA_DIR: elsewhere, ...postgres, ...pair, VAPID_SUBJECT: 'https://freelane.example' });
    assert.deepEqual(shared.push.vapid, {
      publicKey: pair.VAPID_PUBLIC_KEY,
      privateKey: pair.VAPID_PRIVATE_KEY,
      subject: 'https://freelane.example',
    });
    assert.throws(
      () => loadConfig({ DATA_DIR: elsewhere, VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY }),
      /VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/,
    );
    assert.throws(
      () => loadConfig({ DATA_DIR: elsewhere, ...pair, VAPID_PUBLIC_KEY: 'abc', VAPID_SUBJECT: 'http://x' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        /VAPID_PUBLIC_KEY: must be a base64url P-256 public key/.test(error.message) &&
        /VAPID_SUBJECT: must be a mailto: or https: URL/.test(error.message),
    );
    assert.equal(loadConfig({ DATA_DIR: dataDir, PUSH_INSECURE_ENDPOINTS: '1' }).push.insecureEndpoints, true);
  });

  it('prints mail links only on loopback; elsewhere the outbox without SMTP must be asked for and never prints them', () => {
    const local = loadConfig({ DATA_DIR: tempDir() });
    assert.equal(local.smtpUrl, undefined);
    assert.equal(local.mailLogLinks, true, "a developer's machine follows links from the log");
    assert.equal(loadConfig({ DATA_DIR: tempDir(), HOST: '::1' }).mailLogLinks, true);
    assert.throws(
      () => loadConfig({ DATA_DIR: tempDir(), HOST: '0.0.0.0' }),
      /SMTP_URL: not set, and HOST=0\.0\.0\.0 lets other machines in.*MAIL_OUTBOX=1/s,
    );
    const asked = loadConfig({ DATA_DIR: tempDir(), HOST: '0.0.0.0', MAIL_OUTBOX: '1' });
    assert.equal(asked.mailLogLinks, false, 'the outbox on purpose, its links never in the log');
    const smtp = loadConfig({ DATA_DIR: tempDir(), HOST: '10.0.0.8', SMTP_URL: 'smtps://mail.example:465' });
    assert.equal(smtp.mailLogLinks, false);
  });

  it('opens /metrics and the readiness details to the peers METRICS_ALLOW names (issue 34)', () => {
    assert.deepEqual(loadConfig({ DATA_DIR: tempDir() }).metricsAllow, ['127.0.0.1', '::1'], "a developer's machine");
    const proxied = { DATA_DIR: tempDir(), PUBLIC_URL: 'https://freelane.example', MAIL_OUTBOX: '1' };
    assert.deepEqual(loadConfig(proxied).metricsAllow, [], 'a public site names its scrapers itself');
    assert.deepEqual(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '1' }).metricsAllow, [], 'so does one behind a proxy');
    assert.deepEqual(loadConfig({ ...proxied, METRICS_ALLOW: '10.0.0.0/8, 2001:db8::1' }).metricsAllow, [
      '10.0.0.0/8',
      '2001:db8::1',
    ]);
    assert.throws(() => loadConfig({ ...proxied, METRICS_ALLOW: '10.0.0.0/33' }), /METRICS_ALLOW/);
    assert.throws(() => loadConfig({ ...proxied, METRICS_ALLOW: 'scraper.internal' }), /METRICS_ALLOW/);
  });

  it('prints mail links only when the site itself is local: a loopback HOST behind a public PUBLIC_URL is not (issue 34)', () => {
    // The operations guide's proxy set-up: the server on loopback, the site on a public name.
    const proxied = { DATA_DIR: tempDir(), HOST: '127.0.0.1', TRUST_PROXY: '1', PUBLIC_URL: 'https://freelane.example' };
    assert.throws(
      () => loadConfig(proxied),
      /SMTP_URL: not set, and PUBLIC_URL=https:\/\/freelane\.example is not on this machine.*MAIL_OUTBOX=1/s,
    );
    const asked = loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://freelane.example', MAIL_OUTBOX: '1' });
    assert.equal(asked.mailLogLinks, false, 'the outbox on purpose, its links never in the log');
    for (const local of ['http://localhost:8080', 'http://127.0.0.1:3000', 'http://[::1]:8080', 'http://127.8.0.1']) {
      assert.equal(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: local }).mailLogLinks, true, local);
    }
    assert.throws(() => loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'http://localhost.example.com' }), /PUBLIC_URL=/);
  });

  it('stops with a message naming each bad variable', () => {
    assert.throws(
      () =>
        loadConfig({
          DATA_DIR: tempDir(),
          PORT: 'eighty',
          PUBLIC_URL: 'ftp://x',
          SEED_DEMO: 'maybe',
        }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        for (const name of ['PORT', 'PUBLIC_URL', 'SEED_DEMO']) {
          assert.match(error.message, new RegExp(`${name}:`), name);
        }
        return true;
      },
    );
    // The demo's published passwords (the admin's included) never face other machines.
    assert.throws(
      () => loadConfig({ DATA_DIR: tempDir(), SEED_DEMO: '1', HOST: '0.0.0.0' }),
      /SEED_DEMO: .*HOST=0\.0\.0\.0 lets other machines in/,
    );
    assert.equal(loadConfig({ DATA_DIR: tempDir(), SEED_DEMO: '1', HOST: '::1' }).seedDemo, true);
    assert.equal(loadConfig({ DATA_DIR: tempDir(), SEED_DEMO: '0', HOST: '0.0.0.0', MAIL_OUTBOX: '1' }).host, '0.0.0.0');
    // TRUST_PROXY believes a number of hops or named proxies, never every hop.
    const trust = (value: string) => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: value }).trustProxy;
    assert.equal(trust('0'), false);
    assert.equal(trust('1'), 1);
    assert.equal(trust('true'), 1);
    assert.equal(trust('2'), 2);
    assert.equal(trust('10.0.0.1, 192.168.0.0/16,::1'), '10.0.0.1,192.168.0.0/16,::1');
    assert.throws(() => trust('proxy.example'), /TRUST_PROXY: must be 0, a number of proxy hops/);
    assert.throws(() => trust('10.0.0.0/40'), /TRUST_PROXY/);
    assert.throws(
      () => loadConfig({ DATA_DIR: tempDir(), ADMIN_EMAIL: 'admin@example.test' }),
      /ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together/,
    );
  });

  it('reads the object storage settings, and names what is missing or wrong', () => {
    assert.equal(loadConfig({ DATA_DIR: tempDir() }).objectStorage, undefined, 'unset: uploads stay on disk');
    const config = loadConfig({
      DATA_DIR: tempDir(),
      S3_BUCKET: 'freelane-prod',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
    });
    assert.deepEqual(config.objectStorage, {
      bucket: 'freelane-prod',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    assert.equal(loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: 'b-1' }).objectStorage?.credentials, undefined, 'the SDK chain');
    assert.throws(() => loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'key' }), /S3_SECRET_ACCESS_KEY/);
    assert.throws(() => loadConfig({ DATA_DIR: tempDir(), S3_ENDPOINT: 'http://127.0.0.1:9000' }), /S3_BUCKET: is required/);
    assert.throws(() => loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: 'Not_A_Bucket' }), /S3_BUCKET: must be an S3 bucket name/);
    assert.throws(() => loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: 'b-1', S3_ENDPOINT: 'minio:9000' }), /S3_ENDPOINT/);
  });

  it('drains 5 s after SIGTERM where a balancer can reach the server, none on loopback (SHUTDOWN_DELAY_S, issue 32)', () => {
    assert.equal(loadConfig({ DATA_DIR: tempDir() }).shutdownDelayMs, 0, 'npm start on a laptop stops at once');
    assert.equal(loadConfig({ DATA_DIR: tempDir(), HOST: '0.0.0.0', MAIL_OUTBOX: '1' }).shutdownDelayMs, 5000);
    const elsewhere = { DATA_DIR: tempDir(), HOST: '10.0.0.8', MAIL_OUTBOX: '1' };
    assert.equal(loadConfig({ ...elsewhere, SHUTDOWN_DELAY_S: '0' }).shutdownDelayMs, 0);
    assert.equal(loadConfig({ DATA_DIR: tempDir(), SHUTDOWN_DELAY_S: '0.5' }).shutdownDelayMs, 500);
    const soon = { DATA_DIR: tempDir(), SHUTDOWN_DELAY_S: 'soon' };
    assert.throws(() => loadConfig(soon), /SHUTDOWN_DELAY_S: must be a number of seconds/);
    assert.throws(() => loadConfig({ DATA_DIR: tempDir(), SHUTDOWN_DELAY_S: '-1' }), /SHUTDOWN_DELAY_S/);
    assert.equal(loadConfig({ DATA_DIR: tempDir(), FREELANE_PARENT_PID: '4242' }).parentPid, 4242);
    assert.throws(() => loadConfig({ DATA_DIR: tempDir(), FREELANE_PARENT_PID: 'npm' }), /FREELANE_PARENT_PID/);
  });

  it('gives the release scripts their settings without making a session secret', () => {
    const cwd = tempDir();
    const release = loadReleaseConfig(
      { DEPLOY_DIR: 'deploy', DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db', S3_BUCKET: 'freelane-prod' },
      cwd,
    );
    assert.equal(release.deployDir, path.join(cwd, 'deploy'));
    assert.equal(release.databaseUrl, 'postgres://u:p@127.0.0.1:5432/db');
    assert.equal(release.objectStorage?.bucket, 'freelane-prod');
    assert.equal(existsSync(path.join(cwd, 'session-secret')), false);
    assert.throws(() => loadReleaseConfig({ S3_ACCESS_KEY_ID: 'key' }, cwd), ConfigError);
  });
});
