import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { JOB_DRAFTS_PENDING_MAX } from '@freelane/shared/contracts';
import { hiringJobDrafts, jobs } from '../../db/schema';
import { buildAdmin, buildClient, buildFreelancer, buildJob, jobInput, signIn, type BuiltUser } from '../../testing/factories';
import { acceptedAppointment, approveAsAssistant } from '../../testing/hiring-fixtures';
import { buildTestApp, type TestContext } from '../../testing/test-app';

// Runs only against a real PostgreSQL (TEST_DATABASE_URL, or the throwaway server run-tests starts):
// two API processes whose transactions really interleave, unlike PGlite's one statement at a time.
const url = process.env.TEST_DATABASE_URL;
const DRAFTS = '/api/v1/hiring/drafts';
let a: TestContext;
let b: TestContext;
let admin: BuiltUser;

describe('job draft races on PostgreSQL (two API processes)', { skip: url ? false : 'TEST_DATABASE_URL not set' }, () => {
  before(async () => {
    const wipe = await buildTestApp({ config: { databaseUrl: url } });
    await wipe.app.db.execute(sql`drop schema public cascade; create schema public; drop schema if exists drizzle cascade`);
    await wipe.close();
    a = await buildTestApp({ config: { databaseUrl: url } });
    b = await buildTestApp({ config: { databaseUrl: url } });
    b.emails = a.emails;
    b.secrets = a.secrets;
    admin = await buildAdmin(a);
  });
  after(async () => {
    await a?.close();
    await b?.close();
  });

  /** A client and their accepted assistant, signed in on both processes. */
  async function pair() {
    const client = await buildClient(a);
    const assistant = await buildFreelancer(a);
    await approveAsAssistant(a, assistant, admin);
    await acceptedAppointment(a, client, assistant, await buildJob(a, client));
    return {
      client,
      assistant,
      clientVia: [await signIn(a, client), await signIn(b, client)],
      assistantVia: [await signIn(a, assistant), await signIn(b, assistant)],
    };
  }

  it(`drafts sent through both processes at once never leave more than ${JOB_DRAFTS_PENDING_MAX} waiting`, async () => {
    for (let round = 0; round < 3; round += 1) {
      const { client, assistantVia } = await pair();
      const sends = Array.from({ length: JOB_DRAFTS_PENDING_MAX + 3 }, (_, n) =>
        assistantVia[n % 2].post(DRAFTS, { clientId: client.user.id, job: jobInput(a, { title: `Race draft ${round}.${n}` }) }),
      );
      const answers = await Promise.all(sends);
      assert.deepEqual(
        answers.map((answer) => answer.statusCode).sort(),
        [...Array(JOB_DRAFTS_PENDING_MAX).fill(201), 409, 409, 409],
        answers.map((answer) => answer.body).join('\n'),
      );
      const waiting = await a.app.db
        .select()
        .from(hiringJobDrafts)
        .where(and(eq(hiringJobDrafts.clientId, client.user.id), eq(hiringJobDrafts.status, 'pending')));
      assert.equal(waiting.length, JOB_DRAFTS_PENDING_MAX);
    }
  });

  it('two approvals of one draft through both processes at once post one job', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { client, clientVia, assistantVia } = await pair();
      const title = `Raced approval ${round} ${Date.now()}`;
      const sent = await assistantVia[0].post(DRAFTS, { clientId: client.user.id, job: jobInput(a, { title }) });
      assert.equal(sent.statusCode, 201, sent.body);
      const draftId = sent.json().draft._id as string;
      const answers = await Promise.all(clientVia.map((agent) => agent.post(`${DRAFTS}/${draftId}/approve`)));
      assert.deepEqual(
        answers.map((answer) => answer.statusCode).sort(),
        [200, 409],
        answers.map((answer) => answer.body).join('\n'),
      );
      const posted = await a.app.db.select().from(jobs).where(eq(jobs.title, title));
      assert.equal(posted.length, 1);
      const [stored] = await a.app.db.select().from(hiringJobDrafts).where(eq(hiringJobDrafts.id, draftId));
      assert.deepEqual([stored?.status, stored?.jobId], ['approved', posted[0]?.id]);
    }
  });
});
