import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@freelane/shared/contracts';
import { notFound } from '../errors';
import { PageComposer } from '../frontend/page-composer';
import { sendPage } from '../frontend/send-page';
import { presentCurrentUser } from '../presenters/user';
import { publicConfigQuery } from '../routes/public/config';
import type { Bundles } from '../releases/bundles';
import { ServedReleases } from '../releases/served-releases';

export interface FrontendPagePluginOptions {
  served: ServedReleases;
  bundles: Bundles;
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Freelane: front end not built</title></head>
<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto">
<h1>The Freelane front end is not built yet</h1>
<p>The API is running. Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing)
at the repository root, then reload this page.</p>
</body></html>`;

/**
 * The app's pages (GET / and every other path that is no API route and no file): the live shell
 * with the page composed for whoever asks (api/src/frontend/page-composer.ts). Registered by the
 * frontend plugin, which serves the released files.
 */
async function frontendPagePlugin(app: FastifyInstance, { served, bundles }: FrontendPagePluginOptions) {
  const composer = new PageComposer(
    path.join(bundles.deployDir, 'remotes'),
    () => loopbackOrigin(app),
    (error) => app.log.error({ err: error }, 'a request-time page could not be rendered; serving its build-time HTML'),
    app.config.publicUrl,
    [publicConfigQuery(app.config)],
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
    if (page.status) reply.status(page.status);
    return sendPage(reply, page, request.headers['accept-encoding']);
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

/** Where this server answers on loopback, or null while it is not listening (tests with inject). */
function loopbackOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export default fp(frontendPagePlugin, { name: 'frontend-page' });
