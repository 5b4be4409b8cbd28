import { defineEndpoints, schemasFrom } from '../endpoint';

const contracts = () => import('../public');

/** /api/v1/health: liveness and readiness for load balancers, orchestrators and monitors. */
export const healthEndpoints = defineEndpoints('health', {
  getHealth: {
    method: 'GET',
    path: '/health',
    summary: 'Whether this process and its database answer (start-up scripts poll it)',
    access: 'public',
    schemas: schemasFrom(contracts, (c) => ({ response: { 200: c.healthResponse } })),
  },
  getLiveness: {
    method: 'GET',
    path: '/health/live',
    summary: 'Whether the process is up and its event loop turns (restart it otherwise)',
    access: 'public',
    schemas: schemasFrom(contracts, (c) => ({ response: { 200: c.healthResponse } })),
  },
  getReadiness: {
    method: 'GET',
    path: '/health/ready',
    summary: 'Whether this process can serve: its dependencies answer and it is not draining (503 otherwise)',
    access: 'public',
    schemas: schemasFrom(contracts, (c) => ({ response: { 200: c.readinessResponse, 503: c.readinessResponse } })),
  },
});
