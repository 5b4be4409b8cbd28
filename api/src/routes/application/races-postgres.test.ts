import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { applications, jobs } from '../../db/schema';
import { buildApplication, buildJob, buildUser, proposalInput, signIn } from '../../testing/factories';
import type { TestContext } from '../../testing/test-app';
import { twoProcesses } from '../../testing/two-processes';

// Runs only against a real PostgreSQL: TEST_DATABASE_URL=postgres://… npm test -w api
// (the database is wiped). PGlite runs one statement at a time; PostgreSQL really interleaves
// transactions, so this is where the unique index and the lock order are put to the test.
const url = process.env.TEST_DATABASE_URL;
let a: TestContext;
let b: TestContext;

describe(
  'proposal races on PostgreSQL (two API processes)',
  { skip: url ? false : 'TEST_DATABASE_URL not set' },
  () => {
    before(async () => {
      [a, b] = await twoProcesses(url as string);
    });
    after(async () => {
      await a?.close();
      await b?.close();
    });

    it('the same freelancer applying through both processes at once creates one proposal', async () => {
      for (let round = 0; round < 5; round += 1) {
        const job = await buildJob(a, await buildUser(a, { role: 'client' }));
        const freelancer = await buildUser(a, { role: 'freelancer' });
        const [viaA, viaB] = [await signIn(a, freelancer), await signIn(b, freelancer)];
        const responses = await Promise.all([
          viaA.post(`/api/v1/application/applyJobs/${job.id}`, proposalInput()),
          viaB.post(`/api/v1/application/applyJobs/${job.id}`, proposalInput()),
        ]);
        assert.deepEqual(
          responses.map((response) => response.statusCode).sort(),
          [201, 409],
          responses.map((r) => r.body).join(),
        );
        const rows = await a.app.db.select().from(applications).where(eq(applications.jobId, job.id));
        assert.equal(rows.length, 1);
      }
    });

    it('accepting two proposals of one job at once hires one freelancer, without a deadlock', async () => {
      for (let round = 0; round < 5; round += 1) {
        const owner = await buildUser(a, { role: 'client' });
        const job = await buildJob(a, owner);
        const first = await buildApplication(a, job, await buildUser(a, { role: 'freelancer' }));
        const second = await buildApplication(a, job, await buildUser(a, { role: 'freelancer' }));
        const [viaA, viaB] = [await signIn(a, owner), await signIn(b, owner)];
        const responses = await Promise.all([
          viaA.post(`/api/v1/application/updateStatus/${first.id}`, { status: 'accepted' }),
          viaB.post(`/api/v1/application/updateStatus/${second.id}`, { status: 'accepted' }),
        ]);
        assert.deepEqual(
          responses.map((response) => response.statusCode).sort(),
          [200, 409],
          responses.map((r) => r.body).join(),
        );
        const rows = await a.app.db.select().from(applications).where(eq(applications.jobId, job.id));
        assert.deepEqual(rows.map((row) => row.status).sort(), ['accepted', 'rejected']);
        const [hired] = await a.app.db.select().from(jobs).where(eq(jobs.id, job.id));
        assert.equal(hired.status, 'progress');
        assert.equal(hired.hiredFreelancerId, rows.find((row) => row.status === 'accepted')?.applicantId);
      }
    });

    it('an edit racing the hire never edits an accepted or rejected proposal', async () => {
      for (let round = 0; round < 5; round += 1) {
        const owner = await buildUser(a, { role: 'client' });
        const job = await buildJob(a, owner);
        const freelancer = await buildUser(a, { role: 'freelancer' });
        const mine = await buildApplication(a, job, freelancer);
        const other = await buildApplication(a, job, await buildUser(a, { role: 'freelancer' }));
        const [ownerAgent, freelancerAgent] = [await signIn(a, owner), await signIn(b, freelancer)];
        const [hire, edit] = await Promise.all([
          ownerAgent.post(`/api/v1/application/updateStatus/${other.id}`, { status: 'accepted' }),
          freelancerAgent.post(`/api/v1/application/updateApplication/${mine.id}`, proposalInput({ yourBid: 1 })),
        ]);
        assert.equal(hire.statusCode, 200, hire.body);
        const [row] = await a.app.db.select().from(applications).where(eq(applications.id, mine.id));
        assert.equal(row.status, 'rejected');
        // Either the edit landed before the hire (then it was still pending) or it was refused.
        if (edit.statusCode === 200) assert.equal(row.yourBid, 1);
        else assert.equal(edit.statusCode, 409, edit.body);
      }
    });
  },
);
