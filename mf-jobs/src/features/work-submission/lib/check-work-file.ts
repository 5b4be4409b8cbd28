import { WORK_FILE_MAX_BYTES, WORK_FILES_MAX_COUNT } from '@freelane/shared/contracts';

const ARCHIVE_NAME = /\.(zip|rar)$/i;
const MAX_MB = Math.round(WORK_FILE_MAX_BYTES / (1024 * 1024));

/**
 * The browser-side pre-check with the server's own limits (ZIP or RAR, at most 20 MB), so a wrong
 * file is refused at once rather than after a long upload. The server still checks the content.
 */
export function checkWorkFile(file: File): string | null {
  if (!ARCHIVE_NAME.test(file.name)) return `“${file.name}” is not a ZIP or RAR file.`;
  if (file.size > WORK_FILE_MAX_BYTES) return `“${file.name}” is larger than ${MAX_MB} MB.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  return null;
}

/** Same name and size counts as the same file (spec §5): picked twice, it is kept once. */
export function isSameWorkFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size;
}

export interface AddWorkFilesResult {
  files: File[];
  /** What was refused and why, one message per file. */
  problems: string[];
}

/** Adds picked files to the list: wrong ones refused, duplicates dropped, never more than the maximum. */
export function addWorkFiles(current: readonly File[], picked: readonly File[]): AddWorkFilesResult {
  const files = [...current];
  const problems: string[] = [];
  for (const file of picked) {
    const problem = checkWorkFile(file);
    if (problem) problems.push(problem);
    else if (files.some((kept) => isSameWorkFile(kept, file))) problems.push(`“${file.name}” is already in the list.`);
    else if (files.length >= WORK_FILES_MAX_COUNT)
      problems.push(`You can send at most ${WORK_FILES_MAX_COUNT} files at once.`);
    else files.push(file);
  }
  return { files, problems };
}
