import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { S3Client } from '@aws-sdk/client-s3';
import type { ObjectStorageSettings } from '../config';
import { createDiskStorage } from '../storage/disk-storage';
import type { FileStorage } from '../storage/file-storage';
import { createS3Client } from '../storage/s3-client';
import { readInstanceIdentity, StorageOwnership } from '../storage/ownership';
import { createS3Storage } from '../storage/s3-storage';
import { TrackedStorage } from '../storage/tracked-storage';

/** The S3-compatible bucket several machines share (S3_BUCKET), or null: everything on this disk. */
export interface Bucket {
  client: S3Client;
  name: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: TrackedStorage;
    bucket: Bucket | null;
  }
}

export interface StoragePluginOptions {
  uploadsDir: string;
  objectStorage: ObjectStorageSettings | undefined;
  /** Replaces the disk or the bucket (tests keep files in memory). */
  storage?: FileStorage;
}

async function storagePlugin(app: FastifyInstance, options: StoragePluginOptions) {
  const settings = options.objectStorage;
  const bucket = settings ? { client: createS3Client(settings), name: settings.bucket } : null;
  if (bucket) app.addHook('onClose', async () => bucket.client.destroy());
  const files =
    options.storage ?? (bucket ? createS3Storage(bucket.client, bucket.name) : createDiskStorage(options.uploadsDir));
  app.decorate('bucket', bucket);
  // Read once: the identity changes only by a restore, which runs while no server does.
  const ownership = new StorageOwnership(await readInstanceIdentity(app.db));
  app.decorate(
    'storage',
    new TrackedStorage(files, app.repos.pendingUploads, ownership, (key, writer, action) =>
      app.log.info({ key, writer, action }, 'stored object left alone: another Freelane instance wrote it'),
    ),
  );
}

export default fp(storagePlugin, { name: 'storage', dependencies: ['database'] });
