import assert from 'node:assert/strict';
import { after, before, describe, it, mock } from 'node:test';
import { tags } from '../lib/cache-tags';
import { buildJob, buildUser, proposalInput, signIn } from '../testing/factories';
import { buildTestApp, type TestContext } from '../testing/test-app';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

/** Counts the calls of the two reads a job view can start from, calling through. */
function countJobReads() {
  const jobs = ctx.app.repos.jobs;
  const withContext = mock.method(jobs, 'findWithViewContext');
  const contexts = mock.method(jobs, 'viewContexts');
  return {
    counts: () => ({ rowWithContext: withContext.mock.callCount(), contexts: contexts.mock.callCount() }),
    restore: () => {
      withContext.mock.restore();
      contexts.mock.restore();
    },
  };
}

describe('a job opened cold (issue 37)', () => {
  it('is read in one statement, its row with its view, for its page and for getJob alike', async () => {
    const owner = await buildUser(ctx, { role: 'client' });
    const job = await buildJob(ctx, owner);
    const finn = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    const reads = countJobReads();
    try {
      const opened = await finn.get(`/api/v1/job/getJob/${job.id}`);
      assert.equal(opened.statusCode, 200, opened.body);
      assert.equal(opened.json().job.owner._id, owner.user.id);
      assert.deepEqual(reads.counts(), { rowWithContext: 1, contexts: 0 }, 'no second read for the view');
      // The public page's view (another entry) is built from the context the row came with.
      const page = await ctx.app.inject({ method: 'GET', url: `/api/v1/job/page/${job.id}` });
      assert.equal(page.statusCode, 200, page.body);
      assert.equal(page.json().job._id, job.id);
      assert.deepEqual(reads.counts(), { rowWithContext: 1, contexts: 0 });
    } finally {
      reads.restore();
    }
  });

  it('shows what the job is after a proposal, not what its row was read with', async () => {
    const owner = await buildUser(ctx, { role: 'client' });
    const job = await buildJob(ctx, owner);
    const finn = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    assert.equal((await finn.get(`/api/v1/job/getJob/${job.id}`)).json().job.applicantCount, 0);
    const applied = await finn.post(`/api/v1/application/applyJobs/${job.id}`, proposalInput());
    assert.ok(applied.statusCode < 300, applied.body);
    const reads = countJobReads();
    try {
      assert.equal((await finn.get(`/api/v1/job/getJob/${job.id}`)).json().job.applicantCount, 1);
      assert.deepEqual(reads.counts(), { rowWithContext: 1, contexts: 0 }, 'the proposal dropped both entries');
    } finally {
      reads.restore();
    }
  });

  it('reads the view on its own when the job changed while its row was being read', async () => {
    const owner = await buildUser(ctx, { role: 'client' });
    const job = await buildJob(ctx, owner);
    const finn = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    const jobs = ctx.app.repos.jobs;
    const read = jobs.findWithViewContext.bind(jobs);
    // The row comes back with a context that a write made stale before the answer arrived: the
    // row is handed out but not kept, and the view must not be built from that context.
    const stale = mock.method(jobs, 'findWithViewContext', async (id: string) => {
      const found = await read(id);
      ctx.app.readCache.invalidate([tags.job(id)]);
      return found && { ...found, context: { ...found.context, applicantCount: 999 } };
    });
    const contexts = mock.method(jobs, 'viewContexts');
    try {
      const opened = await finn.get(`/api/v1/job/getJob/${job.id}`);
      assert.equal(opened.statusCode, 200, opened.body);
      assert.equal(opened.json().job.applicantCount, 0, 'the view was read again, not built from the stale context');
      assert.equal(contexts.mock.callCount(), 1);
    } finally {
      stale.mock.restore();
      contexts.mock.restore();
    }
  });
});
