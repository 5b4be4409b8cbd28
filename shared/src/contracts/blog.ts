import { z } from 'zod';
import { objectId } from './common';

// The blog's plain values live in a module without zod (/blog's first screen reads them).
export * from './blog-values';

export const blogSectionSchema = z.object({
  subheading: z.string().trim().min(1, 'Each section needs a subheading.').max(200),
  text: z.string().trim().min(1, 'Each section needs text.').max(20_000),
});

export const blogSchema = z.object({
  _id: objectId,
  title: z.string(),
  image: z.string().nullable(),
  description: z.string(),
  content: z.array(blogSectionSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Blog = z.infer<typeof blogSchema>;

export const blogListQuery = z.object({ keyword: z.string().trim().max(100).optional().default('') });
export type BlogListQuery = z.infer<typeof blogListQuery>;

export const blogListResponse = z.object({ success: z.literal(true), blog: z.array(blogSchema) });
export type BlogListResponse = z.infer<typeof blogListResponse>;

export const blogResponse = z.object({ success: z.literal(true), message: z.string().optional(), blog: blogSchema });
export type BlogResponse = z.infer<typeof blogResponse>;

/**
 * Admin create/update. `image` is an https URL or a site-relative path; the admin overview fills it
 * with the URL `POST /blog/uploadImage` answers.
 */
export const blogBody = z.object({
  title: z.string().trim().min(1, 'Title is required.').max(200),
  description: z.string().trim().min(1, 'Description is required.').max(1000),
  image: z
    .string()
    .trim()
    .max(500)
    // A site path is one leading slash: `//host/x.png` is protocol-relative, another site's address.
    .refine(
      (v) => v === '' || /^\/(?![/\\])/.test(v) || /^https:\/\/[^/\s]/.test(v),
      'Image must be an https URL or a site path.',
    )
    .optional(),
  content: z.array(blogSectionSchema).min(1, 'Add at least one section.').max(50),
});
export type BlogBody = z.infer<typeof blogBody>;

/** POST /blog/uploadImage's field, size and stored shape: `upload-limits.ts`. */
export { BLOG_IMAGE_FIELD, BLOG_IMAGE_MAX_BYTES, BLOG_IMAGE_MAX_EDGE, IMAGE_MAX_PIXELS } from './upload-limits';
export const blogImageResponse = z.object({ success: z.literal(true), message: z.string(), url: z.string() });
export type BlogImageResponse = z.infer<typeof blogImageResponse>;
