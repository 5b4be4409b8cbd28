import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CLIENT_REVIEW_DAYS, NOTIFICATION_CATEGORIES } from '@freelane/shared/contracts';
import { notifications } from '../../db/schema';
import { FakeClock } from '../../testing/fake-clock';
import { buildApplication, buildJob, buildUser, proposalInput, signIn } from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';
import {
  acceptWork,
  buildHiredJob,
  incompleteWork,
  notificationsOf,
  reviewWork,
  submitWork,
  zipPart,
} from '../../testing/work-fixtures';

const clock = new FakeClock(new Date('2026-11-22T08:00:00.000Z'));
let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp({ clock });
});
after(() => ctx.close());

/** The one notification of this type the user has: its category and link. */
async function only(userId: string, type: string) {
  const found = (await notificationsOf(ctx, userId)).filter((note) => note.type === type);
  assert.equal(found.length, 1, `one ${type} notification`);
  return { category: found[0].category, link: found[0].link };
}

describe('links on job lifecycle notifications', () => {
  it("proposals: applied and edited → the job's applicants; hired → My Project; not chosen or declined → rejected proposals", async () => {
    const client = await buildUser(ctx, { role: 'client' });
    const ava = await buildUser(ctx, { role: 'freelancer' });
    const ben = await buildUser(ctx, { role: 'freelancer' });
    const job = await buildJob(ctx, client);
    const avaAgent = await signIn(ctx, ava);
    const applied = await avaAgent.post(`/api/v1/application/applyJobs/${job.id}`, proposalInput());
    assert.equal(applied.statusCode, 201, applied.body);
    assert.deepEqual(await only(client.user.id, 'application_received'), {
      category: 'Proposals',
      link: `/viewApplicants?jobId=${job.id}`,
    });
    const applicationId = applied.json().job.myApplication._id;
    const edited = await avaAgent.post(
      `/api/v1/application/updateApplication/${applicationId}`,
      proposalInput({ yourBid: 650 }),
    );
    assert.equal(edited.statusCode, 200, edited.body);
    assert.deepEqual(await only(client.user.id, 'application_updated'), {
      category: 'Proposals',
      link: `/viewApplicants?jobId=${job.id}`,
    });

    await buildApplication(ctx, job, ben);
    const clientAgent = await signIn(ctx, client);
    assert.equal(
      (await clientAgent.post(`/api/v1/application/updateStatus/${applicationId}`, { status: 'accepted' })).statusCode,
      200,
    );
    assert.deepEqual(await only(ava.user.id, 'application_accepted'), { category: 'Proposals', link: '/my-project' });
    assert.deepEqual(await only(ben.user.id, 'application_rejected'), {
      category: 'Proposals',
      link: '/proposals?status=rejected',
    });

    const other = await buildJob(ctx, client);
    const declined = await buildApplication(ctx, other, ava);
    assert.equal(
      (await clientAgent.post(`/api/v1/application/updateStatus/${declined.id}`, { status: 'rejected' })).statusCode,
      200,
    );
    assert.deepEqual(await only(ava.user.id, 'application_rejected'), {
      category: 'Proposals',
      link: '/proposals?status=rejected',
    });
  });

  it('a deleted job sends its applicants to Find Jobs', async () => {
    const client = await buildUser(ctx, { role: 'client' });
    const ava = await buildUser(ctx, { role: 'freelancer' });
    const job = await buildJob(ctx, client);
    await buildApplication(ctx, job, ava);
    assert.equal((await (await signIn(ctx, client)).delete(`/api/v1/job/deleteJob/${job.id}`)).statusCode, 200);
    assert.deepEqual(await only(ava.user.id, 'job_deleted'), { category: 'Job', link: '/find-jobs' });
  });

  it('work: submitted → Take Action; revision → View Revision; resubmitted → Take Action; accepted → the contract', async () => {
    const { job, client, freelancer, clientAgent, freelancerAgent } = await buildHiredJob(ctx);
    assert.equal((await submitWork(freelancerAgent, job.id, zipPart())).statusCode, 200);
    assert.deepEqual(await only(client.user.id, 'work_submitted'), {
      category: 'Job',
      link: `/takeAction?jobId=${job.id}`,
    });
    assert.equal((await reviewWork(clientAgent, job.id)).statusCode, 200);
    assert.deepEqual(await only(freelancer.user.id, 'revision_requested'), {
      category: 'Job',
      link: `/viewRevision?jobId=${job.id}`,
    });
    assert.equal((await submitWork(freelancerAgent, job.id, zipPart('v2.zip'))).statusCode, 200);
    assert.deepEqual(await only(client.user.id, 'revision_submitted'), {
      category: 'Job',
      link: `/takeAction?jobId=${job.id}`,
    });
    assert.equal((await acceptWork(clientAgent, job.id)).statusCode, 200);
    assert.deepEqual(await only(freelancer.user.id, 'work_accepted'), {
      category: 'Payments',
      link: `/completedJobs?jobId=${job.id}`,
    });
  });

  it('marked incomplete → the dispute page; auto-completed → the contract', async () => {
    const disputed = await buildHiredJob(ctx);
    assert.equal((await submitWork(disputed.freelancerAgent, disputed.job.id, zipPart())).statusCode, 200);
    assert.equal((await incompleteWork(disputed.clientAgent, disputed.job.id)).statusCode, 200);
    assert.deepEqual(await only(disputed.freelancer.user.id, 'work_incomplete'), {
      category: 'Job',
      link: `/dispute?jobId=${disputed.job.id}`,
    });

    const overdue = await buildHiredJob(ctx);
    assert.equal((await submitWork(overdue.freelancerAgent, overdue.job.id, zipPart())).statusCode, 200);
    clock.advance({ days: CLIENT_REVIEW_DAYS, minutes: 1 });
    try {
      await ctx.app.scheduler.completeOverdueReviews();
    } finally {
      clock.advance({ days: -CLIENT_REVIEW_DAYS, minutes: -1 });
    }
    for (const party of [overdue.client, overdue.freelancer]) {
      assert.deepEqual(await only(party.user.id, 'work_auto_completed'), {
        category: 'Payments',
        link: `/completedJobs?jobId=${overdue.job.id}`,
      });
    }
  });

  it('every notification the lifecycle stored has a link and a category the centre filters on', async () => {
    const all = await ctx.app.db.select().from(notifications);
    assert.ok(all.length > 10);
    for (const note of all) {
      assert.ok(note.link?.startsWith('/'), `${note.type} has a site link`);
      assert.ok(
        (NOTIFICATION_CATEGORIES as readonly string[]).includes(note.category),
        `${note.type} category ${note.category}`,
      );
    }
  });
});
