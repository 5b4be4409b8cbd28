import { baseApi, buildUploadRequest, setUser } from '@freelane/shared';
import { UPLOAD_RULES, type AccountUpdateResponse, type UploadField } from '@freelane/shared/contracts';
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
    updateFile: build.mutation<AccountUpdateResponse | FailedUpdate, UpdateFileArgs>({
      query: ({ field, file, onProgress }) =>
        buildUploadRequest({ url: '/user/updateFiles', rules: UPLOAD_RULES[field], files: [file], onProgress }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.success) dispatch(setUser(data.user));
      },
    }),
  }),
});

export const { useUpdateFileMutation } = updateFilesApi;
