/** The areas that deploy on their own, keyed by folder; value is the MF container name. */
export const AREAS = {
  'mf-public': 'mf_public',
  'mf-accounts': 'mf_accounts',
  'mf-jobs': 'mf_jobs',
  'mf-messaging': 'mf_messaging',
  'mf-hiring-assistant': 'mf_hiring_assistant',
} as const;
export type AreaFolder = keyof typeof AREAS;
export type ContainerName = (typeof AREAS)[AreaFolder];

/** `/remotes.json`: which version of each remote is live (architecture §2). */
export type RemoteRegistry = Record<string, { version: string; entry: string }>;

/**
 * Whether `value` is a registry. The shell checks /remotes.json with this before anything else
 * loads, so it is plain code rather than the schema (`remoteRegistrySchema`, which the API
 * serialises with): a schema library on that path would cost every first page. A test keeps the
 * two in agreement.
 */
export function isRemoteRegistry(value: unknown): value is RemoteRegistry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (entry: unknown) =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { version?: unknown }).version === 'string' &&
      (entry as { version: string }).version.length > 0 &&
      typeof (entry as { entry?: unknown }).entry === 'string' &&
      (entry as { entry: string }).entry.length > 0,
  );
}
