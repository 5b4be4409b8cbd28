import { buildUploadRequest } from '@freelane/shared';
import { BLOG_IMAGE_RULES, type BlogImageResponse } from '@freelane/shared/contracts';
import { jobsApi } from '../../../api/jobs-api';

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
      query: ({ file, onProgress }) =>
        buildUploadRequest({ url: '/blog/uploadImage', rules: BLOG_IMAGE_RULES, files: [file], onProgress }),
    }),
  }),
});

export const { useUploadBlogImageMutation } = uploadBlogImageApi;
