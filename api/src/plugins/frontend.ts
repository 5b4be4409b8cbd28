import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Gauge } from 'prom-client';
import { AREAS, remoteRegistrySchema } from '@freelane/shared/contracts';
import { isRemoteArea, RELEASE_AREAS, resolveArea } from '../releases/areas';
import { Bundles } from '../releases/bundles';
import { FileRegistry } from '../releases/file-registry';
import { PostgresRegistry } from '../releases/postgres-registry';
import { ServedReleases } from '../releases/served-releases';
import frontendPagePlugin from './frontend-page';

export interface FrontendPluginOptions {
  deployDir: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

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

  // Every other GET is a page: the live shell with the page composed for whoever asks.
  await app.register(frontendPagePlugin, { served, bundles });
}

/** prerender/ holds what the server composes pages from (and an area's renderer): not for browsers. */
function notPrerenderInput(pathName: string): boolean {
  return !pathName.split('/').includes('prerender');
}

export default fp(frontendPlugin, { name: 'frontend', dependencies: ['database', 'storage', 'metrics'] });
