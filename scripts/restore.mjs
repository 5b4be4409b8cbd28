// npm run restore -- FILE [--force] [--adopt-storage] [--send-queued-mail]: restores a backup into an
// empty database (DATABASE_URL) or an empty DATA_DIR, as a copy with an instance id of its own: it
// never deletes or replaces what the original wrote to a shared bucket, and holds the mail the backup
// had queued. docs/operations.md, "Backups".
import { runBackupCommand } from './lib/backup.mjs';

await runBackupCommand('restoreCommand');
