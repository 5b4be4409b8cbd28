import { buildUploadRequest } from '@freelane/shared';
import { DISPUTE_FILE_RULES, type DisputeResponse } from '@freelane/shared/contracts';
import { jobsApi } from '../../../api/jobs-api';
import { disputeActionTags, type DisputeActionArgs } from '../../../api/dispute-tags';
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
    postDisputeMessage: build.mutation<DisputeResponse, PostDisputeMessageArgs>({
      query: ({ disputeId, text, files, onProgress }) => {
        const url = `/dispute/${encodeURIComponent(disputeId)}/messages`;
        if (files.length === 0) return { url, method: 'POST', data: { message: text } };
        return buildUploadRequest({
          url,
          rules: DISPUTE_FILE_RULES,
          fields: { message: text },
          files,
          onProgress,
          timeout: DISPUTE_UPLOAD_TIMEOUT_MS,
        });
      },
      onQueryStarted: ({ jobId }, { dispatch, queryFulfilled }) => applyDisputeView(jobId, queryFulfilled, dispatch),
      invalidatesTags: (result, _error, args) => disputeActionTags(result, args),
    }),
  }),
});

export const { usePostDisputeMessageMutation } = postDisputeMessageApi;
