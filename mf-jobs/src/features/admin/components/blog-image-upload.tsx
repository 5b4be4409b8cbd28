import { useState } from 'react';
import { getErrorMessage } from '@freelane/shared';
import { BLOG_IMAGE_MAX_BYTES, PROFILE_PHOTO_ACCEPT, PROFILE_PHOTO_MIME_TYPES } from '@freelane/shared/contracts';
import { UploadTrigger, useToasts } from '@freelane/shared/ui';
import { useUploadBlogImageMutation } from '../api/upload-blog-image';

/** One upload state for the field and the dialog, so the dialog can wait for the upload before saving. */
export const BLOG_IMAGE_UPLOAD_KEY = 'blog-image-upload';

const IMAGE_TYPES: readonly string[] = PROFILE_PHOTO_MIME_TYPES;
export const BLOG_IMAGE_MAX_MB = BLOG_IMAGE_MAX_BYTES / (1024 * 1024);

/** The browser-side pre-check with the server's limits; the server still checks the content. */
export function checkBlogImage(file: File): string | null {
  const typeOk = file.type ? IMAGE_TYPES.includes(file.type) : /\.(jpe?g|png)$/i.test(file.name);
  if (!typeOk) return 'Please choose a JPG or PNG image.';
  if (file.size > BLOG_IMAGE_MAX_BYTES) return `The image is too large: the limit is ${BLOG_IMAGE_MAX_MB} MB.`;
  if (file.size === 0) return 'The image is empty.';
  return null;
}

interface BlogImageUploadProps {
  hasImage: boolean;
  /** The stored image's URL, for the post's `image`. */
  onUploaded: (url: string) => void;
}

/** Uploads a post's picture with progress (JPG or PNG, up to 5 MB) and hands back its URL. */
export function BlogImageUpload({ hasImage, onUploaded }: BlogImageUploadProps) {
  const [uploadImage, { isLoading }] = useUploadBlogImageMutation({ fixedCacheKey: BLOG_IMAGE_UPLOAD_KEY });
  const [percent, setPercent] = useState<number | null>(null);
  const { message } = useToasts();

  const handleFile = async (file: File) => {
    const problem = checkBlogImage(file);
    if (problem) {
      message.error(problem);
      return;
    }
    setPercent(0);
    try {
      const result = await uploadImage({ file, onProgress: setPercent }).unwrap();
      onUploaded(result.url);
      message.success(result.message);
    } catch (failure) {
      message.error(getErrorMessage(failure, 'The image could not be uploaded. Please try again.'));
    } finally {
      setPercent(null);
    }
  };

  return (
    <UploadTrigger
      label={hasImage ? 'Replace image' : 'Upload image'}
      accept={PROFILE_PHOTO_ACCEPT}
      uploading={isLoading}
      percent={percent}
      onFile={(file) => void handleFile(file)}
    />
  );
}
