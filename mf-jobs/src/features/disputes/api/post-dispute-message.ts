import { mutationOf } from '@freelane/shared';
import { DISPUTE_FILE_FIELD } from '@freelane/shared/contracts';
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
      args: ({ disputeId, text, files }: PostDisputeMessageArgs) => {
        if (files.length === 0) return { disputeId, body: { message: text } };
        const body = new FormData();
        body.append('message', text);
        for (const file of files) body.append(DISPUTE_FILE_FIELD, file, file.name);
        return { disputeId, body };
      },
      request: ({ files, onProgress }) =>
        files.length === 0
          ? {}
          : {
              timeout: DISPUTE_UPLOAD_TIMEOUT_MS,
              onUploadProgress: (event) => {
                if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
              },
            },
      onQueryStarted: ({ jobId }, { dispatch, queryFulfilled }) => applyDisputeView(jobId, queryFulfilled, dispatch),
      invalidatesTags: (result, _error, args) => disputeStepTags(result, args),
    }),
  }),
});

export const { usePostDisputeMessageMutation } = postDisputeMessageApi;
