// A composed page on the wire: its loader allowed by the Content-Security-Policy, compressed as the
// browser accepts (a whole page once per composed variant; a streamed page's head flushed at once).
import { PassThrough } from 'node:stream';
import { brotliCompressSync, constants as zlibConstants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { ComposedPage } from './page-html';
import type { StreamedPage } from './streamed-page';

/** Brotli for browsers that take it, else gzip, else none. */
function acceptedEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepts = (acceptEncoding ?? '').toLowerCase();
  return /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
}

/** Sends `page`: helmet's policy allows no inline script, so this page's own loader is allowed by its hash. */
export function sendPage(reply: FastifyReply, page: ComposedPage | StreamedPage, acceptEncoding: string | undefined) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header(
      'Content-Security-Policy',
      policy.replace(/script-src 'self'/, `script-src 'self' ${page.scriptHash}`),
    );
  }
  reply.header('Vary', 'Accept-Encoding');
  if (page.kind === 'streamed') return sendStreamed(reply, page, acceptEncoding);
  if (page.links) reply.header('Link', page.links);
  const { body, encoding } = encodePage(page, acceptEncoding);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(body);
}

/** Brotli for browsers that take it, else gzip; computed once per composed page. */
export function encodePage(
  page: ComposedPage,
  acceptEncoding: string | undefined,
): { body: Buffer | string; encoding?: 'br' | 'gzip' } {
  const encoding = acceptedEncoding(acceptEncoding);
  if (!encoding) return { body: page.html };
  let body = page.encoded.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(page.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(page.html, { level: 9 });
    page.encoded.set(encoding, body);
  }
  return { body, encoding };
}

/**
 * A signed-in person's page: the head goes out at once (compressed and flushed, so the browser
 * starts the page's files), the body when it is rendered.
 */
function sendStreamed(reply: FastifyReply, page: StreamedPage, acceptEncoding: string | undefined) {
  const encoding = acceptedEncoding(acceptEncoding);
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
