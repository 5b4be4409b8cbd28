import path from 'node:path';
import { PassThrough } from 'node:stream';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Gauge } from 'prom-client';
import { API_BASE_PATH, AREAS, remoteRegistrySchema } from '@freelane/shared/contracts';
import { notFound } from '../errors';
import { presentCurrentUser } from '../presenters/user';
import { isRemoteArea, RELEASE_AREAS, resolveArea } from '../releases/areas';
import { Bundles } from '../releases/bundles';
import { FileRegistry } from '../releases/file-registry';
import { PostgresRegistry } from '../releases/postgres-registry';
import { ServedReleases } from '../releases/served-releases';
import { encodePage, PageComposer, type StreamedPage } from './frontend-page';

export interface FrontendPluginOptions {
  deployDir: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Freelane: front end not built</title></head>
<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto">
<h1>The Freelane front end is not built yet</h1>
<p>The API is running. Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing)
at the repository root, then reload this page.</p>
</body></html>`;

/**
 * Production serving (common brief, "Deployment layout"; issue 27): what is live comes from the
 * release registry (DEPLOY_DIR/registry.json, read on every page on one machine; PostgreSQL, polled
 * each second, when several machines share it), and its files from DEPLOY_DIR, fetched from the
 * bucket first when S3_BUCKET is set. Versions never change, so their files are cached forever;
 * every page answers with the live shell (SPA fallback).
 */
async function frontendPlugin(app: FastifyInstance, options: FrontendPluginOptions) {
  const shared = Boolean(app.config.databaseUrl);
  const registry = shared ? new PostgresRegistry(app.db) : new FileRegistry(options.deployDir);
  const bundles = new Bundles(options.deployDir, app.bucket);
  const served = new ServedReleases(registry, bundles, app.log, shared ? 'poll' : 'every-request');
  served.start();
  app.addHook('onClose', async () => served.stop());
  // What each process serves, in the labels the browsers' load-failure reports use (container names),
  // so an alert can single out failures of the live version: the sign of a bad release.
  new Gauge({
    name: 'freelane_release_live_info',
    help: "The version of each area this process serves (1): area is shell or a remote's container name, as in freelane_remote_load_failures_total",
    labelNames: ['area', 'version'],
    registers: [app.metrics],
    async collect() {
      const live = await served.current();
      this.reset();
      for (const area of RELEASE_AREAS) {
        const version = live[area];
        if (version) this.set({ area: isRemoteArea(area) ? AREAS[area] : area, version }, 1);
      }
    },
  });
  const remotesDir = path.join(bundles.deployDir, 'remotes');

  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/remotes.json', { schema: { response: { 200: remoteRegistrySchema } } }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ServedReleases.browserRegistry(await served.current());
    });

  // Sends files; the routes below say from which folder. Nothing is compressed on a request: the
  // release wrote .br/.gz beside each asset.
  await app.register(fastifyStatic, {
    root: bundles.deployDir,
    serve: false,
    index: false,
    preCompressed: true,
    allowedPath: notPrerenderInput,
    cacheControl: false, // our setHeaders decides
    setHeaders: (res, filePath) => {
      const relative = path.relative(bundles.deployDir, filePath).split(path.sep).join('/');
      // Version folders and the shell's hashed files never change; anything else may, per version.
      res.setHeader(
        'Cache-Control',
        relative.startsWith('remotes/') || relative.startsWith('shell/static/')
          ? IMMUTABLE
          : relative.endsWith('.html')
            ? 'no-store'
            : 'no-cache',
      );
    },
  });

  const sendFrom = (reply: FastifyReply, folder: string | null, file: string) =>
    folder ? reply.sendFile(file, folder) : reply.callNotFound();

  app.get<{ Params: { area: string; version: string; '*': string } }>(
    '/remotes/:area/:version/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const { area, version } = request.params;
      const remote = resolveArea(area);
      const folder = remote && remote === area && remote !== 'shell' ? await served.versionDir(remote, version) : null;
      return sendFrom(reply, folder, request.params['*']);
    },
  );

  // The shell's hashed files, of every version ever released (a tab opened before a release still
  // loads the chunks of the shell it started with).
  app.get<{ Params: { '*': string } }>('/static/*', { schema: { hide: true } }, async (request, reply) => {
    const file = await bundles.staticFile(request.params['*']);
    return sendFrom(reply, file ? bundles.shellStaticDir : null, request.params['*']);
  });

  // The live shell's other files (favicon, its manifest, its shared libraries); a missing one goes
  // to the not-found handler, which answers pages with the shell.
  app.get<{ Params: { '*': string } }>('/*', { schema: { hide: true } }, async (request, reply) => {
    const shell = (await served.current()).shell;
    return sendFrom(reply, shell ? bundles.localDir('shell', shell) : null, request.params['*']);
  });

  const composer = new PageComposer(
    remotesDir,
    () => loopbackOrigin(app),
    (error) => app.log.error({ err: error }, 'a request-time page could not be rendered; serving its build-time HTML'),
  );
  // The renderers load before the first page needs one (the server does not wait for it).
  app.addHook('onReady', async () => {
    void served.current().then((live) => {
      if (live.shell) composer.warm(ServedReleases.browserRegistry(live), bundles.localDir('shell', live.shell));
    });
  });
  // HTML names the live versions and who is signed in, so it is never stored: the next request sees
  // a release at once, and nobody else's page.
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    // Who is signed in travels with the page (the app asks nobody), and a signed-in person's page is
    // rendered for them: their header, and their dashboard or conversations with their data. The
    // page carries the registry it was composed with (`fl-registry`), so the shell asks for none.
    const [live, user] = await Promise.all([served.current(), request.currentUser()]);
    const page = await composer.compose(
      request.url,
      ServedReleases.browserRegistry(live),
      live.shell ? bundles.localDir('shell', live.shell) : null,
      { user: user ? presentCurrentUser(user) : null, cookie: request.headers.cookie },
    );
    if (!page) return reply.status(200).send(NOT_BUILT_PAGE);
    // helmet's policy allows no inline script; this page's own loader is allowed by its hash.
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.header(
        'Content-Security-Policy',
        policy.replace(/script-src 'self'/, `script-src 'self' ${page.scriptHash}`),
      );
    }
    reply.header('Vary', 'Accept-Encoding');
    if (page.kind === 'streamed') return sendStreamed(reply, page, request.headers['accept-encoding']);
    const { body, encoding } = encodePage(page, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(body);
  };

  // GET / is a page like any other.
  app.get('/', (request, reply) => sendShell(request, reply));

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/socket.io') &&
      !url.startsWith('/remotes/') &&
      !url.startsWith('/static/') &&
      // a missing file (has an extension) is a 404, not the app page
      !/\.[a-z0-9]+$/i.test(url);
    if (isPage) return sendShell(request, reply);
    throw url.startsWith(API_BASE_PATH) || url.startsWith('/api')
      ? notFound(`No API route ${request.method} ${url}.`, 'ROUTE_NOT_FOUND')
      : notFound('Not found.');
  });
}

/**
 * A signed-in person's page: the head goes out at once (compressed and flushed, so the browser
 * starts the page's files), the body when it is rendered.
 */
function sendStreamed(reply: FastifyReply, page: StreamedPage, acceptEncoding: string | undefined) {
  const accepts = (acceptEncoding ?? '').toLowerCase();
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
  const out =
    encoding === 'br'
      ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? createGzip({ level: 6 })
        : new PassThrough();
  if (encoding) reply.header('Content-Encoding', encoding);
  out.write(page.head);
  if ('flush' in out) out.flush();
  void page.body.then((body) => out.end(body));
  return reply.send(out);
}

/** prerender/ holds what the server composes pages from (and an area's renderer): not for browsers. */
function notPrerenderInput(pathName: string): boolean {
  return !pathName.split('/').includes('prerender');
}

/** Where this server answers on loopback, or null while it is not listening (tests with inject). */
function loopbackOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export default fp(frontendPlugin, { name: 'frontend', dependencies: ['database', 'storage', 'metrics'] });
