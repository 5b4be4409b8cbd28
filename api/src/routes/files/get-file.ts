import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { filesEndpoints } from '@freelane/shared/endpoints';
import type { Implementation } from '../../endpoints/handlers';
import { notFound } from '../../errors';
import { requireUser } from '../../plugins/auth';

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  // RFC 5987 attr-chars exclude ' ( ) * which encodeURIComponent leaves alone.
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export const attachmentDisposition = (name: string) => contentDisposition('attachment', name);

/** What every stored file is served with: its real type and size, no sniffing, nothing it could run. */
export function safeFileHeaders(reply: FastifyReply, file: { contentType: string; size: number }): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', String(file.size))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cross-Origin-Resource-Policy', 'same-origin');
}

/**
 * The bytes of a file a row points at, for every download route. 404 only when the store answers
 * that they are not there; a store that does not answer is 503 STORAGE_UNAVAILABLE (never 404: a
 * browser or cache would take the file for deleted), anything else a 500 (issue 32).
 */
export async function openStoredFile(app: FastifyInstance, storageKey: string): Promise<Readable> {
  try {
    return await app.storage.read(storageKey);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw notFound('This file does not exist.', 'FILE_NOT_FOUND');
    throw error;
  }
}

/**
 * Uploaded files. Photos and blog images are public (they show on cards and posts). A resume is for
 * its owner, admins, and the clients the freelancer applied to or works for; to anyone else signed
 * in it does not exist (404), and it always downloads. Every answer forbids sniffing and runs nothing
 * (sandboxed CSP).
 */
export const getFile: Implementation<typeof filesEndpoints.getFile> = {
  // Its own Cache-Control (routes/index.ts): only a photo's bytes are public; everything else,
  // refusals included, is private.
  cache: 'public',
  handler: async ({ app, request, reply, params }) => {
    reply.header('Cache-Control', 'private, no-store');
    const file = await app.repos.storedFiles.findById(params.fileId);
    // Delivered work is only for the job's parties (GET /job/workFile/{fileId}), chat attachments
    // only for the conversation's (GET /message/attachment/{fileId}), dispute files only for the
    // dispute's parties and admins (GET /dispute/file/{fileId}).
    if (!file || file.kind === 'work' || file.kind === 'chatAttachment' || file.kind === 'disputeFile') {
      throw notFound('This file does not exist.', 'FILE_NOT_FOUND');
    }
    if (file.kind === 'resume') {
      // The definition's access is per-object: a resume is where a session is needed.
      const viewer = await requireUser(request);
      const mayRead =
        viewer.id === file.ownerId ||
        viewer.role === 'admin' ||
        (viewer.role === 'client' && (await app.repos.applications.clientDealsWith(viewer.id, file.ownerId)));
      if (!mayRead) throw notFound('This file does not exist.', 'FILE_NOT_FOUND');
    }
    const body = await openStoredFile(app, file.storageKey);
    safeFileHeaders(reply, file);
    if (file.kind === 'resume') {
      reply.header('Content-Disposition', attachmentDisposition(file.originalName));
    } else {
      // A new upload gets a new id, so a photo URL never changes its bytes.
      reply.header('Content-Disposition', 'inline').header('Cache-Control', 'public, max-age=31536000, immutable');
    }
    return reply.send(body);
  },
};
