import { everyone, signedIn, type CaseTable } from './world';

export const accountsCases: CaseTable = {
  'GET /api/v1/health': { request: () => '/api/v1/health', expect: everyone(200) },
  'GET /api/v1/public/config': { request: () => '/api/v1/public/config', expect: everyone(200) },
  'GET /api/v1/user/profile': { request: () => '/api/v1/user/profile', expect: signedIn(200) },
};
