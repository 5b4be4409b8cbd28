// npm run bench (chat figures): fills an empty embedded database with PAIRS client/freelancer pairs,
// one conversation each (one message, so each is the other's chat contact), and a session per user.
// Writes { users: [{ id, session }], pairs: [[clientIndex, freelancerIndex]] } as JSON to OUT_FILE.
// Usage: node --import tsx api/scripts/bench-seed-chat.ts <dataDir | postgres://…> <outFile> <pairs>
import { beforeAnythingIsCached } from '../src/repositories/changes';
import { writeFileSync } from 'node:fs';
import { openDatabase } from '../src/db/client';
import { systemClock } from '../src/plugins/clock';
import { createRepositories } from '../src/repositories';

const [dataDir, outFile, pairsArg] = process.argv.slice(2);
if (!dataDir || !outFile) {
  console.error('usage: bench-seed-chat.ts <dataDir> <outFile> [pairs]');
  process.exit(2);
}
const pairs = Number(pairsArg ?? 500);
// A PostgreSQL URL seeds that database instead (the soak across two processes).
const isUrl = /^postgres(ql)?:\/\//.test(dataDir);
const database = await openDatabase({ databaseUrl: isUrl ? dataDir : undefined, pgliteDir: isUrl ? '' : dataDir });
const repos = createRepositories(database.db, beforeAnythingIsCached, systemClock);
const users: { id: string; session: string }[] = [];
const pairIndexes: [number, number][] = [];
try {
  for (let n = 0; n < pairs; n += 1) {
    const make = (role: 'client' | 'freelancer') =>
      repos.users.create({
        fullName: `Bench ${role} ${n}`,
        email: `bench-${role}-${n}@bench.test`,
        username: `bench_${role}_${n}`,
        role,
        passwordHash: null,
        emailVerifiedAt: new Date(),
      });
    const client = await make('client');
    const freelancer = await make('freelancer');
    await repos.messages.append({ senderId: client.id, recipientId: freelancer.id, body: 'Hello from the bench', now: new Date() });
    for (const user of [client, freelancer]) users.push({ id: user.id, session: (await repos.sessions.create(user.id)).id });
    pairIndexes.push([users.length - 2, users.length - 1]);
  }
  writeFileSync(outFile, JSON.stringify({ users, pairs: pairIndexes }));
} finally {
  await database.close();
}
