// The one cache vocabulary (issue 35). No zod here: the browser's shared core names these kinds.

/**
 * Every kind of cached data, front and back, in one list. The API's read cache tags its entries
 * `<kind>:<id>` (api/src/lib/cache-tags.ts); the browser's RTK Query tag types are these same names
 * (`{ type: 'job', id }`); an endpoint's definition says which kinds it reads and changes
 * (contracts/endpoint.ts); the socket's invalidations name them too. `server` / `client` say which
 * side caches the kind: a kind only one side caches is still listed here, once.
 *
 * | kind | server: one tag stands for | client: the entries |
 * |---|---|---|
 * | `job` | one job: its row, proposals count, delivered files, contract | a job page (`id` = job id), the job lists (`LIST`) and the figures (`STATS`) |
 * | `open-jobs` | which jobs are open and in what order, and their counts (per facet); `open-jobs:settled…` only the jobs posted before the last few minutes; `open-jobs:text:<keyword>` a keyword's matches (dropped by a post whose text holds it) | — |
 * | `user` | one person's account row and how others see them (name, photo, rating, role) | Find Talent's cards (`LIST`, `id` = user id) |
 * | `own` | one person's own lists and figures (their jobs, proposals, hires, dashboards, contacts) | — |
 * | `notifications` | one person's notifications | the notification lists and the bell |
 * | `session` | one session (by the hash of its id), or every session of a person | the signed-in person (`GET /user/profile`) |
 * | `reviews` | the published reviews about one person | a job's reviews (`job-<id>`), a person's (`user-<id>`), the pending list (`PENDING`), one review |
 * | `schedule` | when the next review period or review window ends (the deadline rules' next run) | — |
 * | `applications` … `saved-searches` | — | each area's own lists (see the endpoints that provide them) |
 */
export const CACHE_KINDS = {
  job: { server: true, client: true },
  'open-jobs': { server: true, client: false },
  user: { server: true, client: true },
  own: { server: true, client: false },
  notifications: { server: true, client: true },
  session: { server: true, client: true },
  reviews: { server: true, client: true },
  schedule: { server: true, client: false },
  applications: { server: false, client: true },
  blog: { server: false, client: true },
  messages: { server: false, client: true },
  contacts: { server: false, client: true },
  briefs: { server: false, client: true },
  mentorship: { server: false, client: true },
  'hiring-assistants': { server: false, client: true },
  'job-screening': { server: false, client: true },
  'job-drafts': { server: false, client: true },
  disputes: { server: false, client: true },
  'programme-applications': { server: false, client: true },
  appointments: { server: false, client: true },
  'assistant-fees': { server: false, client: true },
  'screening-packages': { server: false, client: true },
  'saved-searches': { server: false, client: true },
} as const satisfies Record<string, { server: boolean; client: boolean }>;

export type CacheKind = keyof typeof CACHE_KINDS;
/** The kinds the API's read cache tags (lib/cache-tags.ts). */
export type ServerCacheKind = {
  [K in CacheKind]: (typeof CACHE_KINDS)[K]['server'] extends true ? K : never;
}[CacheKind];
/** The kinds the browser's RTK Query caches: its tag types. */
export type ClientCacheKind = {
  [K in CacheKind]: (typeof CACHE_KINDS)[K]['client'] extends true ? K : never;
}[CacheKind];

export const SERVER_CACHE_KINDS = (Object.keys(CACHE_KINDS) as CacheKind[]).filter(
  (kind) => CACHE_KINDS[kind].server,
) as ServerCacheKind[];
export const CLIENT_CACHE_KINDS = (Object.keys(CACHE_KINDS) as CacheKind[]).filter(
  (kind) => CACHE_KINDS[kind].client,
) as ClientCacheKind[];

export const isServerCacheKind = (kind: string): kind is ServerCacheKind =>
  (SERVER_CACHE_KINDS as readonly string[]).includes(kind);
export const isClientCacheKind = (kind: string): kind is ClientCacheKind =>
  (CLIENT_CACHE_KINDS as readonly string[]).includes(kind);
