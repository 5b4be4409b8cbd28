import { baseApi } from '@freelane/shared';

/**
 * The shared api with the cache tag types only this area uses, added when the area loads (RTK
 * Query's `enhanceEndpoints({ addTagTypes })`): the shared list keeps the types the shared core
 * names or more than one area uses, so a new type here needs no shared or shell release. Every
 * endpoint of this area is injected here.
 */
export const jobsApi = baseApi.enhanceEndpoints({ addTagTypes: ['disputes', 'programme-applications', 'saved-searches'] });
