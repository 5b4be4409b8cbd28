import { defineEndpoints, schemasFrom } from '../endpoint';

const contracts = () => import('../files');

/** /api/v1/files: stored files (photos, resumes, blog images), each served to whoever may read it. */
export const filesEndpoints = defineEndpoints('files', {
  getFile: {
    method: 'GET',
    path: '/files/:fileId',
    summary:
      "A stored file's bytes: a photo or blog image for anyone, a resume for its owner, admins and the clients it was sent to",
    // A photo is public, a resume needs a session (401 without one): the file decides.
    access: 'per-object',
    schemas: schemasFrom(contracts, (c) => ({ params: c.fileParams, response: { 200: c.storedFileResponse } })),
  },
});
