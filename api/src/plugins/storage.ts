import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDiskStorage } from '../storage/disk-storage';
import type { FileStorage } from '../storage/file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export interface StoragePluginOptions {
  uploadsDir: string;
  /** Replaces the disk (tests keep files in memory). */
  storage?: FileStorage;
}

async function storagePlugin(app: FastifyInstance, options: StoragePluginOptions) {
  app.decorate('storage', options.storage ?? createDiskStorage(options.uploadsDir));
}

export default fp(storagePlugin, { name: 'storage' });
