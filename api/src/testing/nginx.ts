// nginx from Debian's package, run by a test as the current user: its own prefix, pid, logs and
// temporary folders in a temp folder, on free ports, with the site configuration exactly as
// docs/operations.md prints it (only addresses, ports and file paths changed).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../../scripts/lib/paths.mjs';
import { call, until } from './fault-client';

export const OPERATIONS_DOC = path.join(REPO_ROOT, 'docs', 'operations.md');
/** The HTML comment just before the fenced block of the sample in docs/operations.md. */
export const NGINX_SAMPLE_MARKER = '<!-- nginx-sample: several-machines -->';

/** Debian's /usr/sbin/nginx, or nginx on the PATH; null when absent. */
export function findNginx(): string | null {
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return onPath.status === 0 && onPath.stdout.trim() ? onPath.stdout.trim() : null;
}

/** The fenced block that follows the marker, as printed. */
export function extractNginxSample(markdown = readFileSync(OPERATIONS_DOC, 'utf8')): string {
  const at = markdown.indexOf(NGINX_SAMPLE_MARKER);
  if (at < 0) throw new Error(`docs/operations.md has no ${NGINX_SAMPLE_MARKER} before its nginx sample`);
  const block = /^```nginx\n([\s\S]*?)^```$/m.exec(markdown.slice(at + NGINX_SAMPLE_MARKER.length));
  if (!block || block.index > 5) throw new Error(`no \`\`\`nginx block right after ${NGINX_SAMPLE_MARKER}`);
  return block[1];
}

export interface Localisation {
  /** host:port of each upstream server, in the order the sample lists them. */
  upstreams?: string[];
  /** The sample's listen port → the port to use (e.g. { 443: 8443, 80: 8080 }), on 127.0.0.1. */
  ports?: Record<number, number>;
  certificate: string;
  certificateKey: string;
  /** Where proxy_cache_path keeps the cache. */
  cacheDir: string;
}

/** The sample with only addresses, ports and file paths replaced; throws if one is not found. */
export function localiseSample(sample: string, to: Localisation): string {
  const replace = (text: string, pattern: RegExp, by: (match: string, ...groups: string[]) => string, what: string) => {
    if (!pattern.test(text)) throw new Error(`the nginx sample has no ${what}`);
    return text.replace(pattern, by);
  };
  let conf = sample;
  if (to.upstreams) {
    const addresses = [...to.upstreams];
    conf = replace(
      conf,
      /^(\s*server\s+)\d{1,3}(?:\.\d{1,3}){3}:\d+/gm,
      (_m, head: string) => `${head}${addresses.shift()}`,
      'upstream server',
    );
    if (addresses.length > 0) throw new Error('the nginx sample lists fewer upstream servers than given');
  }
  for (const [from, port] of Object.entries(to.ports ?? {})) {
    conf = replace(
      conf,
      new RegExp(`^(\\s*listen\\s+)${from}\\b`, 'gm'),
      (_m, head: string) => `${head}127.0.0.1:${port}`,
      `listen ${from}`,
    );
  }
  conf = replace(
    conf,
    /^(\s*ssl_certificate\s+)\S+;/m,
    (_m, head: string) => `${head}${to.certificate};`,
    'ssl_certificate',
  );
  conf = replace(
    conf,
    /^(\s*ssl_certificate_key\s+)\S+;/m,
    (_m, head: string) => `${head}${to.certificateKey};`,
    'ssl_certificate_key',
  );
  conf = replace(
    conf,
    /^(\s*proxy_cache_path\s+)\S+/m,
    (_m, head: string) => `${head}${to.cacheDir}`,
    'proxy_cache_path',
  );
  return conf;
}

/** A self-signed certificate for localhost / 127.0.0.1, made with openssl. */
export function selfSignedCertificate(dir: string): { certificate: string; key: string } {
  const certificate = path.join(dir, 'fullchain.pem');
  const key = path.join(dir, 'privkey.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      certificate,
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return { certificate, key };
}

/** nginx.conf around the site's configuration: everything that is this test's and not the sample's. */
function mainConfig(dir: string, site: string): string {
  const file = path.join(dir, 'freelane.conf');
  writeFileSync(file, site);
  const temp = (name: string) => path.join(dir, 'temp', name);
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  return `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
lock_file ${path.join(dir, 'nginx.lock')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  log_format upstreams '$msec $request_id $status $request_method $uri upstream=$upstream_addr upstream_status=$upstream_status connect=$upstream_connect_time response=$upstream_response_time total=$request_time';
  access_log ${path.join(dir, 'access.log')} upstreams;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${file};
}
`;
}

function writeMain(dir: string, site: string): string {
  // As root, nginx's workers run as nobody: they must reach the temp and cache folders.
  chmodSync(dir, 0o755);
  const main = path.join(dir, 'nginx.conf');
  writeFileSync(main, mainConfig(dir, site));
  return main;
}

/** `nginx -t` on the site configuration; ok and what nginx said. */
export function testConfig(nginx: string, dir: string, site: string): { ok: boolean; output: string } {
  const main = writeMain(dir, site);
  const result = spawnSync(nginx, ['-t', '-e', path.join(dir, 'error.log'), '-p', `${dir}/`, '-c', main], {
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

export interface RunningNginx {
  child: ChildProcess;
  accessLog(): string;
  errorLog(): string;
  stop(): Promise<void>;
}

/** Starts nginx in the foreground with the site configuration; resolves once `probeUrl` answers. */
export async function startNginx(
  nginx: string,
  dir: string,
  site: string,
  probeUrl: string,
  ca: Buffer,
): Promise<RunningNginx> {
  const checked = testConfig(nginx, dir, site);
  if (!checked.ok) throw new Error(`nginx -t refused the configuration:\n${checked.output}`);
  const child = spawn(nginx, ['-e', path.join(dir, 'error.log'), '-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf')], {
    stdio: 'ignore',
    detached: true,
  });
  const read = (name: string) => (existsSync(path.join(dir, name)) ? readFileSync(path.join(dir, name), 'utf8') : '');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const running: RunningNginx = {
    child,
    accessLog: () => read('access.log'),
    errorLog: () => read('error.log'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      process.kill(-child.pid!, 'SIGQUIT'); // nginx's graceful stop
      const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
  const up = await until(
    async () => typeof (await call(probeUrl, { timeoutMs: 3000, ca })).status === 'number',
    15_000,
  );
  if (!up) {
    await running.stop();
    throw new Error(`nginx did not answer on ${probeUrl} within 15 s:\n${running.errorLog()}`);
  }
  return running;
}
