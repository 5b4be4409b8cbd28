import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  CLIENT_REVIEW_DAYS,
  FREELANCER_REVISION_DAYS,
  WORK_FILE_MAX_BYTES,
  WORK_FILES_MAX_COUNT,
} from '@freelane/shared/contracts';
import { Agent } from '../../testing/agent';
import { EMPTY_ZIP, zipOf } from '../../testing/archives';
import { FakeClock } from '../../testing/fake-clock';
import { buildUser, signIn } from '../../testing/factories';
import { PNG_1X1, SMALL_PDF } from '../../testing/multipart';
import { buildTestApp, type TestContext } from '../../testing/test-app';
import {
  acceptWork,
  buildHiredJob,
  incompleteWork,
  jobRow as jobRowIn,
  notificationsOf as notificationsIn,
  projectsOf as projectsIn,
  rarPart,
  reviewWork,
  submitWork as submit,
  zipPart,
} from '../../testing/work-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = new FakeClock(new Date('2026-11-22T08:00:00.000Z'));
let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp({ clock });
});
after(() => ctx.close());

const jobRow = (id: string) => jobRowIn(ctx, id);
const projectsOf = (id: string) => projectsIn(ctx, id);
const notificationsOf = (id: string) => notificationsIn(ctx, id);
const UNKNOWN_JOB = '00000000-0000-4000-8000-000000000000';

describe('POST /job/submitWork/{jobId}', () => {
  it('lets the hired freelancer deliver ZIP and RAR files: paused, review deadline, client mailed and notified', async () => {
    const { job, client, freelancer, freelancerAgent } = await buildHiredJob(ctx, { title: 'Bakery website' });
    const response = await submit(freelancerAgent, job.id, zipPart(), rarPart());
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.success, true);
    assert.equal(body.message, 'Work submitted successfully.');
    assert.equal(body.job.status, 'paused');
    assert.equal(body.job.submittedAt, clock.now().toISOString());
    assert.equal(
      body.job.clientReviewDeadline,
      new Date(clock.now().getTime() + CLIENT_REVIEW_DAYS * DAY_MS).toISOString(),
    );
    assert.deepEqual(
      body.job.files.map((file: { name: string; round: number }) => [file.name, file.round]),
      [
        ['assets.rar', 1],
        ['site.zip', 1],
      ],
    );
    for (const file of body.job.files) assert.match(file.url, /^\/api\/v1\/job\/workFile\/[0-9a-f-]{36}$/);

    const mail = await ctx.outbox.waitFor(client.email);
    assert.equal(mail.subject, 'Work submitted for "Bakery website"');
    assert.ok(mail.text.includes(`http://localhost:8080/takeAction?jobId=${job.id}`), mail.text);
    assert.ok(mail.html.includes(`/takeAction?jobId=${job.id}`));
    assert.match(mail.text, /site\.zip/);

    const stored = await notificationsOf(client.user.id);
    assert.equal(stored.length, 1);
    assert.equal(stored[0].type, 'work_submitted');
    assert.equal(stored[0].category, 'Job');
    assert.equal(stored[0].senderId, freelancer.user.id);
    assert.match(stored[0].message, /submitted work for "Bakery website"/);
    assert.equal((await notificationsOf(freelancer.user.id)).length, 0);
  });

  it('records one submission when the same work is sent twice at once (double click); the other gets 409', async () => {
    const { job, client, freelancerAgent } = await buildHiredJob(ctx);
    const before = ctx.storage.files.size;
    const responses = await Promise.all([
      submit(freelancerAgent, job.id, zipPart('same.zip')),
      submit(freelancerAgent, job.id, zipPart('same.zip')),
    ]);
    assert.deepEqual(responses.map((response) => response.statusCode).sort(), [200, 409]);
    const loser = responses.find((response) => response.statusCode === 409);
    // Refused by the guarded UPDATE (both read "progress") or, if the first had finished, up front.
    assert.ok(
      [
        'This job changed meanwhile. Reload the page and try again.',
        "Your work is already waiting for the client's review.",
      ].includes(loser?.json().message),
      loser?.body,
    );
    assert.equal(ctx.storage.files.size, before + 1, "the loser's bytes are removed");
    const winner = responses.find((response) => response.statusCode === 200);
    assert.equal(winner?.json().job.files.length, 1);
    assert.equal((await notificationsOf(client.user.id)).length, 1, 'the client is told once');
  });

  it('accepts the 22-byte empty ZIP too', async () => {
    const { job, freelancerAgent } = await buildHiredJob(ctx);
    const response = await submit(freelancerAgent, job.id, zipPart('empty.zip', EMPTY_ZIP));
    assert.equal(response.statusCode, 200, response.body);
  });

  it('refuses everyone but the hired freelancer (403) and an unknown job (404)', async () => {
    const { job, clientAgent } = await buildHiredJob(ctx);
    const otherFreelancer = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    const otherClient = await signIn(ctx, await buildUser(ctx, { role: 'client' }));
    const before = ctx.storage.files.size;
    for (const agent of [clientAgent, otherFreelancer, otherClient]) {
      const response = await submit(agent, job.id, zipPart());
      assert.equal(response.statusCode, 403, response.body);
      assert.equal(response.json().message, 'Only the freelancer hired for this job can submit work.');
    }
    assert.equal((await submit(new Agent(ctx), job.id, zipPart())).statusCode, 401);
    assert.equal((await submit(otherFreelancer, UNKNOWN_JOB, zipPart())).statusCode, 404);
    assert.equal(ctx.storage.files.size, before, 'nothing stored for a refused caller');
    assert.equal((await jobRow(job.id)).status, 'progress');
  });

  it('refuses a job that is not in progress or in revision (409)', async () => {
    for (const status of ['paused', 'completed', 'disputes'] as const) {
      const { job, freelancerAgent } = await buildHiredJob(ctx, {
        status,
        clientReviewDeadline: new Date(clock.now().getTime() + DAY_MS),
      });
      const response = await submit(freelancerAgent, job.id, zipPart());
      assert.equal(response.statusCode, 409, `${status}: ${response.body}`);
      assert.equal((await jobRow(job.id)).status, status);
    }
  });

  it('takes the design and document kinds the content check verifies: a PNG, a PDF, a DOCX (a ZIP) (issue 36)', async () => {
    const { job, freelancerAgent } = await buildHiredJob(ctx);
    const response = await submit(
      freelancerAgent,
      job.id,
      { name: 'files', filename: 'logo.png', contentType: 'image/png', data: PNG_1X1 },
      { name: 'files', filename: 'brief.pdf', contentType: 'application/pdf', data: SMALL_PDF },
      zipPart('notes.docx'),
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(
      response
        .json()
        .job.files.map((file: { name: string }) => file.name)
        .sort(),
      ['brief.pdf', 'logo.png', 'notes.docx'],
    );
  });

  it('checks each file by content: text named .png is 415 and nothing is kept', async () => {
    const { job, freelancerAgent } = await buildHiredJob(ctx);
    const before = ctx.storage.files.size;
    const fake = { name: 'files', filename: 'photo.png', contentType: 'image/png', data: Buffer.from('not a picture') };
    const response = await submit(freelancerAgent, job.id, zipPart(), fake);
    assert.equal(response.statusCode, 415, response.body);
    assert.match(response.json().message, /^Each file must be a PNG, JPG, .* other kinds can be sent inside a ZIP\.$/);
    assert.equal(ctx.storage.files.size, before, 'the valid first file is removed too');
    const row = await jobRow(job.id);
    assert.equal(row.status, 'progress');
    assert.equal(row.submittedAt, null);
  });

  it('refuses a file over 20 MB with 413 and keeps nothing', async () => {
    const { job, freelancerAgent } = await buildHiredJob(ctx);
    const before = ctx.storage.files.size;
    const big = Buffer.concat([zipOf('a.txt', 'a'), Buffer.alloc(WORK_FILE_MAX_BYTES)]);
    const response = await submit(freelancerAgent, job.id, zipPart('big.zip', big));
    assert.equal(response.statusCode, 413, response.body);
    assert.equal(response.json().message, 'Each file must be at most 20 MB.');
    assert.equal(ctx.storage.files.size, before);
    assert.equal((await jobRow(job.id)).status, 'progress');
  });

  it('takes at most 10 files per submission (413) and keeps none of them', async () => {
    const { job, freelancerAgent } = await buildHiredJob(ctx);
    const before = ctx.storage.files.size;
    const files = Array.from({ length: WORK_FILES_MAX_COUNT + 1 }, (_, i) => zipPart(`part-${i}.zip`));
    const response = await submit(freelancerAgent, job.id, ...files);
    assert.equal(response.statusCode, 413, response.body);
    assert.equal(response.json().message, `You can submit at most ${WORK_FILES_MAX_COUNT} files at once.`);
    assert.equal(ctx.storage.files.size, before);
    assert.equal((await jobRow(job.id)).status, 'progress');
    const ten = await submit(freelancerAgent, job.id, ...files.slice(0, WORK_FILES_MAX_COUNT));
    assert.equal(ten.statusCode, 200, ten.body);
    assert.equal(ten.json().job.files.length, WORK_FILES_MAX_COUNT);
  });

  it('wants at least one file, in the files field, as multipart (400 / 415)', async () => {
    const { job, freelancerAgent } = await buildHiredJob(ctx);
    const none = await submit(freelancerAgent, job.id);
    assert.equal(none.statusCode, 400);
    assert.match(none.json().message, /^Please attach at least one file \(PNG, JPG, /);
    const wrongField = await submit(freelancerAgent, job.id, { ...zipPart(), name: 'upload' });
    assert.equal(wrongField.statusCode, 400);
    const json = await freelancerAgent.post(`/api/v1/job/submitWork/${job.id}`, { files: 'x' });
    assert.equal(json.statusCode, 415);
    assert.equal((await jobRow(job.id)).status, 'progress');
  });
});

describe('GET /job/workFile/{fileId}', () => {
  it('downloads for the owner, the hired freelancer and an admin; 404 for anyone else', async () => {
    const { job, clientAgent, freelancerAgent } = await buildHiredJob(ctx);
    const data = zipOf('report.txt', 'the delivered work');
    const submitted = await submit(freelancerAgent, job.id, zipPart('Délivery v1.zip', data));
    assert.equal(submitted.statusCode, 200, submitted.body);
    const [file] = submitted.json().job.files;

    const download = await clientAgent.get(file.url);
    assert.equal(download.statusCode, 200);
    assert.deepEqual(download.rawPayload, data);
    assert.equal(download.headers['content-type'], 'application/zip');
    assert.equal(download.headers['x-content-type-options'], 'nosniff');
    assert.equal(download.headers['content-security-policy'], "default-src 'none'; sandbox");
    assert.equal(download.headers['cache-control'], 'private, no-store');
    assert.equal(
      download.headers['content-disposition'],
      `attachment; filename="D_livery v1.zip"; filename*=UTF-8''D%C3%A9livery%20v1.zip`,
    );
    assert.equal((await freelancerAgent.get(file.url)).statusCode, 200);
    assert.equal((await (await signIn(ctx, await buildUser(ctx, { role: 'admin' }))).get(file.url)).statusCode, 200);

    const stranger = await signIn(ctx, await buildUser(ctx, { role: 'client' }));
    const refused = await stranger.get(file.url);
    assert.equal(refused.statusCode, 404);
    assert.equal(refused.json().message, 'This file does not exist.');
    assert.equal((await stranger.get('/api/v1/job/workFile/00000000-0000-4000-8000-000000000000')).statusCode, 404);
    assert.equal((await new Agent(ctx).get(file.url)).statusCode, 401);
    // Not reachable as a public profile file either.
    assert.equal((await stranger.get(`/api/v1/files/${file._id}`)).statusCode, 404);
  });
});

describe('GET /job/acceptWork/{jobId}', () => {
  it('completes the job, credits the freelancer and tells them the agreed amount is due from the client directly', async () => {
    const { job, client, freelancer, clientAgent, freelancerAgent } = await buildHiredJob(ctx, { title: 'Logo set' });
    assert.equal((await submit(freelancerAgent, job.id, zipPart())).statusCode, 200);
    const pleaseReview = async () => (await notificationsOf(client.user.id)).filter((n) => n.type === 'work_submitted');
    assert.deepEqual(
      (await pleaseReview()).map((n) => n.isRead),
      [false],
    );

    const response = await acceptWork(clientAgent, job.id);
    assert.equal(response.statusCode, 200, response.body);
    // Issue 36: the "please review" notification is done once the work is accepted.
    assert.deepEqual(
      (await pleaseReview()).map((n) => n.isRead),
      [true],
    );
    assert.equal(
      response.json().message,
      'Work accepted. The agreed amount is now due to the freelancer: pay them directly, then mark it paid.',
    );
    assert.equal(response.json().job.status, 'completed');
    assert.equal(response.json().job.completedAt, clock.now().toISOString());
    assert.equal(await projectsOf(freelancer.user.id), 1);

    const stored = (await notificationsOf(freelancer.user.id)).filter((n) => n.type === 'work_accepted');
    assert.equal(stored.length, 1);
    assert.equal(stored[0].category, 'Payments');
    assert.equal(stored[0].senderId, client.user.id);
    assert.match(
      stored[0].message,
      /accepted your work on "Logo set": the agreed amount of \$750\.00 is now due from them to you directly/,
    );

    const again = await acceptWork(clientAgent, job.id);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'This job is already completed.');
    assert.equal(await projectsOf(freelancer.user.id), 1, 'credited once');
  });

  it('needs the CSRF header although it is a GET: a cross-site link cannot accept work', async () => {
    const { job, clientAgent, freelancerAgent } = await buildHiredJob(ctx);
    assert.equal((await submit(freelancerAgent, job.id, zipPart())).statusCode, 200);
    const forged = await clientAgent.get(`/api/v1/job/acceptWork/${job.id}`);
    assert.equal(forged.statusCode, 403);
    assert.equal(forged.json().message, 'Invalid or missing CSRF token. Reload the page and try again.');
    const head = await clientAgent.request({ method: 'HEAD', url: `/api/v1/job/acceptWork/${job.id}` });
    assert.notEqual(head.statusCode, 200);
    const incomplete = await clientAgent.get(`/api/v1/job/incompleteWork/${job.id}`);
    assert.equal(incomplete.statusCode, 403);
    assert.equal((await jobRow(job.id)).status, 'paused');
  });

  it('is for the owner only (403), on a paused job only (409)', async () => {
    const { job, freelancerAgent, clientAgent } = await buildHiredJob(ctx);
    const stranger = await signIn(ctx, await buildUser(ctx, { role: 'client' }));
    const early = await acceptWork(clientAgent, job.id);
    assert.equal(early.statusCode, 409, 'nothing submitted yet');
    assert.equal(early.json().message, 'There is no submitted work waiting for your review on this job.');
    assert.equal((await submit(freelancerAgent, job.id, zipPart())).statusCode, 200);
    for (const agent of [freelancerAgent, stranger]) {
      const response = await acceptWork(agent, job.id);
      assert.equal(response.statusCode, 403);
      assert.equal(response.json().message, 'Only the client who posted this job can review its work.');
    }
    assert.equal((await acceptWork(clientAgent, UNKNOWN_JOB)).statusCode, 404);
    assert.equal((await acceptWork(new Agent(ctx), job.id)).statusCode, 403, 'no session, no CSRF cookie');
    assert.equal((await jobRow(job.id)).status, 'paused');
  });
});

describe('GET /job/incompleteWork/{jobId}', () => {
  it('moves the submission to disputes and tells the freelancer; only once, only the owner', async () => {
    const { job, client, freelancer, clientAgent, freelancerAgent } = await buildHiredJob(ctx, {
      title: 'Mobile app icons',
    });
    assert.equal((await incompleteWork(clientAgent, job.id)).statusCode, 409, 'nothing submitted yet');
    assert.equal((await submit(freelancerAgent, job.id, zipPart())).statusCode, 200);
    assert.equal((await incompleteWork(freelancerAgent, job.id)).statusCode, 403);

    const response = await incompleteWork(clientAgent, job.id);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().job.status, 'disputes');
    assert.equal(response.json().message, 'The work is marked as incomplete.');
    assert.equal(await projectsOf(freelancer.user.id), 0);
    const stored = (await notificationsOf(freelancer.user.id)).filter((n) => n.type === 'work_incomplete');
    assert.equal(stored.length, 1);
    assert.equal(stored[0].senderId, client.user.id);
    assert.match(stored[0].message, /marked your work on "Mobile app icons" as incomplete/);

    assert.equal((await incompleteWork(clientAgent, job.id)).statusCode, 409);
    assert.equal((await acceptWork(clientAgent, job.id)).statusCode, 409);
    assert.equal((await reviewWork(clientAgent, job.id)).statusCode, 409);
  });
});

describe('POST /job/reviewWork/{jobId} and the resubmission', () => {
  it('sends the job back once (review, reviewChance, 4-day deadline); the resubmission is round 2; no second revision', async () => {
    const { job, client, freelancer, clientAgent, freelancerAgent } = await buildHiredJob(ctx, { title: 'Blog theme' });
    assert.equal((await submit(freelancerAgent, job.id, zipPart('v1.zip'))).statusCode, 200);

    assert.equal((await reviewWork(freelancerAgent, job.id)).statusCode, 403);
    const tooShort = await reviewWork(clientAgent, job.id, 'fix it');
    assert.equal(tooShort.statusCode, 400);
    assert.match(tooShort.json().message, /at least 20 characters/);

    const changes = 'Please make the hero image larger and fix the footer links.';
    const response = await reviewWork(clientAgent, job.id, changes);
    assert.equal(response.statusCode, 200, response.body);
    const reviewed = response.json().job;
    assert.equal(response.json().message, 'Revision request sent to the freelancer.');
    assert.equal(reviewed.status, 'review');
    assert.equal(reviewed.reviewChance, true);
    assert.equal(reviewed.reviewChanges, changes);
    assert.equal(
      reviewed.freelancerReviewDeadline,
      new Date(clock.now().getTime() + FREELANCER_REVISION_DAYS * DAY_MS).toISOString(),
    );
    const asked = (await notificationsOf(freelancer.user.id)).filter((n) => n.type === 'revision_requested');
    assert.equal(asked.length, 1);
    const reviewAsked = (await notificationsOf(client.user.id)).filter((n) => n.type === 'work_submitted');
    assert.deepEqual(
      reviewAsked.map((n) => n.isRead),
      [true],
      'answered by the revision request',
    );
    assert.match(asked[0].message, /asked for changes to your work on "Blog theme"/);
    assert.equal((await reviewWork(clientAgent, job.id)).statusCode, 409, 'already in revision');

    clock.advance({ days: 1 });
    const resubmitted = await submit(freelancerAgent, job.id, zipPart('v2.zip'));
    assert.equal(resubmitted.statusCode, 200, resubmitted.body);
    const paused = resubmitted.json().job;
    assert.equal(paused.status, 'paused');
    assert.equal(
      paused.clientReviewDeadline,
      new Date(clock.now().getTime() + CLIENT_REVIEW_DAYS * DAY_MS).toISOString(),
    );
    assert.deepEqual(
      paused.files.map((file: { name: string; round: number }) => [file.name, file.round]),
      [
        ['v1.zip', 1],
        ['v2.zip', 2],
      ],
    );
    const secondMail = await ctx.outbox.waitFor(client.email, 2);
    assert.match(secondMail.text, /submitted the revised work/);

    const second = await reviewWork(clientAgent, job.id);
    assert.equal(second.statusCode, 409);
    assert.equal(second.json().message, 'You have already used the free revision for this job.');
    assert.equal((await jobRow(job.id)).status, 'paused');
    assert.equal((await acceptWork(clientAgent, job.id)).statusCode, 200, 'the revised work can be accepted');
  });
});
