// npm run held-mail [-- --send | --discard]: lists the mail a restore held back, sends it, or drops
// it. docs/operations.md, "Backups".
import { runBackupCommand } from './lib/backup.mjs';

await runBackupCommand('heldMailCommand');
