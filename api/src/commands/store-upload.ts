import type { CommandContext } from './command-context';
import { FILES_PATH } from '@freelane/shared/contracts';
import type { StoredFileRow, UserRow } from '../db/schema';
import type { NewStoredFile } from '../repositories/stored-files';

export const fileUrl = (id: string) => `${FILES_PATH}/${id}`;
export const fileIdFromUrl = (url: string | null) => url?.match(new RegExp(`^${FILES_PATH}/([0-9a-f-]{36})$`))?.[1];

/** Records the staged file (commands/stage-file.ts), points the profile at it and removes the file it replaces. */
export async function commitUpload(app: CommandContext, user: UserRow, staged: NewStoredFile): Promise<UserRow> {
  let row: StoredFileRow;
  try {
    row = await app.repos.storedFiles.create(staged);
  } catch (error) {
    await app.storage.discard([staged.storageKey]);
    throw error;
  }
  const url = fileUrl(row.id);
  const previous = staged.kind === 'profilePhoto' ? user.profilePhoto : user.resume;
  const updated = await app.repos.users.update(
    user.id,
    staged.kind === 'profilePhoto' ? { profilePhoto: url } : { resume: url, resumeOriginalName: staged.originalName },
  );
  const previousId = fileIdFromUrl(previous);
  if (previousId) {
    const removed = await app.repos.storedFiles.delete(previousId);
    if (removed) await app.storage.remove(removed.storageKey).catch(() => undefined);
  }
  return updated ?? user;
}
