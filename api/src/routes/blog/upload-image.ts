import type { blogEndpoints } from '@freelane/shared/endpoints';
import { BLOG_IMAGE_FIELD, BLOG_IMAGE_MAX_BYTES, BLOG_IMAGE_RULES } from '@freelane/shared/contracts';
import { releaseBlogImage, storeBlogImage } from '../../commands/blog-images';
import type { Implementation } from '../../endpoints/handlers';
import { badRequest, HttpError } from '../../errors';
import { perUserLimit } from '../../lib/rate-limits';
import { givenUpSignal } from '../../lib/request-given-up';

const ONE_IMAGE = `Send exactly one image, in the "${BLOG_IMAGE_FIELD}" field.`;
// Room for the multipart envelope around the largest allowed image.
const MAX_REQUEST_BYTES = BLOG_IMAGE_MAX_BYTES + 64 * 1024;

/** POST /blog/uploadImage (201): an admin's picture for a blog post; the answered URL goes into the post's `image`. */
export const uploadBlogImage: Implementation<typeof blogEndpoints.uploadBlogImage> = {
  rateLimit: perUserLimit(30, '10 minutes'),
  handler: async ({ app, user: admin, request, reply }) => {
    if (!request.isMultipart()) throw new HttpError(415, 'NOT_MULTIPART', 'Send the image as multipart/form-data.');
    if (Number(request.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) {
      throw new HttpError(413, 'FILE_TOO_LARGE', BLOG_IMAGE_RULES.serverRefusals.tooLarge);
    }
    let url: string | undefined;
    let refused = false;
    const givenUp = givenUpSignal(request, reply);
    try {
      const parts = request.files({
        // One byte over the limit: the inspector reports "too large" with our message.
        limits: { files: 2, fileSize: BLOG_IMAGE_MAX_BYTES + 1, fields: 5, fieldSize: 1024, parts: 7 },
        throwFileSizeLimit: false,
      });
      for await (const part of parts) {
        if (refused || url || part.fieldname !== BLOG_IMAGE_FIELD) {
          // Read the unwanted part to nowhere so the request finishes with our answer.
          refused = true;
          part.file.resume();
          continue;
        }
        url = await storeBlogImage(app, admin, part.file, part.filename, givenUp);
      }
      if (refused || !url) throw badRequest(ONE_IMAGE, 'ONE_FILE');
      // Nobody would hear the image's address: keep nothing (issue 32).
      givenUp.throwIfAborted();
    } catch (error) {
      await releaseBlogImage(app, url ?? null);
      throw error;
    }
    return { success: true as const, message: 'Image uploaded.', url };
  },
};
