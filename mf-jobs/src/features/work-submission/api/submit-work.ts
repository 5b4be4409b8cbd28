import { buildUploadRequest } from '@freelane/shared';
import { WORK_FILE_RULES, type JobResponse } from '@freelane/shared/contracts';
import { jobsApi } from '../../../api/jobs-api';

/** Up to ten 20 MB files on a slow line: far longer than the client's default 15 s. */
export const SUBMIT_WORK_TIMEOUT_MS = 10 * 60 * 1000;

export interface SubmitWorkArgs {
  jobId: string;
  files: File[];
  /** Upload progress from 0 to 100. */
  onProgress?: (percent: number) => void;
}

/**
 * `POST /job/submitWork/{jobId}`: multipart with one repeated `files` entry per file. The job moves
 * to Pending Review, so the job, the lists it is in and the freelancer's figures change.
 */
export const submitWorkApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    submitWork: build.mutation<JobResponse, SubmitWorkArgs>({
      query: ({ jobId, files, onProgress }) =>
        buildUploadRequest({
          url: `/job/submitWork/${encodeURIComponent(jobId)}`,
          rules: WORK_FILE_RULES,
          files,
          onProgress,
          timeout: SUBMIT_WORK_TIMEOUT_MS,
        }),
      invalidatesTags: (_result, _error, { jobId }) => [
        { type: 'job', id: jobId },
        { type: 'job', id: 'STATS' },
      ],
    }),
  }),
});

export const { useSubmitWorkMutation } = submitWorkApi;
