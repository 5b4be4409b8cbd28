import { z } from 'zod';
import type { RemoteRegistry } from './registry';

/** `/remotes.json` as the API serialises it (the shell checks it with `isRemoteRegistry`). */
export const remoteRegistrySchema = z.record(
  z.string(),
  z.object({ version: z.string().min(1), entry: z.string().min(1) }),
) satisfies z.ZodType<RemoteRegistry>;
