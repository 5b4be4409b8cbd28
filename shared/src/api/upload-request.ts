import type { AxiosProgressEvent } from 'axios';
import type { FileRules } from '../contracts/file-check';
import type { HttpRequest } from './base-api';

export interface UploadRequestArgs {
  url: string;
  /** The upload's rules (contracts/file-check.ts): its files go in their multipart field. */
  rules: Pick<FileRules, 'field'>;
  files: readonly File[];
  /** Text fields, sent before the files: the server reads them before it stores any byte. */
  fields?: Readonly<Record<string, string>>;
  /** Upload progress from 0 to 100. */
  onProgress?: (percent: number) => void;
  /** Overrides the client's default timeout (several large files on a slow line need minutes). */
  timeout?: number;
}

/** An upload's multipart body: its text fields first, then one entry per file in its kind's field. */
export function uploadFormData({
  rules,
  files,
  fields = {},
}: Pick<UploadRequestArgs, 'rules' | 'files' | 'fields'>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files) data.append(rules.field, file, file.name);
  return data;
}

/** An upload's progress as a whole percentage (nothing is said while the browser does not know the total). */
export function uploadProgress(onProgress: ((percent: number) => void) | undefined) {
  return (event: AxiosProgressEvent) => {
    if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
  };
}

/**
 * Every multipart upload's request, built one way: its text fields first, then one entry per file in
 * its kind's field, and the progress as a whole percentage. A derived endpoint (endpoint-query.ts)
 * takes the two parts apart: uploadFormData as its body, uploadProgress in its request.
 */
export function buildUploadRequest({
  url,
  rules,
  files,
  fields = {},
  onProgress,
  timeout,
}: UploadRequestArgs): HttpRequest {
  return {
    url,
    method: 'POST',
    data: uploadFormData({ rules, files, fields }),
    ...(timeout === undefined ? {} : { timeout }),
    onUploadProgress: uploadProgress(onProgress),
  };
}
