import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { CommandContext } from '../commands/command-context';
import { stageFile } from '../commands/stage-file';
import { fileUrl } from '../commands/store-upload';
import { BLOG_COVERS_DIR } from '../paths';
import type { Tx } from '../db/client';
import { inTransaction, type Repositories } from '../repositories';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { DEMO_BLOGS } from '../seed/demo-blogs';
import { seedDemoDispute } from '../seed/demo-disputes';
import { seedDemoEarnings } from '../seed/demo-earnings';
import { seedDemoJobDraft } from '../seed/demo-job-drafts';
import { seedDemoJobs, type StageWork } from '../seed/demo-jobs';
import { seedDemoMessages } from '../seed/demo-messages';
import { seedDemoProgrammes } from '../seed/demo-programmes';
import { seedDemoScreening } from '../seed/demo-screening';
import { seedDemoReviews } from '../seed/demo-reviews';
import { seedDemoSavedSearches } from '../seed/demo-saved-searches';
import type { UserRow } from '../db/schema';

export interface SeedPluginOptions {
  seedDemo: boolean;
  admin: { email: string; password: string } | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo data on an empty database only: a restart never duplicates or overwrites anything. Delivered
 * work goes through Submit Work's own staging into app.storage; its keys are pushed to `stored` so
 * the caller can remove the bytes if the transaction rolls back.
 */
async function seedDemo(app: FastifyInstance, repos: Repositories, db: Tx, stored: string[]) {
  if ((await repos.users.count()) > 0 || (await repos.blogs.count()) > 0) return false;
  let admin: UserRow | undefined;
  const byUsername = new Map<string, UserRow>();
  for (const { password, ...account } of DEMO_ACCOUNTS) {
    const user = await repos.users.create({
      ...account,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
    });
    if (user.role === 'admin') admin = user;
    byUsername.set(user.username, user);
  }
  // Uploads record their key before their bytes (storage/tracked-storage.ts); here the record goes
  // through the seed's own transaction: the embedded database has one connection, which it holds.
  const staging: CommandContext = Object.create(app, {
    storage: { value: app.storage.withPendingUploads(repos.pendingUploads) },
  });
  const start = Date.now() - DEMO_BLOGS.length * DAY_MS;
  for (const [index, { cover, ...blog }] of DEMO_BLOGS.entries()) {
    // Each post's own cover, stored and served like an admin's upload (the same checks, GET /files).
    const image = admin ? await storeDemoCover(staging, repos, admin, cover, stored) : null;
    await repos.blogs.create({
      ...blog,
      image,
      authorId: admin?.id ?? null,
      createdAt: new Date(start + index * DAY_MS),
    });
  }
  const [clara, ava, ben] = ['clara', 'ava', 'ben'].map((username) => byUsername.get(username));
  const stageWork: StageWork = async (freelancer, delivery) => {
    const file = await stageFile(staging, freelancer.id, 'work', Readable.from([delivery.bytes]), delivery.fileName);
    stored.push(file.storageKey);
    return file;
  };
  if (admin && clara && ava && ben) {
    const now = app.clock.now();
    const jobs = await seedDemoJobs(db, { clara, ava, ben }, now, stageWork);
    await seedDemoEarnings(db, { clara, ava }, now);
    await seedDemoMessages(db, { admin, clara, ava, ben }, jobs, now);
    await seedDemoReviews(db, { clara, ava, ben }, jobs, now);
    await seedDemoDispute(db, { clara, ben }, now, stageWork);
    await seedDemoProgrammes(db, { admin, ava, ben }, now);
    await seedDemoJobDraft(db, { clara, ben }, jobs.teaShop, now);
    await seedDemoScreening(db, { clara, ava, ben }, jobs.bakery, now);
    await seedDemoSavedSearches(db, { ava }, jobs.teaShop, now);
  }
  app.log.info({ users: DEMO_ACCOUNTS.length, blogs: DEMO_BLOGS.length }, 'demo data seeded with jobs, conversations, reviews, a dispute, a mentor, a hiring assistant with a job drafted for a client, a screening package, saved searches with a job alert and notifications');
  return true;
}

/** A demo cover picture as the admin's blog image: checked by content, stored, its public URL. */
async function storeDemoCover(
  staging: CommandContext,
  repos: Repositories,
  admin: UserRow,
  cover: string,
  stored: string[],
): Promise<string> {
  const bytes = await readFile(path.join(BLOG_COVERS_DIR, cover));
  const file = await stageFile(staging, admin.id, 'blogImage', Readable.from([bytes]), cover);
  stored.push(file.storageKey);
  await repos.storedFiles.create(file);
  return fileUrl(file.id);
}

/** ADMIN_EMAIL + ADMIN_PASSWORD: the account exists, is verified, is an admin and has that password. */
async function ensureAdmin(app: FastifyInstance, repos: Repositories, admin: { email: string; password: string }) {
  const existing = await repos.users.findByEmail(admin.email);
  if (!existing) {
    const base =
      admin.email
        .split('@')[0]
        .replace(/[^a-zA-Z0-9_.-]/g, '')
        .slice(0, 20) || 'admin';
    let username = base.length >= 3 ? base : `${base}-admin`;
    for (let n = 2; (await repos.users.emailOrUsernameTaken(admin.email, username)).username; n += 1) {
      username = `${base}-${n}`;
    }
    await repos.users.create({
      fullName: 'Administrator',
      email: admin.email,
      username,
      passwordHash: await hashPassword(admin.password),
      role: 'admin',
      emailVerifiedAt: new Date(),
    });
    app.log.info({ email: admin.email }, 'admin account created from ADMIN_EMAIL');
    return;
  }
  const passwordMatches = await verifyPassword(existing.passwordHash, admin.password);
  await repos.users.update(existing.id, {
    role: 'admin',
    emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
    ...(passwordMatches ? {} : { passwordHash: await hashPassword(admin.password) }),
  });
  // A changed ADMIN_PASSWORD is a password change: every old session ends.
  if (!passwordMatches) await repos.sessions.revokeAllForUser(existing.id);
}

// Arbitrary constant: several API processes starting together on one PostgreSQL seed once.
const SEED_LOCK_KEY = 7_351_025;

async function seedPlugin(app: FastifyInstance, options: SeedPluginOptions) {
  const { admin, seedDemo: demo } = options;
  if (!demo && !admin) return;
  const stored: string[] = [];
  try {
    await inTransaction(app, async (repos, tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if (demo) await seedDemo(app, repos, tx, stored);
      if (admin) await ensureAdmin(app, repos, admin);
    });
  } catch (error) {
    // Nothing was recorded: no file may stay behind without its row.
    await app.storage.discard(stored);
    throw error;
  }
}

export default fp(seedPlugin, { name: 'seed', dependencies: ['database', 'clock', 'storage'] });
