import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Database, type Db } from '../db/client';
import { createRepositories, type Repositories } from '../repositories';
import { ChangeFeed } from '../repositories/changes';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    repos: Repositories;
    /** What committed writes changed (repositories report it; the read cache listens). */
    changes: ChangeFeed;
  }
}

export interface DatabasePluginOptions {
  databaseUrl: string | undefined;
  poolSize?: number;
  pgliteDir: string | 'memory';
  /** Tests: the dump a throw-away database starts from (DatabaseOptions). */
  pgliteTemplate?: string;
  /** An already-open database (tests share nothing, but a caller may own the lifetime). */
  database?: Database;
}

async function databasePlugin(app: FastifyInstance, options: DatabasePluginOptions) {
  const database =
    options.database ??
    (await openDatabase({
      ...options,
      migrationLog: app.log,
      // A restart, a failover or a terminated session cut connections; the pool opens new ones.
      onConnectionError: (error) =>
        app.log.warn({ err: error }, 'a PostgreSQL connection failed: the pool opens a new one when needed'),
    }));
  app.decorate('database', database);
  app.decorate('db', database.db);
  const changes = new ChangeFeed();
  app.decorate('changes', changes);
  app.decorate('repos', createRepositories(database.db, changes.publish, app.clock));
  if (!options.database) app.addHook('onClose', async () => database.close());
}

// The repositories read the app's clock (createRepositories), so the clock is decorated first.
export default fp(databasePlugin, { name: 'database', dependencies: ['clock'] });
