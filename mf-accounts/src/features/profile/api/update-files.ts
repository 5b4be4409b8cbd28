import { baseApi, mutationOf, setUser, uploadFormData, uploadProgress } from '@freelane/shared';
import { UPLOAD_RULES, type AccountUpdateResponse, type UploadField } from '@freelane/shared/contracts';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';
import type { FailedUpdate } from './update-profile';

export interface UpdateFileArgs {
  field: UploadField;
  file: File;
  /** Upload progress from 0 to 100. */
  onProgress?: (percent: number) => void;
}

/** `POST /user/updateFiles`: one multipart file (profilePhoto or resume); the answer is the updated user. */
export const updateFilesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateFile: mutationOf(build, userEndpoints.updateFile, {
      args: ({ field, file }: UpdateFileArgs) => ({
        body: uploadFormData({ rules: UPLOAD_RULES[field], files: [file] }),
      }),
      request: ({ onProgress }) => ({ onUploadProgress: uploadProgress(onProgress) }),
      // The spec's 200 that still says no (FailedUpdate) reaches the form as it did.
      transformResponse: (response): AccountUpdateResponse | FailedUpdate => response,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.success) dispatch(setUser(data.user));
      },
    }),
  }),
});

export const { useUpdateFileMutation } = updateFilesApi;
