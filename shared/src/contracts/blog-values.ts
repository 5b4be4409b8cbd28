/**
 * /blog's first list: every post (`getAllBlog` without a keyword). The page's query, its server
 * render and the shell's data ahead of a navigation to it (shell data-ahead.ts) all ask for this
 * address, so one answer serves the three. A module without zod: the page's first screen imports it.
 */
export const BLOG_EVERY_POST = '';
