// npm run make-copy [-- --adopt-storage] [--send-queued-mail]: makes a database that came back by
// other means than npm run restore (a point-in-time recovery, a volume snapshot, a copied DATA_DIR)
// a copy, as a restore does: a new instance id, queued mail held, sessions ended.
// docs/operations.md, "Backups".
import { runBackupCommand } from './lib/backup.mjs';

await runBackupCommand('makeCopyCommand');
