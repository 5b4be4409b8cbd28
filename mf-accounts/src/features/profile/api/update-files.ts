import { baseApi, setUser } from '@freelane/shared';
import type { AccountUpdateResponse, UploadField } from '@freelane/shared/contracts';
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
      query: ({ field, file, onProgress }) => {
        const data = new FormData();
        data.append(field, file, file.name);
        return {
          url: '/user/updateFiles',
          method: 'POST',
          data,
          onUploadProgress: (event) => {
            if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
          },
        };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.success) dispatch(setUser(data.user));
      },
    }),
  }),
});

export const { useUpdateFileMutation } = updateFilesApi;
