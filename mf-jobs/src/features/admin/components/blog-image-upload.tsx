import { useState } from 'react';
import { getErrorMessage } from '@freelane/shared';
import { BLOG_IMAGE_RULES, checkFile } from '@freelane/shared/contracts';
import { UploadTrigger, useToasts } from '@freelane/shared/ui';
import { useUploadBlogImageMutation } from '../api/upload-blog-image';

/** One upload state for the field and the dialog, so the dialog can wait for the upload before saving. */
export const BLOG_IMAGE_UPLOAD_KEY = 'blog-image-upload';

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
    // The server's own rules, checked before a byte is sent; the server still checks the content.
    const problem = checkFile(file, BLOG_IMAGE_RULES);
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
      accept={BLOG_IMAGE_RULES.accept}
      uploading={isLoading}
      percent={percent}
      onFile={(file) => void handleFile(file)}
    />
  );
}
