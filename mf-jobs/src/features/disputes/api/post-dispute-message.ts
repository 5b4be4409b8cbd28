import { mutationOf, uploadFormData, uploadProgress } from '@freelane/shared';
import { DISPUTE_FILE_RULES } from '@freelane/shared/contracts';
import { disputeEndpoints } from '@freelane/shared/contracts/endpoints/dispute';
import { jobsApi } from '../../../api/jobs-api';
import { disputeStepTags, type DisputeActionArgs } from '../../../api/dispute-tags';
import { applyDisputeView } from './get-job-dispute';

/** Up to five 20 MB files on a slow line: far longer than the client's default 15 s. */
export const DISPUTE_UPLOAD_TIMEOUT_MS = 10 * 60 * 1000;

export interface PostDisputeMessageArgs extends DisputeActionArgs {
  text: string;
  files: readonly File[];
  /** Upload progress from 0 to 100 (files only). */
  onProgress?: (percent: number) => void;
}

/**
 * `POST /dispute/{disputeId}/messages`: JSON for text alone, multipart with files. The `message`
 * field goes first (the server reads it before storing any file), then one `files` entry per file.
 */
export const postDisputeMessageApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    postDisputeMessage: mutationOf(build, disputeEndpoints.postDisputeMessage, {
      args: ({ disputeId, text, files }: PostDisputeMessageArgs) =>
        files.length === 0
          ? { disputeId, body: { message: text } }
          : { disputeId, body: uploadFormData({ rules: DISPUTE_FILE_RULES, fields: { message: text }, files }) },
      request: ({ files, onProgress }) =>
        files.length === 0 ? {} : { timeout: DISPUTE_UPLOAD_TIMEOUT_MS, onUploadProgress: uploadProgress(onProgress) },
      onQueryStarted: ({ jobId }, { dispatch, queryFulfilled }) => applyDisputeView(jobId, queryFulfilled, dispatch),
      invalidatesTags: (result, _error, args) => disputeStepTags(result, args),
    }),
  }),
});

export const { usePostDisputeMessageMutation } = postDisputeMessageApi;
