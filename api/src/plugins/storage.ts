import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter } from 'prom-client';
import type { S3Client } from '@aws-sdk/client-s3';
import type { ObjectStorageSettings } from '../config';
import { createDiskStorage } from '../storage/disk-storage';
import type { FileStorage } from '../storage/file-storage';
import { createS3Client, S3_TIMEOUTS } from '../storage/s3-client';
import { readInstanceIdentity, StorageOwnership } from '../storage/ownership';
import { createS3Storage } from '../storage/s3-storage';
import { StorageHealth } from '../storage/storage-health';
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

  const errors = new Counter({
    name: 'freelane_storage_errors_total',
    help:
      'Failed calls to the file storage (the bucket, or the uploads folder), by operation (write, read, remove, ' +
      'sweep, probe) and kind: unavailable (no answer, timeout, 5xx: answered 503), missing (no such object), other',
    labelNames: ['operation', 'kind'],
    registers: [app.metrics],
  });
  const health = new StorageHealth({
    probe: (signal) => files.probe(signal),
    probeTimeoutMs: S3_TIMEOUTS.probeMs,
    log: app.log.child({ dependency: 'storage' }),
    onError: (operation, kind) => errors.inc({ operation, kind }),
  });
  app.decorate('bucket', bucket);
  // Read once: the identity changes only by a restore, which runs while no server does.
  const ownership = new StorageOwnership(await readInstanceIdentity(app.db));
  app.decorate(
    'storage',
    new TrackedStorage(files, app.repos.pendingUploads, health, ownership, (key, writer, action) =>
      app.log.info({ key, writer, action }, 'stored object left alone: another Freelane instance wrote it'),
    ),
  );
  // Reported, never failing readiness: see docs/decisions.md (issue 32).
  app.readiness.add(
    'storage',
    async () => {
      const state = await health.check();
      if (state !== 'ok') throw new Error(state);
    },
    { critical: false },
  );
}

export default fp(storagePlugin, { name: 'storage', dependencies: ['database', 'metrics', 'readiness'] });
