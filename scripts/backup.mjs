// npm run backup -- FILE [--force]: a consistent backup of the database while the servers run
// (PostgreSQL: pg_dump; the embedded database: PGlite's own dump, made by the running server or, if
// none runs, by this command), the keys it references, the local uploads and the embedded setup's
// release registry, in one file. docs/operations.md, "Backups".
import { runBackupCommand } from './lib/backup.mjs';

await runBackupCommand('backupCommand');
