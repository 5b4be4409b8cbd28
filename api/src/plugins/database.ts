import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Database, type Db } from '../db/client';
import { createRepositories, type Repositories } from '../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    repos: Repositories;
  }
}

export interface DatabasePluginOptions {
  databaseUrl: string | undefined;
  pgliteDir: string | 'memory';
  /** An already-open database (tests share nothing, but a caller may own the lifetime). */
  database?: Database;
}

async function databasePlugin(app: FastifyInstance, options: DatabasePluginOptions) {
  const database = options.database ?? (await openDatabase(options));
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('repos', createRepositories(database.db));
  if (!options.database) app.addHook('onClose', async () => database.close());
}

export default fp(databasePlugin, { name: 'database' });
