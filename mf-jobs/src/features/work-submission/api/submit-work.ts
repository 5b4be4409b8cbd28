import { mutationOf, uploadFormData, uploadProgress } from '@freelane/shared';
import { WORK_FILE_RULES } from '@freelane/shared/contracts';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
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
    submitWork: mutationOf(build, jobEndpoints.submitWork, {
      args: ({ jobId, files }: SubmitWorkArgs) => ({ jobId, body: uploadFormData({ rules: WORK_FILE_RULES, files }) }),
      request: ({ onProgress }) => ({ timeout: SUBMIT_WORK_TIMEOUT_MS, onUploadProgress: uploadProgress(onProgress) }),
      invalidatesTags: (_result, _error, { jobId }) => [
        { type: 'job', id: jobId },
        { type: 'job', id: 'STATS' },
      ],
    }),
  }),
});

export const { useSubmitWorkMutation } = submitWorkApi;
