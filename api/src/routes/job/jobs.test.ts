import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { applications, jobs, notifications, users } from '../../db/schema';
import { proposalOn } from '../../lib/proposals-by-job';
import { ALL_PROPOSALS_UP_TO } from '../../queries/job-views';
import { Agent } from '../../testing/agent';
import { briefInput, proposeBrief } from '../../testing/brief-fixtures';
import { FakeClock } from '../../testing/fake-clock';
import {
  buildApplication,
  buildJob,
  buildUser,
  isoDateIn,
  jobInput,
  signIn,
  type BuiltUser,
} from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';

const clock = new FakeClock(new Date('2026-11-22T08:00:00.000Z'));
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp({ clock });
});
after(() => ctx.close());

const client = (name = 'Clara Client') => buildUser(ctx, { role: 'client', fullName: name });
const freelancer = (name = 'Ava Patel') => buildUser(ctx, { role: 'freelancer', fullName: name });
const jobRow = async (id: string) => (await ctx.app.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const notificationsOf = (user: BuiltUser) =>
  ctx.app.db.select().from(notifications).where(eq(notifications.userId, user.user.id));

describe('POST /job/postJob', () => {
  it('lets a client post a job: 201, active, skills cleaned, salary a number', async () => {
    const owner = await client();
    const agent = await signIn(ctx, owner);
    const response = await agent.post('/api/v1/job/postJob', jobInput(ctx));
    assert.equal(response.statusCode, 201, response.body);
    const body = response.json();
    assert.equal(body.message, 'Job posted successfully.');
    assert.equal(body.job.status, 'active');
    assert.deepEqual(body.job.skills, ['React', 'CSS']);
    assert.equal(body.job.salary, 750);
    assert.equal(body.job.owner.fullName, 'Clara Client');
    assert.equal(body.job.applicantCount, 0);
    assert.equal(body.job.hiredFreelancer, null);
    assert.deepEqual(body.job.files, []);
    const stored = await jobRow(body.job._id);
    assert.equal(stored.ownerId, owner.user.id);
    assert.equal(stored.applicationDeadline, isoDateIn(ctx, 14));
  });

  it('refuses a visitor (401), a freelancer and an admin (403)', async () => {
    assert.equal((await new Agent(ctx).post('/api/v1/job/postJob', jobInput(ctx))).statusCode, 401);
    const asFreelancer = await (await signIn(ctx, await freelancer())).post('/api/v1/job/postJob', jobInput(ctx));
    assert.equal(asFreelancer.statusCode, 403);
    assert.equal(asFreelancer.json().message, 'Only clients can post jobs.');
    // The role's own code, from the definition's access (endpoints/register.ts), as a role-only call always has.
    assert.equal(asFreelancer.json().code, 'CLIENT_ONLY');
    const admin = await buildUser(ctx, { role: 'admin' });
    assert.equal((await (await signIn(ctx, admin)).post('/api/v1/job/postJob', jobInput(ctx))).statusCode, 403);
  });

  it('checks every rule on the server with a clear message', async () => {
    const agent = await signIn(ctx, await client());
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ title: '' }, /Title must be at least 5 characters/],
      [{ salary: 0 }, /Budget must be more than 0/],
      [{ salary: -5 }, /Budget must be more than 0/],
      [{ applicationDeadline: '2020-01-01' }, /Application deadline must be in the future/],
      [{ applicationDeadline: '22/11/2030' }, /yyyy-MM-dd/],
      // A day the calendar lacks (JavaScript would roll it over to 3 March; the database refuses it).
      [{ applicationDeadline: '2030-02-31' }, /Application deadline is not a real date/],
      [{ applicationDeadline: '2030-13-01' }, /Application deadline is not a real date/],
      [{ skills: [' ', ''] }, /Add at least one skill/],
      [{ jobType: 'ongoing' }, /Only One Time Project/],
      [{ budgetType: 'hourly' }, /Only Fixed Price/],
      [{ description: 'too short' }, /Description must be at least 50/],
    ];
    for (const [override, message] of cases) {
      const response = await agent.post('/api/v1/job/postJob', jobInput(ctx, override));
      assert.equal(response.statusCode, 400, JSON.stringify(override));
      assert.match(response.json().message, message);
    }
  });

  it('needs the CSRF header', async () => {
    const agent = await signIn(ctx, await client());
    const response = await agent.post('/api/v1/job/postJob', jobInput(ctx), { csrf: false });
    assert.equal(response.statusCode, 403);
  });
});

describe('POST /job/updateJob/{jobId}', () => {
  it('lets the owner edit an open job', async () => {
    const owner = await client();
    const job = await buildJob(ctx, owner);
    const response = await (
      await signIn(ctx, owner)
    ).post(
      `/api/v1/job/updateJob/${job.id}`,
      jobInput(ctx, { title: 'Landing page redesign v2', salary: 900.5, skills: ['Vue'] }),
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, 'Job updated successfully.');
    assert.equal(response.json().job.title, 'Landing page redesign v2');
    const stored = await jobRow(job.id);
    assert.equal(stored.salary, 900.5);
    assert.deepEqual(stored.skills, ['Vue']);
  });

  it('refuses another client (403), a freelancer (403), a visitor (401) and an unknown job (404)', async () => {
    const job = await buildJob(ctx, await client());
    const other = await signIn(ctx, await client('Other Client'));
    const refused = await other.post(`/api/v1/job/updateJob/${job.id}`, jobInput(ctx, { title: 'Hijacked title' }));
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, 'Only the client who posted this job can edit it.');
    const asFreelancer = await (
      await signIn(ctx, await freelancer())
    ).post(`/api/v1/job/updateJob/${job.id}`, jobInput(ctx));
    assert.equal(asFreelancer.statusCode, 403);
    assert.equal((await new Agent(ctx).post(`/api/v1/job/updateJob/${job.id}`, jobInput(ctx))).statusCode, 401);
    const unknown = await other.post(`/api/v1/job/updateJob/${UNKNOWN}`, jobInput(ctx));
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'This job does not exist.');
    assert.equal((await jobRow(job.id)).title, job.title);
  });

  it('refuses once a freelancer is hired (409)', async () => {
    const owner = await client();
    const job = await buildJob(ctx, owner, { status: 'progress' });
    const response = await (await signIn(ctx, owner)).post(`/api/v1/job/updateJob/${job.id}`, jobInput(ctx));
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().message, 'This job can no longer be edited: a freelancer has been hired.');
    const completed = await buildJob(ctx, owner, { status: 'completed' });
    const again = await (await signIn(ctx, owner)).post(`/api/v1/job/updateJob/${completed.id}`, jobInput(ctx));
    assert.equal(again.statusCode, 409);
    assert.match(again.json().message, /completed/);
  });
});

describe('DELETE /job/deleteJob/{jobId}', () => {
  it('deletes an open job with its proposals and tells each waiting applicant', async () => {
    const owner = await client('Dora Deleter');
    const job = await buildJob(ctx, owner, { title: 'Logo design' });
    const ava = await freelancer();
    const ben = await freelancer('Ben Okafor');
    await buildApplication(ctx, job, ava);
    await buildApplication(ctx, job, ben);
    const response = await (await signIn(ctx, owner)).delete(`/api/v1/job/deleteJob/${job.id}`);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { success: true, message: 'The job "Logo design" was deleted.' });
    assert.equal(await jobRow(job.id), undefined);
    assert.equal((await ctx.app.db.select().from(applications).where(eq(applications.jobId, job.id))).length, 0);
    for (const applicant of [ava, ben]) {
      const [notification] = await notificationsOf(applicant);
      assert.equal(notification.category, 'Job');
      assert.equal(notification.type, 'job_deleted');
      assert.equal(notification.message, 'Dora Deleter removed the job "Logo design", so your proposal was withdrawn.');
      assert.equal(notification.senderId, owner.user.id);
    }
  });

  it('refuses another client (403), unknown (404), a visitor (401) and a hired job (409)', async () => {
    const owner = await client();
    const job = await buildJob(ctx, owner);
    const other = await signIn(ctx, await client());
    const refused = await other.delete(`/api/v1/job/deleteJob/${job.id}`);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, 'Only the client who posted this job can delete it.');
    assert.equal((await other.delete(`/api/v1/job/deleteJob/${UNKNOWN}`)).statusCode, 404);
    assert.equal(
      (await new Agent(ctx).request({ method: 'DELETE', url: `/api/v1/job/deleteJob/${job.id}` })).statusCode,
      401,
    );
    assert.ok(await jobRow(job.id));
    const hired = await buildJob(ctx, owner, { status: 'paused' });
    const conflict = await (await signIn(ctx, owner)).delete(`/api/v1/job/deleteJob/${hired.id}`);
    assert.equal(conflict.statusCode, 409);
    assert.equal(conflict.json().message, 'This job can no longer be deleted: a freelancer has been hired.');
    assert.ok(await jobRow(hired.id));
  });
});

describe('GET /job/getJob/{jobId}', () => {
  it('shows the contract to the owner, the hired freelancer and an admin only', async () => {
    const owner = await client();
    const hired = await freelancer('Hal Hired');
    const job = await buildJob(ctx, owner, {
      status: 'review',
      hiredFreelancerId: hired.user.id,
      hiredAt: clock.now(),
      reviewChance: true,
      reviewChanges: 'Bigger hero image please.',
      freelancerReviewDeadline: new Date(clock.now().getTime() + 4 * 24 * 3600 * 1000),
    });
    for (const viewer of [owner, hired, await buildUser(ctx, { role: 'admin' })]) {
      const response = await (await signIn(ctx, viewer)).get(`/api/v1/job/getJob/${job.id}`);
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json().job;
      assert.equal(body.hiredFreelancer.fullName, 'Hal Hired');
      assert.equal(body.reviewChanges, 'Bigger hero image please.');
      assert.equal(body.reviewChance, true);
      assert.ok(body.freelancerReviewDeadline);
    }
    for (const stranger of [await freelancer(), await client()]) {
      const response = await (await signIn(ctx, stranger)).get(`/api/v1/job/getJob/${job.id}`);
      assert.equal(response.statusCode, 404, 'a job that is not open is hidden from strangers');
    }
    assert.equal((await new Agent(ctx).get(`/api/v1/job/getJob/${job.id}`)).statusCode, 401);
  });

  it('shows an open job to any signed-in user without contract fields, with their own proposal', async () => {
    const job = await buildJob(ctx, await client());
    const ava = await freelancer();
    const application = await buildApplication(ctx, job, ava);
    const response = await (await signIn(ctx, ava)).get(`/api/v1/job/getJob/${job.id}`);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json().job;
    assert.deepEqual(body.myApplication, { _id: application.id, status: 'pending' });
    assert.equal(response.headers['cache-control'], 'private, no-store');
    assert.equal(body.applicantCount, 1);
    assert.equal(body.hiredFreelancer, null);
    assert.equal(body.clientReviewDeadline, null);
    assert.deepEqual(body.files, []);
    const unknown = await (await signIn(ctx, ava)).get(`/api/v1/job/getJob/${UNKNOWN}`);
    assert.equal(unknown.statusCode, 404);
    assert.equal((await (await signIn(ctx, ava)).get('/api/v1/job/getJob/not-a-uuid')).statusCode, 400);
  });
});

describe('GET /job/page/{jobId} (the job page, issue 36)', () => {
  it('shows an open job whole to a visitor, with its client’s public figures and nothing private', async () => {
    const owner = await buildUser(ctx, { role: 'client', fullName: 'Page Client' });
    await ctx.app.db.update(users).set({ ratingCount: 2, ratingTotal: 9 }).where(eq(users.id, owner.user.id));
    const description = `${'A long post about the work. '.repeat(20)}Start your proposal with the word teapot.`;
    const job = await buildJob(ctx, owner, { description, hiredFreelancerId: null });
    await buildJob(ctx, owner, { status: 'completed' });
    await buildApplication(ctx, job, await freelancer());
    const response = await new Agent(ctx).get(`/api/v1/job/page/${job.id}`);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json().job;
    assert.equal(body.description, description, 'the whole post, not a cut');
    assert.equal(body.applicantCount, 1);
    assert.deepEqual(body.client, {
      _id: owner.user.id,
      fullName: 'Page Client',
      profilePhoto: null,
      rating: { average: 4.5, count: 2 },
      jobsPosted: 2,
      memberSince: owner.user.createdAt.toISOString(),
    });
    for (const field of ['hiredFreelancer', 'reviewChanges', 'files', 'myApplication', 'email'])
      assert.ok(!(field in body) && !(field in body.client), `${field} is not public`);
  });

  it('is a 404 for everyone, its parties too, once the job is not open (hired, past its deadline) or unknown', async () => {
    const owner = await client();
    const hired = await freelancer();
    const inProgress = await buildJob(ctx, owner, { status: 'progress', hiredFreelancerId: hired.user.id });
    const closed = await buildJob(ctx, owner, { applicationDeadline: isoDateIn(ctx, -1) });
    for (const agent of [new Agent(ctx), await signIn(ctx, owner), await signIn(ctx, hired)]) {
      for (const id of [inProgress.id, closed.id, UNKNOWN]) {
        const response = await agent.get(`/api/v1/job/page/${id}`);
        assert.equal(response.statusCode, 404, response.body);
        assert.equal(response.json().code, 'JOB_NOT_FOUND');
      }
    }
  });
});

describe('GET /job/getAllJobs and /job/newAllJobs', () => {
  let viewer: BuiltUser;
  let agent: Agent;
  before(async () => {
    // A fresh app so the counts below are exact.
    await ctx.close();
    ctx = await buildTestApp({ clock });
    const owner = await client('Lena Lister');
    viewer = await freelancer('Finn Finder');
    agent = await signIn(ctx, viewer);
    const minute = 60 * 1000;
    const at = (minutes: number) => new Date(clock.now().getTime() - minutes * minute);
    await buildJob(ctx, owner, {
      title: 'React dashboard',
      salary: 99.99,
      rank: 'beginner',
      skills: ['React'],
      createdAt: at(60),
    });
    await buildJob(ctx, owner, {
      title: 'Flutter app',
      category: 'Mobile Development',
      salary: 100,
      createdAt: at(50),
    });
    await buildJob(ctx, owner, {
      title: 'Brand identity',
      category: 'Design & Creative',
      salary: 500,
      createdAt: at(40),
    });
    await buildJob(ctx, owner, {
      title: 'SEO audit',
      category: 'Marketing',
      salary: 500.01,
      rank: 'expert',
      createdAt: at(30),
    });
    await buildJob(ctx, owner, { title: 'API 100% typed', salary: 1000, skills: ['TypeScript'], createdAt: at(20) });
    await buildJob(ctx, owner, {
      title: 'Data platform',
      salary: 2000.01,
      description: 'Build a REACT based data platform for our analysts and their many reports.',
      createdAt: at(10),
    });
    // Not open: hired, deadline passed, or the viewer's own (a client-turned account cannot see its own jobs).
    await buildJob(ctx, owner, { title: 'Hired already', status: 'progress', createdAt: at(5) });
    await buildJob(ctx, owner, { title: 'Deadline passed', applicationDeadline: isoDateIn(ctx, -1), createdAt: at(4) });
    await buildJob(ctx, owner, { title: 'Closes today', applicationDeadline: isoDateIn(ctx, 0), createdAt: at(3) });
    await buildJob(ctx, viewer, { title: 'My own job', createdAt: at(2) });
  });

  const titles = (body: { jobs: { title: string }[] }) => body.jobs.map((job) => job.title);
  const find = (query = '') => agent.get(`/api/v1/job/getAllJobs${query}`);

  it('lists open jobs of others, newest first, with pagination', async () => {
    const response = await find();
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(titles(response.json()), [
      'Closes today',
      'Data platform',
      'API 100% typed',
      'SEO audit',
      'Brand identity',
      'Flutter app',
      'React dashboard',
    ]);
    assert.deepEqual(response.json().pagination, { page: 1, limit: 10, total: 7, totalPages: 1 });
    const page2 = await find('?page=2&limit=3');
    assert.deepEqual(titles(page2.json()), ['SEO audit', 'Brand identity', 'Flutter app']);
    assert.deepEqual(page2.json().pagination, { page: 2, limit: 3, total: 7, totalPages: 3 });
    assert.equal((await find('?limit=51')).statusCode, 400);
  });

  it('filters by search (title, description, skills; wildcards literal), category, budget bucket and rank', async () => {
    // Newest first when asked; with search text the default is Best match (issue 37): the title match first.
    assert.deepEqual(titles((await find('?search=react&sort=newest')).json()), ['Data platform', 'React dashboard']);
    assert.deepEqual(titles((await find('?search=react')).json()), ['React dashboard', 'Data platform']);
    assert.deepEqual(titles((await find('?search=typescript')).json()), ['API 100% typed']);
    assert.deepEqual(titles((await find('?search=100%25')).json()), ['API 100% typed']);
    assert.deepEqual(titles((await find('?category=Mobile%20Development')).json()), ['Flutter app']);
    assert.deepEqual(titles((await find('?category=all')).json()).length, 7);
    assert.deepEqual(titles((await find('?budget=under100')).json()), ['React dashboard']);
    assert.deepEqual(titles((await find('?budget=100to500')).json()), [
      'Closes today',
      'Brand identity',
      'Flutter app',
    ]);
    assert.deepEqual(titles((await find('?budget=500to1000')).json()), ['API 100% typed', 'SEO audit']);
    assert.deepEqual(titles((await find('?budget=1000to2000')).json()), []);
    assert.deepEqual(titles((await find('?budget=over2000')).json()), ['Data platform']);
    assert.deepEqual(titles((await find('?rank=expert')).json()), ['SEO audit']);
    assert.deepEqual(titles((await find('?search=react&rank=beginner&budget=under100')).json()), ['React dashboard']);
    assert.equal((await find('?budget=cheap')).statusCode, 400);
  });

  it('fills myApplication for the caller and refuses clients, admins and visitors', async () => {
    const [first] = (await find('?search=flutter')).json().jobs;
    const jobRowFound = await jobRow(first._id);
    const application = await buildApplication(ctx, jobRowFound, viewer);
    const [again] = (await find('?search=flutter')).json().jobs;
    assert.deepEqual(again.myApplication, { _id: application.id, status: 'pending' });
    assert.equal(again.applicantCount, 1);
    const asClient = await (await signIn(ctx, await client())).get('/api/v1/job/getAllJobs');
    assert.equal(asClient.statusCode, 403);
    assert.equal(asClient.json().message, 'Only freelancers can browse jobs to apply to.');
    assert.equal(
      (await (await signIn(ctx, await buildUser(ctx, { role: 'admin' }))).get('/api/v1/job/getAllJobs')).statusCode,
      403,
    );
    assert.equal((await new Agent(ctx).get('/api/v1/job/getAllJobs')).statusCode, 401);
  });

  it('fills myApplication for a freelancer with more proposals than are read at once, from the jobs on screen', async () => {
    const prolific = await freelancer('Pia Prolific');
    const owner = await client('Olga Old-jobs');
    // Proposals to closed jobs (not in Find Jobs), one more than are read at once
    // (queries/job-views.ts), inserted in parts (a statement takes at most 65,535 parameters).
    const now = ctx.app.clock.now();
    for (let from = 0; from <= ALL_PROPOSALS_UP_TO; from += 1_000) {
      const part = await ctx.app.db
        .insert(jobs)
        .values(
          Array.from({ length: Math.min(1_000, ALL_PROPOSALS_UP_TO + 1 - from) }, (_, index) => ({
            ownerId: owner.user.id,
            title: `Closed job ${from + index}`,
            category: 'Web Development',
            rank: 'intermediate' as const,
            description: 'A closed job for the proposals a prolific freelancer sent long ago.',
            skills: ['Communication'],
            jobType: 'oneTime' as const,
            duration: '1to2Weeks' as const,
            budgetType: 'fixed' as const,
            salary: 500,
            applicationDeadline: '2026-01-01',
            status: 'closed' as const,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: jobs.id });
      await ctx.app.db.insert(applications).values(
        part.map((job) => ({
          jobId: job.id,
          applicantId: prolific.user.id,
          status: 'pending' as const,
          coverLetter: 'A cover letter sent long ago. '.repeat(5),
          yourApproach: 'An approach.',
          estimatedTimeLine: '1to2Weeks' as const,
          yourBid: 450,
          portfolio: null,
          questionsForClient: '',
          paymentDeliveryTerms: 'fixed' as const,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    const agent = await signIn(ctx, prolific);
    const [first, second] = (await agent.get('/api/v1/job/getAllJobs?search=flutter')).json().jobs;
    assert.ok(first);
    const application = await buildApplication(ctx, await jobRow(first._id), prolific);
    const asked: string[] = [];
    const repository = ctx.app.repos.applications;
    const { allOwn, ownByJob } = repository;
    repository.allOwn = (applicantId, atMost) => {
      asked.push(`all, at most ${atMost}`);
      return allOwn.call(repository, applicantId, atMost);
    };
    repository.ownByJob = (applicantId, jobIds) => {
      asked.push('the jobs on screen');
      return ownByJob.call(repository, applicantId, jobIds);
    };
    try {
      const listed = (await agent.get('/api/v1/job/getAllJobs?search=flutter')).json().jobs;
      assert.deepEqual(listed[0].myApplication, { _id: application.id, status: 'pending' });
      if (second) assert.equal(listed[1].myApplication, null);
      const page = (await agent.get(`/api/v1/job/getJob/${first._id}`)).json();
      assert.deepEqual(page.job.myApplication, { _id: application.id, status: 'pending' });
      // The whole list was tried once (too long), then the jobs on screen were read, not every proposal.
      assert.equal(asked[0], `all, at most ${ALL_PROPOSALS_UP_TO}`);
      assert.ok(asked.length >= 2);
      assert.ok(asked.slice(1).every((what) => what === 'the jobs on screen'));
    } finally {
      Object.assign(repository, { allOwn, ownByJob });
    }
  });

  it("reads a person's whole list of proposals only when it is within the limit, and none past it", async () => {
    const person = await freelancer('Lena Limits');
    const owner = await client('Otto Owner');
    const repository = ctx.app.repos.applications;
    const none = await repository.allOwn(person.user.id, 1);
    assert.equal(none?.statuses.length, 0, 'none sent');
    const first = await buildApplication(ctx, await buildJob(ctx, owner, { status: 'closed' }), person);
    const one = await repository.allOwn(person.user.id, 1);
    assert.ok(one, 'as many as the limit: all of them');
    assert.deepEqual(proposalOn(one, first.jobId), { id: first.id, status: 'pending' });
    assert.equal(await repository.allOwn(person.user.id, 0), null, 'past the limit');
    const second = await buildApplication(ctx, await buildJob(ctx, owner, { status: 'closed' }), person);
    await ctx.app.db.update(applications).set({ status: 'rejected' }).where(eq(applications.id, second.id));
    assert.equal(await repository.allOwn(person.user.id, 1), null, 'past the limit after another');
    const both = await repository.allOwn(person.user.id, 2);
    assert.ok(both);
    assert.equal(both.statuses.length, 2);
    assert.deepEqual(proposalOn(both, first.jobId), { id: first.id, status: 'pending' });
    assert.deepEqual(proposalOn(both, second.jobId), { id: second.id, status: 'rejected' });
    assert.equal(proposalOn(both, owner.user.id), null, 'a job with no proposal of theirs');
    // Six: their 96 bytes of ids come as base64 broken into lines, as PostgreSQL's encode() does.
    const more = [first, second];
    for (let index = 0; index < 4; index += 1) {
      more.push(await buildApplication(ctx, await buildJob(ctx, owner, { status: 'closed' }), person));
    }
    const six = await repository.allOwn(person.user.id, 10);
    assert.ok(six);
    for (const sent of more) assert.equal(proposalOn(six, sent.jobId)?.id, sent.id);
    assert.deepEqual(
      await repository.ownByJob(person.user.id, [second.jobId, owner.user.id]),
      new Map([[second.jobId, { id: second.id, status: 'rejected' }]]),
      'per job: only those asked for',
    );
  });

  it('newAllJobs needs no sign-in and returns only public fields', async () => {
    const response = await new Agent(ctx).get('/api/v1/job/newAllJobs?limit=20');
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.pagination.total, 8, 'open jobs of everyone, the viewer’s own included');
    assert.ok(!titles(body).includes('Hired already'));
    assert.ok(!titles(body).includes('Deadline passed'));
    for (const job of body.jobs) {
      assert.deepEqual(Object.keys(job).sort(), [
        '_id',
        'applicantCount',
        'applicationDeadline',
        'budgetType',
        'category',
        'createdAt',
        'description',
        'duration',
        'jobType',
        'owner',
        'rank',
        'salary',
        'skills',
        'status',
        'title',
      ]);
      assert.deepEqual(Object.keys(job.owner).sort(), ['_id', 'fullName', 'profile']);
      assert.deepEqual(Object.keys(job.owner.profile), ['profilePhoto']);
    }
    assert.ok(!/hiredFreelancer|reviewChanges|myApplication|username|email/.test(response.body));
    const paged = await new Agent(ctx).get('/api/v1/job/newAllJobs?page=3&limit=3');
    assert.deepEqual(paged.json().pagination, { page: 3, limit: 3, total: 8, totalPages: 3 });
    assert.equal(paged.json().jobs.length, 2);
  });
});

describe('GET /job/adminJobs (the client’s own jobs)', () => {
  it('lists only the caller’s jobs, newest first, with status and days filters', async () => {
    const owner = await client();
    const other = await client();
    const day = 24 * 60 * 60 * 1000;
    await buildJob(ctx, owner, { title: 'Old one', createdAt: new Date(clock.now().getTime() - 40 * day) });
    await buildJob(ctx, owner, {
      title: 'Recent hired',
      status: 'progress',
      createdAt: new Date(clock.now().getTime() - 3 * day),
    });
    await buildJob(ctx, owner, { title: 'Fresh', createdAt: new Date(clock.now().getTime() - 60 * 1000) });
    await buildJob(ctx, other, { title: 'Not mine' });
    const agent = await signIn(ctx, owner);
    const all = await agent.get('/api/v1/job/adminJobs');
    assert.equal(all.statusCode, 200, all.body);
    assert.deepEqual(
      all.json().jobs.map((job: { title: string }) => job.title),
      ['Fresh', 'Recent hired', 'Old one'],
    );
    const recent = await agent.get('/api/v1/job/adminJobs?days=30');
    assert.deepEqual(
      recent.json().jobs.map((job: { title: string }) => job.title),
      ['Fresh', 'Recent hired'],
    );
    const hired = await agent.get('/api/v1/job/adminJobs?status=progress&days=all');
    assert.deepEqual(
      hired.json().jobs.map((job: { title: string }) => job.title),
      ['Recent hired'],
    );
    const paged = await agent.get('/api/v1/job/adminJobs?limit=2&page=2');
    assert.deepEqual(paged.json().pagination, { page: 2, limit: 2, total: 3, totalPages: 2 });
    assert.equal((await (await signIn(ctx, await freelancer())).get('/api/v1/job/adminJobs')).statusCode, 403);
    assert.equal((await new Agent(ctx).get('/api/v1/job/adminJobs')).statusCode, 401);
  });
});

describe('GET /job/viewJobProposal', () => {
  it('shows the owner the proposals on their jobs, one job or all, with a status filter', async () => {
    const owner = await client();
    const first = await buildJob(ctx, owner, { title: 'First' });
    const second = await buildJob(ctx, owner, { title: 'Second' });
    const ava = await buildUser(ctx, { role: 'freelancer', fullName: 'Ava Patel', subCategory: ['React'] });
    await ctx.app.repos.users.update(ava.user.id, { projectCompleted: 3 });
    const ben = await freelancer('Ben Okafor');
    await buildApplication(ctx, first, ava, { portfolio: 'https://ava.example.test' });
    await buildApplication(ctx, first, ben, { status: 'rejected' });
    await buildApplication(ctx, second, ben);
    const agent = await signIn(ctx, owner);
    const all = await agent.get('/api/v1/job/viewJobProposal');
    assert.equal(all.statusCode, 200, all.body);
    assert.equal(all.json().pagination.total, 3);
    const one = await agent.get(`/api/v1/job/viewJobProposal?jobId=${first.id}`);
    const names = one
      .json()
      .applications.map((item: { applicant: { user: { fullName: string } } }) => item.applicant.user.fullName);
    assert.deepEqual(names.sort(), ['Ava Patel', 'Ben Okafor']);
    const avaEntry = one
      .json()
      .applications.find(
        (item: { applicant: { user: { fullName: string } } }) => item.applicant.user.fullName === 'Ava Patel',
      );
    assert.equal(avaEntry.applicant.portfolio, 'https://ava.example.test');
    assert.deepEqual(avaEntry.applicant.user.skillProfile, { subCategory: ['React'] });
    assert.equal(avaEntry.applicant.user.projectCompleted, 3);
    assert.equal(avaEntry.job.title, 'First');
    const pending = await agent.get(`/api/v1/job/viewJobProposal?jobId=${first.id}&status=pending`);
    assert.equal(pending.json().applications.length, 1);
    assert.ok(!/@example\.test"|email/.test(one.body));
  });

  it('refuses another client (403) and names an unknown job (404)', async () => {
    const job = await buildJob(ctx, await client());
    await buildApplication(ctx, job, await freelancer());
    const other = await signIn(ctx, await client());
    const refused = await other.get(`/api/v1/job/viewJobProposal?jobId=${job.id}`);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, 'Only the client who posted this job can see the applicants of it.');
    const mine = await other.get('/api/v1/job/viewJobProposal');
    assert.equal(mine.json().pagination.total, 0, 'another client sees none of them in the unfiltered list');
    assert.equal((await other.get(`/api/v1/job/viewJobProposal?jobId=${UNKNOWN}`)).statusCode, 404);
    assert.equal((await (await signIn(ctx, await freelancer())).get('/api/v1/job/viewJobProposal')).statusCode, 403);
  });
});

describe('GET /job/getReceivedProposals', () => {
  it("lists the project briefs clients proposed to the caller in chat, and no job or anyone else's brief", async () => {
    const owner = await client();
    const ava = await freelancer();
    const ownerAgent = await signIn(ctx, owner);
    assert.equal((await proposeBrief(ownerAgent, ava.user.id, briefInput({ title: 'Brief for Ava' }))).statusCode, 201);
    const someoneElse = await freelancer('Ben Okafor');
    assert.equal(
      (await proposeBrief(ownerAgent, someoneElse.user.id, briefInput({ title: 'Brief for someone else' }))).statusCode,
      201,
    );
    await buildJob(ctx, owner, { title: 'Open job', hiredFreelancerId: ava.user.id });
    const response = await (await signIn(ctx, ava)).get('/api/v1/job/getReceivedProposals');
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(
      response.json().briefs.map((brief: { title: string }) => brief.title),
      ['Brief for Ava'],
    );
    assert.equal(response.json().briefs[0].status, 'specific');
    assert.equal((await ownerAgent.get('/api/v1/job/getReceivedProposals')).statusCode, 403);
  });
});

describe('reads apply the review deadline first', () => {
  it('a paused job past its client review deadline reads as completed on getJob, adminJobs and getAcceptedJobs', async () => {
    const owner = await client();
    const hired = await freelancer();
    const deadline = new Date(clock.now().getTime() + 60 * 1000);
    const make = () =>
      buildJob(ctx, owner, {
        status: 'paused',
        hiredFreelancerId: hired.user.id,
        hiredAt: clock.now(),
        submittedAt: clock.now(),
        clientReviewDeadline: deadline,
      });
    const viaGetJob = await make();
    const ownerAgent = await signIn(ctx, owner);
    assert.equal((await ownerAgent.get(`/api/v1/job/getJob/${viaGetJob.id}`)).json().job.status, 'paused');
    clock.advance({ minutes: 2 });
    try {
      const viewed = (await ownerAgent.get(`/api/v1/job/getJob/${viaGetJob.id}`)).json().job;
      assert.equal(viewed.status, 'completed');
      assert.ok(viewed.completedAt);

      clock.advance({ minutes: -2 });
      const viaList = await make();
      clock.advance({ minutes: 2 });
      const listed = (await ownerAgent.get('/api/v1/job/adminJobs?status=completed')).json().jobs;
      assert.ok(listed.some((job: { _id: string }) => job._id === viaList.id));

      clock.advance({ minutes: -2 });
      const viaAccepted = await make();
      clock.advance({ minutes: 2 });
      const projects = (
        await (await signIn(ctx, hired)).get('/api/v1/application/getAcceptedJobs?status=completed')
      ).json();
      assert.ok(projects.applications.some((item: { job: { _id: string } }) => item.job._id === viaAccepted.id));
    } finally {
      clock.advance({ minutes: -2 });
    }
  });
});

describe('signed-in calls', () => {
  it('refuse a visitor with 401 and a sign-in message', async () => {
    const visitor = new Agent(ctx);
    for (const url of [
      '/api/v1/job/viewJobProposal',
      '/api/v1/job/getReceivedProposals',
      '/api/v1/job/clientDashboard',
      '/api/v1/job/freelancerStats',
      '/api/v1/job/transactions',
      '/api/v1/job/adminOverview',
      '/api/v1/application/getAppliedJobs',
      '/api/v1/application/getAcceptedJobs',
    ]) {
      const response = await visitor.get(url);
      assert.equal(response.statusCode, 401, url);
      assert.deepEqual(response.json(), {
        success: false,
        message: 'Please log in to continue.',
        code: 'UNAUTHORIZED',
      });
    }
  });
});
