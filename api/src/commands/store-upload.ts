import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { CommandContext } from './command-context';
import {
  FILES_PATH,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_MIME_TYPES,
  RESUME_MAX_BYTES,
  RESUME_MIME_TYPES,
  type UploadField,
} from '@freelane/shared/contracts';
import type { StoredFileRow, UserRow } from '../db/schema';
import { storeInspected } from '../lib/store-inspected';

const RULES = {
  profilePhoto: {
    allowed: PROFILE_PHOTO_MIME_TYPES,
    maxBytes: PROFILE_PHOTO_MAX_BYTES,
    wrongTypeMessage: 'The profile photo must be a JPG or PNG image.',
    tooLargeMessage: 'The profile photo must be at most 5 MB.',
  },
  resume: {
    allowed: RESUME_MIME_TYPES,
    maxBytes: RESUME_MAX_BYTES,
    wrongTypeMessage: 'The resume must be a PDF file.',
    tooLargeMessage: 'The resume must be at most 10 MB.',
  },
} as const;

export const fileUrl = (id: string) => `${FILES_PATH}/${id}`;
export const fileIdFromUrl = (url: string | null) =>
  url?.match(new RegExp(`^${FILES_PATH}/([0-9a-f-]{36})$`))?.[1];

/** The name shown and offered on download: no folders, no control characters, bounded. */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-200);
  return cleaned || fallback;
}

export interface StagedUpload {
  field: UploadField;
  id: string;
  key: string;
  contentType: string;
  size: number;
  originalName: string;
}

/**
 * Streams one file part through the content check into storage (nothing is kept on failure, nor
 * once `signal`, the request's, says it was given up).
 */
export async function stageUpload(
  app: CommandContext,
  field: UploadField,
  source: Readable,
  fileName: string | undefined,
  signal?: AbortSignal,
): Promise<StagedUpload> {
  const id = randomUUID();
  const key = app.storage.newKey(field === 'profilePhoto' ? 'photo' : 'resume', id);
  const { contentType, size } = await storeInspected(app, key, source, RULES[field], signal);
  return {
    field,
    id,
    key,
    contentType,
    size,
    originalName: cleanFileName(fileName, field === 'resume' ? 'resume.pdf' : 'photo'),
  };
}

/** Records the staged file, points the profile at it and removes the file it replaces. */
export async function commitUpload(app: CommandContext, user: UserRow, staged: StagedUpload): Promise<UserRow> {
  let row: StoredFileRow;
  try {
    row = await app.repos.storedFiles.create({
      id: staged.id,
      ownerId: user.id,
      kind: staged.field,
      contentType: staged.contentType,
      originalName: staged.originalName,
      size: staged.size,
      storageKey: staged.key,
    });
  } catch (error) {
    await app.storage.discard([staged.key]);
    throw error;
  }
  const url = fileUrl(row.id);
  const previous = staged.field === 'profilePhoto' ? user.profilePhoto : user.resume;
  const updated = await app.repos.users.update(
    user.id,
    staged.field === 'profilePhoto' ? { profilePhoto: url } : { resume: url, resumeOriginalName: staged.originalName },
  );
  const previousId = fileIdFromUrl(previous);
  if (previousId) {
    const removed = await app.repos.storedFiles.delete(previousId);
    if (removed) await app.storage.remove(removed.storageKey).catch(() => undefined);
  }
  return updated ?? user;
}
