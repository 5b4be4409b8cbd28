import { readFile } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE_PATH, remoteRegistrySchema, type RemoteRegistry } from '@freelane/shared/contracts';
import { notFound } from '../errors';
import { presentCurrentUser } from '../presenters/user';
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
 * Production serving (common brief, "Deployment layout"): the registry is read from disk on every
 * request so a release or rollback is live on the next page load; versioned remote folders never
 * change, so they are cached forever; every other page answers with the shell (SPA fallback).
 */
async function frontendPlugin(app: FastifyInstance, options: FrontendPluginOptions) {
  const shellDir = path.join(options.deployDir, 'shell');
  const remotesDir = path.join(options.deployDir, 'remotes');
  const registryFile = path.join(options.deployDir, 'remotes.json');

  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/remotes.json', { schema: { response: { 200: remoteRegistrySchema } } }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return readRegistry(registryFile, (error) => request.log.error({ err: error }, 'remotes.json is unreadable'));
    });

  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    preCompressed: true, // the deploy scripts write .br/.gz beside each asset
    allowedPath: notPrerenderInput,
    cacheControl: false, // our setHeaders decides
    setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
  });

  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    wildcard: true,
    index: false, // GET / is a page like any other: composed below
    preCompressed: true,
    allowedPath: notPrerenderInput,
    cacheControl: false, // our setHeaders decides
    setHeaders: (res, filePath) => {
      const relative = path.relative(shellDir, filePath).split(path.sep).join('/');
      // Rsbuild puts content-hashed files under static/; anything else may change between builds.
      res.setHeader(
        'Cache-Control',
        relative.startsWith('static/') ? IMMUTABLE : relative.endsWith('.html') ? 'no-store' : 'no-cache',
      );
    },
  });

  const composer = new PageComposer(
    shellDir,
    remotesDir,
    () => loopbackOrigin(app),
    (error) => app.log.error({ err: error }, 'a request-time page could not be rendered; serving its build-time HTML'),
  );
  // The renderers load before the first page needs one.
  app.addHook('onReady', async () => {
    if (await composer.hasShell()) composer.warm(await readRegistry(registryFile, () => undefined));
  });
  // HTML names the live versions and who is signed in, so it is never stored: the next request sees
  // a release at once, and nobody else's page.
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    const registry = await readRegistry(registryFile, (error) =>
      request.log.error({ err: error }, 'remotes.json is unreadable'),
    );
    // Who is signed in travels with the page (the app asks nobody), and a signed-in person's page is
    // rendered for them: their header, and their dashboard or conversations with their data.
    const user = await request.currentUser();
    const page = await composer.compose(request.url, registry, {
      user: user ? presentCurrentUser(user) : null,
      cookie: request.headers.cookie,
    });
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

  // The static plugin answers a folder (/) with 403 when it has no index: the home page is a page.
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

async function readRegistry(file: string, onError: (error: unknown) => void): Promise<RemoteRegistry> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') onError(error);
    return {};
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    onError(error);
    return {};
  }
  const parsed = remoteRegistrySchema.safeParse(json);
  if (!parsed.success) {
    onError(parsed.error);
    return {};
  }
  return parsed.data;
}

export default fp(frontendPlugin, { name: 'frontend' });
