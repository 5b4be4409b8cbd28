import { defineEndpoints, schemasFrom } from '../endpoint';

const contracts = () => import('../public');
const common = () => import('../common');

/** /api/v1/public: what the browser app reads or reports before anyone signs in. */
export const publicEndpoints = defineEndpoints('public', {
  getPublicConfig: {
    method: 'GET',
    path: '/public/config',
    summary: "This deployment's settings the pages show: community link, Google sign-in, currency",
    access: 'public',
    schemas: schemasFrom(contracts, (c) => ({ response: { 200: c.publicConfigResponse } })),
  },
  reportRemoteLoadFailure: {
    method: 'POST',
    path: '/public/remote-load-failure',
    summary: 'A browser reports an area that failed to load (counted in /metrics)',
    access: 'public',
    changes: [],
    schemas: schemasFrom(
      () => Promise.all([contracts(), common()]),
      ([c, { successEnvelope }]) => ({ body: c.remoteLoadFailureBody, response: { 200: successEnvelope } }),
    ),
  },
});
