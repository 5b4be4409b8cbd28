import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openBackupChannel } from '../backup/channel';
import { DESCRIBE_QUERIES, parseDescription } from '../backup/describe';

/**
 * The running server's side of `npm run backup` on the embedded database (issue 33, backup/channel.ts):
 * PGlite's dump is made by the process that owns it. Nothing to do on PostgreSQL (pg_dump reads the
 * server itself) or on an in-memory database (tests).
 */
async function backupChannelPlugin(app: FastifyInstance) {
  const { snapshot } = app.database;
  if (!snapshot || app.config.pgliteDir === 'memory') return;
  // The site runs without it (npm run backup then needs the server stopped): never a reason not to start.
  const close = await openBackupChannel(
    app.config.dataDir,
    async () => {
      const { results, tarball, dumpedBytes } = await snapshot(DESCRIBE_QUERIES);
      return { description: parseDescription(results), tarball, dumpedBytes };
    },
    app.log,
  ).catch((error: unknown) => {
    app.log.warn({ err: error }, 'backup channel not opened: npm run backup needs this server stopped');
    return null;
  });
  if (close) app.addHook('onClose', close);
}

export default fp(backupChannelPlugin, { name: 'backup-channel', dependencies: ['database'] });
