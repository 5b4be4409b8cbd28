import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  BLOG_IMAGE_MAX_EDGE,
  PROFILE_PHOTO_MAX_EDGE,
  UPLOAD_RULES,
  type FileContentType,
  type UploadKind,
} from '@freelane/shared/contracts';
import type { CommandContext } from './command-context';
import type { ImageShape } from '../lib/normalize-image';
import { storeInspected } from '../lib/store-inspected';
import type { NewStoredFile } from '../repositories/stored-files';

/** The name shown and offered on download: no folders, no control characters, bounded. */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '');
  const cleaned = printable.trim().slice(-200);
  return cleaned || fallback;
}

const BY_TYPE: Record<string, string> = {
  'image/jpeg': 'image.jpg',
  'image/png': 'image.png',
  'application/pdf': 'document.pdf',
  'image/gif': 'image.gif',
  'image/webp': 'image.webp',
  'image/vnd.adobe.photoshop': 'design.psd',
  'application/zip': 'archive.zip',
  'application/vnd.rar': 'archive.rar',
  'application/x-7z-compressed': 'archive.7z',
};
const byType = (type: FileContentType) => BY_TYPE[type] ?? 'file';

/** A re-encoded photo's name says what it now is (me.png stored as a JPEG is me.jpg). */
function withExtensionOf(type: FileContentType, name: string): string {
  if (type === 'image/jpeg' && /\.png$/i.test(name)) return name.replace(/\.png$/i, '.jpg');
  return name;
}

/**
 * Where each kind's bytes are kept (its storage keys' prefix), what a file sent without a usable
 * name is called, and for the public images the shape they are stored in (lib/normalize-image.ts).
 */
const STORED: Record<
  UploadKind,
  { prefix: string; fallbackName: (type: FileContentType) => string; image?: ImageShape }
> = {
  profilePhoto: { prefix: 'photo', fallbackName: () => 'photo', image: { maxEdge: PROFILE_PHOTO_MAX_EDGE } },
  resume: { prefix: 'resume', fallbackName: () => 'resume.pdf' },
  blogImage: { prefix: 'blog', fallbackName: () => 'image', image: { maxEdge: BLOG_IMAGE_MAX_EDGE } },
  chatAttachment: { prefix: 'chat', fallbackName: byType },
  disputeFile: { prefix: 'dispute', fallbackName: byType },
  work: { prefix: 'work', fallbackName: (type) => `work${(BY_TYPE[type] ?? '').replace(/^[^.]*/, '')}` },
};

/** A kind's storage keys' prefix and, for a public image, the shape it is stored in. */
export function storedAs(kind: UploadKind): { prefix: string; image?: ImageShape } {
  const { prefix, image } = STORED[kind];
  return { prefix, image };
}

/**
 * Every upload's one way into storage: one file part streamed through its kind's checks
 * (UPLOAD_RULES, the same the browser checks with: its content by its first bytes, 415 otherwise;
 * its size as it grows, 413 past the limit) into storage, as a stored file still to be recorded.
 * Nothing is kept on failure, nor once `signal` (the request's) says it was given up.
 */
export async function stageFile(
  app: CommandContext,
  ownerId: string,
  kind: UploadKind,
  source: Readable,
  fileName: string | undefined,
  signal?: AbortSignal,
): Promise<NewStoredFile> {
  const rules = UPLOAD_RULES[kind];
  const stored = STORED[kind];
  const id = randomUUID();
  const storageKey = app.storage.newKey(stored.prefix, id);
  const { contentType, size } = await storeInspected(
    app,
    storageKey,
    source,
    {
      allowed: rules.contentTypes,
      maxBytes: rules.maxBytes,
      wrongTypeMessage: rules.serverRefusals.wrongType,
      tooLargeMessage: rules.serverRefusals.tooLarge,
    },
    signal,
    stored.image,
  );
  return {
    id,
    ownerId,
    kind,
    contentType,
    originalName: withExtensionOf(contentType, cleanFileName(fileName, stored.fallbackName(contentType))),
    size,
    storageKey,
    reencodedAt: stored.image ? app.clock.now() : null,
  };
}
