import { jobsApi } from '../../../api/jobs-api';
import { BLOG_IMAGE_FIELD, type BlogImageResponse } from '@freelane/shared/contracts';

export interface UploadBlogImageArgs {
  file: File;
  /** Upload progress from 0 to 100. */
  onProgress?: (percent: number) => void;
}

/**
 * `POST /blog/uploadImage` (admin only): stores a JPG or PNG and answers its URL, which the post
 * form then saves as the post's image. Nothing cached changes until the post is saved.
 */
export const uploadBlogImageApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    uploadBlogImage: build.mutation<BlogImageResponse, UploadBlogImageArgs>({
      query: ({ file, onProgress }) => {
        const data = new FormData();
        data.append(BLOG_IMAGE_FIELD, file, file.name);
        return {
          url: '/blog/uploadImage',
          method: 'POST',
          data,
          onUploadProgress: (event) => {
            if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
          },
        };
      },
    }),
  }),
});

export const { useUploadBlogImageMutation } = uploadBlogImageApi;
