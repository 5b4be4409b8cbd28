// zod's mini build: the shell checks /remotes.json with this schema before anything else loads,
// and the classic build would add about 25 kB of gzip to every first page.
import * as z from 'zod/mini';

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
export const remoteRegistrySchema = z.record(
  z.string(),
  z.object({ version: z.string().check(z.minLength(1)), entry: z.string().check(z.minLength(1)) }),
);
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
