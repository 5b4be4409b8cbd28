import { perUserLimit } from '../../lib/rate-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BLOG_IMAGE_FIELD,
  BLOG_IMAGE_MAX_BYTES,
  BLOG_IMAGE_RULES,
  blogImageResponse,
} from '@freelane/shared/contracts';
import { releaseBlogImage, storeBlogImage } from '../../commands/blog-images';
import { badRequest, HttpError } from '../../errors';
import { givenUpSignal } from '../../lib/request-given-up';
import { responses } from '../../lib/responses';
import { requireRole } from '../../plugins/auth';
import { megabytes } from '../../lib/file-size';

const ONE_IMAGE = `Send exactly one image, in the "${BLOG_IMAGE_FIELD}" field.`;
// Room for the multipart envelope around the largest allowed image.
const MAX_REQUEST_BYTES = BLOG_IMAGE_MAX_BYTES + 64 * 1024;

/** An admin's picture for a blog post; the answered URL goes into the post's `image`. */
const uploadImage: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/uploadImage',
    {
      config: { changes: [],
        rateLimit: perUserLimit(30, '10 minutes'),
        documentedBody: {
          multipart: {
            files: {
              [BLOG_IMAGE_FIELD]: { description: `A JPG or PNG image, at most ${megabytes(BLOG_IMAGE_MAX_BYTES)}.` },
            },
          },
        },
      },
      schema: { response: responses({ 201: blogImageResponse }) },
    },
    async (request, reply) => {
      const admin = await requireRole(request, 'admin');
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
      return reply.status(201).send({ success: true, message: 'Image uploaded.', url });
    },
  );
};

export default uploadImage;
