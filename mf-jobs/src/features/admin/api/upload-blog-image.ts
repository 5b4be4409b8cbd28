import { mutationOf, uploadFormData, uploadProgress } from '@freelane/shared';
import { BLOG_IMAGE_RULES } from '@freelane/shared/contracts';
import { blogEndpoints } from '@freelane/shared/contracts/endpoints/blog';
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
    uploadBlogImage: mutationOf(build, blogEndpoints.uploadBlogImage, {
      args: ({ file }: UploadBlogImageArgs) => ({ body: uploadFormData({ rules: BLOG_IMAGE_RULES, files: [file] }) }),
      request: ({ onProgress }) => ({ onUploadProgress: uploadProgress(onProgress) }),
    }),
  }),
});

export const { useUploadBlogImageMutation } = uploadBlogImageApi;
