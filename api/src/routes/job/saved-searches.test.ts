import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { JOB_ALERTS_PER_HOUR, MAX_SAVED_SEARCHES, todayIsoDate, type JobCategory } from '@freelane/shared/contracts';
import { jobAlertQueue, notifications } from '../../db/schema';
import { unsubscribeToken } from '../../commands/job-alerts';
import { buildJob, buildUser, jobInput, signIn, type BuiltUser } from '../../testing/factories';
import { acceptedAppointment, approveAsAssistant } from '../../testing/hiring-fixtures';
import { buildTestApp, type TestContext } from '../../testing/test-app';
import type { Agent } from '../../testing/agent';
import {
  BEST_MATCH_RANKED,
  createJobsRepository,
  walksNewestIndex,
  type OpenJobsCounts,
} from '../../repositories/jobs';

// One app for the file. Scheduling off: the test runs the matcher and the digest itself, at the
// moments it chooses (a nudge from a post does nothing).
let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp({ scheduling: 'off' });
});
after(() => ctx.close());

const SAVED = '/api/v1/job/savedSearches';
const alerts = (overrides: Record<string, unknown> = {}) => ({ inApp: true, email: 'off', push: false, ...overrides });

async function freelancerWithSearch(
  body: Record<string, unknown>,
): Promise<{ built: BuiltUser; agent: Agent; id: string }> {
  const built = await buildUser(ctx, { role: 'freelancer' });
  const agent = await signIn(ctx, built);
  const saved = await agent.post(SAVED, { name: 'My search', alerts: alerts(), ...body });
  assert.equal(saved.statusCode, 201, saved.body);
  return { built, agent, id: saved.json().savedSearch._id };
}

async function postJob(client: Agent, overrides: Record<string, unknown> = {}): Promise<string> {
  const posted = await client.post('/api/v1/job/postJob', jobInput(ctx, overrides));
  assert.equal(posted.statusCode, 201, posted.body);
  return posted.json().job._id;
}

const jobAlertsOf = async (userId: string) =>
  (await ctx.app.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
    (row) => row.category === 'JobAlert',
  );

describe('saved searches (issue 37)', () => {
  it('a freelancer saves, lists, edits and deletes their own; a client gets 403, another freelancer 404', async () => {
    const { agent, id } = await freelancerWithSearch({
      search: 'react',
      category: 'Web Development',
      alerts: alerts({ email: 'daily', push: true }),
    });
    const listed = await agent.get(SAVED);
    assert.equal(listed.statusCode, 200);
    const [one] = listed.json().savedSearches;
    assert.deepEqual(
      { name: one.name, search: one.search, category: one.category, alerts: one.alerts, newMatches: one.newMatches },
      {
        name: 'My search',
        search: 'react',
        category: 'Web Development',
        alerts: { inApp: true, email: 'daily', push: true },
        newMatches: 0,
      },
    );
    const edited = await agent.put(`${SAVED}/${id}`, { name: 'Renamed', search: 'vue', alerts: alerts() });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().savedSearch.name, 'Renamed');

    const other = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    assert.equal((await other.put(`${SAVED}/${id}`, { name: 'Mine now', alerts: alerts() })).statusCode, 404);
    assert.equal((await other.delete(`${SAVED}/${id}`)).statusCode, 404);
    assert.deepEqual((await other.get(SAVED)).json().savedSearches, []);

    const client = await signIn(ctx, await buildUser(ctx, { role: 'client' }));
    const refused = await client.post(SAVED, { name: 'x', alerts: alerts() });
    assert.equal(refused.statusCode, 403);

    assert.equal((await agent.delete(`${SAVED}/${id}`)).statusCode, 200);
    assert.deepEqual((await agent.get(SAVED)).json().savedSearches, []);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per person, even when saved at once`, async () => {
    const agent = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    const answers = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 3 }, (_, i) =>
        agent.post(SAVED, { name: `Search ${i}`, search: 'xylophonist', alerts: alerts() }),
      ),
    );
    assert.equal(answers.filter((answer) => answer.statusCode === 201).length, MAX_SAVED_SEARCHES);
    const over = answers.find((answer) => answer.statusCode !== 201);
    assert.equal(over?.statusCode, 409);
    assert.equal(over?.json().code, 'SAVED_SEARCHES_LIMIT');
    assert.match(over?.json().message, /at most 20 saved searches/);
  });
});

describe('job alerts (issue 37)', () => {
  it("alerts each matching search once, off the post's path; never a search that does not match, nor the job's assistant", async () => {
    const clientUser = await buildUser(ctx, { role: 'client' });
    const client = await signIn(ctx, clientUser);
    const matching = await freelancerWithSearch({ search: 'logo designers', budget: '500to1000' });
    const byCategory = await freelancerWithSearch({ category: 'Design & Creative' });
    const wrongBudget = await freelancerWithSearch({ search: 'logo', budget: 'under100' });
    const wrongWords = await freelancerWithSearch({ search: 'kubernetes' });
    const partialWord = await freelancerWithSearch({ search: 'desig' });
    // An assistant appointed to the job, whose search matches it too.
    const admin = await buildUser(ctx, { role: 'admin' });
    const assistant = await freelancerWithSearch({ search: 'logo' });
    await approveAsAssistant(ctx, assistant.built, admin);

    const jobId = await postJob(client, {
      title: 'Designer for our new logo',
      category: 'Design & Creative',
      skills: ['Illustrator'],
      salary: 800,
    });
    const job = await ctx.app.repos.jobs.findById(jobId);
    assert.ok(job);
    await acceptedAppointment(ctx, clientUser, assistant.built, job);
    // Nothing yet: the post only queued the job.
    assert.equal((await jobAlertsOf(matching.built.user.id)).length, 0);
    assert.equal((await ctx.app.db.select().from(jobAlertQueue).where(eq(jobAlertQueue.jobId, jobId))).length, 1);

    assert.equal(await ctx.app.scheduler.matchJobAlerts(), 3);
    for (const alerted of [matching, byCategory, partialWord]) {
      const [alert] = await jobAlertsOf(alerted.built.user.id);
      assert.ok(alert, 'alerted');
      assert.equal(alert.link, `/jobs/${jobId}`);
      assert.match(alert.message, /New job for your saved search "My search": Designer for our new logo/);
    }
    for (const quiet of [wrongBudget, wrongWords, assistant])
      assert.equal((await jobAlertsOf(quiet.built.user.id)).length, 0);
    assert.equal(
      (await ctx.app.db.select().from(jobAlertQueue).where(eq(jobAlertQueue.jobId, jobId))).length,
      0,
      'dequeued',
    );

    // A retry (the job queued again, the task run twice) alerts nobody a second time.
    await ctx.app.db.insert(jobAlertQueue).values({ jobId });
    assert.equal(await ctx.app.scheduler.matchJobAlerts(), 0);
    assert.equal(await ctx.app.scheduler.matchJobAlerts(), 0);
    assert.equal((await jobAlertsOf(matching.built.user.id)).length, 1);
    // The saved searches page counts it as new until the search is opened.
    const [listed] = (await matching.agent.get(SAVED)).json().savedSearches;
    assert.equal(listed.newMatches, 1);
    assert.equal((await matching.agent.post(`${SAVED}/${matching.id}/open`)).json().savedSearch.newMatches, 0);
  });

  it("never alerts the job's own client, even with a search of their own", async () => {
    const clientUser = await buildUser(ctx, { role: 'client' });
    await ctx.app.repos.savedSearches.createWithin(
      clientUser.user.id,
      { name: 'Own', search: 'zebra', alerts: { inApp: true, email: 'off', push: false } },
      MAX_SAVED_SEARCHES,
      new Date(ctx.app.clock.now().getTime() - 1000),
    );
    const other = await freelancerWithSearch({ search: 'zebra' });
    await postJob(await signIn(ctx, clientUser), {
      title: 'Zebra crossing mural',
      description: 'Paint a zebra crossing on our street wall, in bright colours, over one weekend.',
    });
    assert.equal(await ctx.app.scheduler.matchJobAlerts(), 1);
    assert.equal((await jobAlertsOf(clientUser.user.id)).length, 0);
    assert.equal((await jobAlertsOf(other.built.user.id)).length, 1);
  });

  it('pushes an alert only for a search whose alerts.push is on, in-app or not; stores it only where inApp is on', async () => {
    const word = 'axolotl';
    const pushed = await freelancerWithSearch({ search: word, alerts: alerts({ push: true }) });
    const quiet = await freelancerWithSearch({ search: word, alerts: alerts({ push: false }) });
    const pushOnly = await freelancerWithSearch({ search: word, alerts: alerts({ inApp: false, push: true }) });
    const sent: string[] = [];
    const notify = ctx.app.push.notify;
    ctx.app.push.notify = (notification) => void sent.push(notification.userId);
    try {
      const client = await signIn(ctx, await buildUser(ctx, { role: 'client' }));
      await postJob(client, {
        title: 'Axolotl photo book layout',
        description: 'Lay out a forty-page photo book of axolotls, print-ready, with captions we supply.',
      });
      assert.equal(await ctx.app.scheduler.matchJobAlerts(), 3);
    } finally {
      ctx.app.push.notify = notify;
    }
    assert.deepEqual(sent.sort(), [pushed.built.user.id, pushOnly.built.user.id].sort());
    assert.equal((await jobAlertsOf(pushed.built.user.id)).length, 1);
    assert.equal((await jobAlertsOf(quiet.built.user.id)).length, 1);
    assert.equal((await jobAlertsOf(pushOnly.built.user.id)).length, 0);
  });

  it(`sends at most ${JOB_ALERTS_PER_HOUR} alerts an hour per person, the rest in one daily digest with one-click unsubscribe`, async () => {
    const client = await signIn(ctx, await buildUser(ctx, { role: 'client' }));
    const { built } = await freelancerWithSearch({ search: 'walrus', alerts: alerts({ email: 'instant' }) });
    for (let i = 0; i < JOB_ALERTS_PER_HOUR + 2; i += 1) await postJob(client, { title: `Walrus poster ${i}` });
    await ctx.app.scheduler.matchJobAlerts();
    assert.equal((await jobAlertsOf(built.user.id)).length, JOB_ALERTS_PER_HOUR);
    await ctx.outbox.waitFor(built.email, JOB_ALERTS_PER_HOUR);
    const [instant] = ctx.outbox.to(built.email);
    assert.match(instant.subject, /New job for "My search": Walrus poster/);
    assert.match(
      instant.headers?.['list-unsubscribe'] ?? '',
      /^<http:\/\/localhost:8080\/api\/v1\/job\/alertUnsubscribe\/s\.[^>]+>$/,
    );
    assert.equal(instant.headers?.['list-unsubscribe-post'], 'List-Unsubscribe=One-Click');

    assert.equal(await ctx.app.scheduler.mailJobAlertDigests(), 1);
    assert.equal(await ctx.app.scheduler.mailJobAlertDigests(), 0, 'each alert in one digest');
    const digest = await ctx.outbox.waitFor(built.email, JOB_ALERTS_PER_HOUR + 1);
    assert.equal(digest.subject, '2 new jobs for your saved searches');
    assert.match(digest.text, /Walrus poster 20/);
    assert.match(digest.text, /Walrus poster 21/);
    assert.match(digest.headers?.['list-unsubscribe'] ?? '', /alertUnsubscribe\/u\./);
  });

  it("stores a batch's alerts with its claim: a failure before the commit stores and mails nothing, the retry each once, as the preferences say", async () => {
    const word = 'tapir';
    const inApp = await freelancerWithSearch({ search: word, alerts: alerts({ push: true }) });
    const muted = await freelancerWithSearch({ search: word, alerts: alerts({ push: true }) });
    await ctx.app.repos.notificationPreferences.update(
      muted.built.user.id,
      [{ category: 'JobAlert', inApp: false, email: false }],
      ctx.app.clock.now(),
    );
    const mailed = await freelancerWithSearch({ search: word, alerts: alerts({ email: 'instant' }) });
    const client = await signIn(ctx, await buildUser(ctx, { role: 'client' }));
    // The database refuses this job's alert notifications, as a crash between the claim and the
    // stored notification would lose them: nothing of the batch may commit.
    await ctx.app.db.execute(sql`
      create function refuse_tapir_alert() returns trigger language plpgsql as $$
      begin
        if new.type = 'job_alert' and new.message like '%Tapir%' then raise exception 'refused for the test'; end if;
        return new;
      end $$`);
    await ctx.app.db.execute(
      sql`create trigger refuse_tapir_alert before insert on notifications for each row execute function refuse_tapir_alert()`,
    );
    const sent: string[] = [];
    const notify = ctx.app.push.notify;
    ctx.app.push.notify = (notification) => void sent.push(notification.userId);
    let jobId: string;
    try {
      jobId = await postJob(client, {
        title: 'Tapir sanctuary website',
        description: 'A small website for a tapir sanctuary: visiting hours, a donation page and photos.',
      });
      await assert.rejects(ctx.app.scheduler.matchJobAlerts(), (error: Error) =>
        /refused for the test/.test(String(error.cause ?? error)),
      );
    } finally {
      await ctx.app.db.execute(sql`drop trigger refuse_tapir_alert on notifications`);
      await ctx.app.db.execute(sql`drop function refuse_tapir_alert()`);
    }
    try {
      for (const person of [inApp, muted, mailed]) assert.equal((await jobAlertsOf(person.built.user.id)).length, 0);
      assert.deepEqual(sent, [], 'nothing pushed before the commit');
      assert.equal(ctx.outbox.to(mailed.built.email).length, 0);
      assert.equal((await ctx.app.db.select().from(jobAlertQueue).where(eq(jobAlertQueue.jobId, jobId))).length, 1);

      // The retry delivers all three (the muted one neither stored nor pushed), then nothing more.
      assert.equal(await ctx.app.scheduler.matchJobAlerts(), 3);
      await ctx.app.db.insert(jobAlertQueue).values({ jobId });
      assert.equal(await ctx.app.scheduler.matchJobAlerts(), 0);
    } finally {
      ctx.app.push.notify = notify;
    }
    assert.equal((await jobAlertsOf(inApp.built.user.id)).length, 1);
    assert.equal((await jobAlertsOf(muted.built.user.id)).length, 0, 'JobAlert in-app off: no row');
    assert.equal((await jobAlertsOf(mailed.built.user.id)).length, 1);
    assert.deepEqual(sent, [inApp.built.user.id]);
    const mail = await ctx.outbox.waitFor(mailed.built.email);
    assert.match(mail.subject, /New job for "My search": Tapir sanctuary website/);
    assert.equal(ctx.outbox.to(mailed.built.email).length, 1);
  });

  it('unsubscribes by a signed link without signing in (POST one-click, GET a confirm page); an unsigned or forged one is refused', async () => {
    const { id, agent } = await freelancerWithSearch({ search: 'otter', alerts: alerts({ email: 'instant' }) });
    const token = unsubscribeToken(ctx.app.config.sessionSecret, 's', id);
    const url = (t: string) => `/api/v1/job/alertUnsubscribe/${t}`;
    const oneClick = (t: string) =>
      ctx.app.inject({
        method: 'POST',
        url: url(t),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });

    const page = await ctx.app.inject({ url: url(token) });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
    assert.match(page.body, /<form method="post"/);
    assert.equal((await agent.get(SAVED)).json().savedSearches[0].alerts.email, 'instant', 'a GET changes nothing');

    const other = await freelancerWithSearch({ search: 'otter' });
    const forged = `s.${other.id}.${token.split('.')[2]}`;
    for (const bad of [`s.${id}`, `s.${id}.`, forged, `${token}x`]) {
      const refused = await oneClick(bad);
      assert.equal(refused.statusCode, 400, bad);
      assert.equal(refused.json().code, 'INVALID_UNSUBSCRIBE_LINK');
    }
    assert.equal((await ctx.app.inject({ url: url(forged) })).statusCode, 400);

    const done = await oneClick(token);
    assert.equal(done.statusCode, 200, done.body);
    assert.equal((await agent.get(SAVED)).json().savedSearches[0].alerts.email, 'off');
  });
});

describe('Best match (issue 37)', () => {
  it('ranks a job whose title and skills match above one that only mentions the word in its description', async () => {
    const owner = await buildUser(ctx, { role: 'client' });
    const reader = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    const at = (minutes: number) => new Date(ctx.app.clock.now().getTime() - minutes * 60_000);
    // Newest first would be the reverse of the expected order.
    const corpus = [
      {
        title: 'Quokka photos for a zine',
        skills: ['Photography'],
        description: 'Twelve portraits.',
        createdAt: at(50),
      },
      {
        title: 'Quokka mascot',
        skills: ['Illustration'],
        description: 'A friendly character for the brand.',
        createdAt: at(40),
      },
      {
        title: 'Brand refresh',
        skills: ['Quokka', 'Illustration'],
        description: 'Our colours and type.',
        createdAt: at(30),
      },
      {
        title: 'Newsletter layout',
        skills: ['InDesign'],
        description: 'Our quokka mascot appears in the header.',
        createdAt: at(20),
      },
      { title: 'Tidy spreadsheets', skills: ['Excel'], description: 'Nothing to do with animals.', createdAt: at(10) },
    ];
    for (const job of corpus) await buildJob(ctx, owner, job);
    const titles = async (query: string) => {
      const found = await reader.get(`/api/v1/job/getAllJobs?${query}`);
      assert.equal(found.statusCode, 200, found.body);
      return (found.json().jobs as { title: string }[]).map((job) => job.title);
    };
    const expected = ['Quokka mascot', 'Quokka photos for a zine', 'Brand refresh', 'Newsletter layout'];
    assert.deepEqual(await titles('search=quokka+mascot&sort=relevance'), ['Quokka mascot', 'Newsletter layout']);
    assert.deepEqual(await titles('search=quokka'), expected, 'Best match is the default with search text');
    assert.deepEqual(await titles('search=quokka&sort=newest'), [
      'Newsletter layout',
      'Brand refresh',
      'Quokka mascot',
      'Quokka photos for a zine',
    ]);
    // A part of a word still finds (the trigram match), after the whole-word matches.
    assert.deepEqual(await titles('search=quok&sort=relevance'), [
      'Newsletter layout',
      'Brand refresh',
      'Quokka mascot',
      'Quokka photos for a zine',
    ]);

    // Substring-only matches (a longer word: no full-text match) come after every ranked one,
    // newest first, and the pages across that border continue each other with the same total.
    await buildJob(ctx, owner, {
      title: 'Quokkaland tours',
      skills: ['Travel'],
      description: 'Guides.',
      createdAt: at(5),
    });
    await buildJob(ctx, owner, {
      title: 'Quokkaland map',
      skills: ['Maps'],
      description: 'A poster.',
      createdAt: at(60),
    });
    const all = [...expected, 'Quokkaland tours', 'Quokkaland map'];
    const page = async (limit: number, n: number) => {
      const found = await reader.get(`/api/v1/job/getAllJobs?search=quokka&limit=${limit}&page=${n}`);
      assert.equal(found.statusCode, 200, found.body);
      assert.equal(found.json().pagination.total, all.length, `total, ${limit} a page, page ${n}`);
      return (found.json().jobs as { title: string }[]).map((job) => job.title);
    };
    assert.deepEqual(await page(10, 1), all);
    for (const limit of [3, 4, 5]) {
      const pages: string[] = [];
      for (let n = 1; n <= Math.ceil(all.length / limit); n += 1) pages.push(...(await page(limit, n)));
      assert.deepEqual(pages, all, `${limit} a page`);
    }
  });
  it(`ranks only the ${BEST_MATCH_RANKED} newest full-text matches; the older ones follow newest first, then the substring-only ones`, async () => {
    const owner = await buildUser(ctx, { role: 'client' });
    const reader = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    const at = (minutes: number) => new Date(ctx.app.clock.now().getTime() - minutes * 60_000);
    // Description-only matches, newest first: plain[0] at 100 minutes ago, plain[i] i minutes older.
    const plain = Array.from({ length: BEST_MATCH_RANKED + 4 }, (_, i) => `Plain survey ${i}`);
    for (const [i, title] of plain.entries())
      await buildJob(ctx, owner, {
        title,
        skills: ['Fieldwork'],
        description: 'Count the numbat burrows.',
        createdAt: at(100 + i),
      });
    // A title match among the newest (ranked first) and one older than all of them (no longer ranked).
    await buildJob(ctx, owner, {
      title: 'Numbat census lead',
      skills: ['Fieldwork'],
      description: 'Lead the team.',
      createdAt: at(100 + BEST_MATCH_RANKED / 2 + 0.5),
    });
    await buildJob(ctx, owner, {
      title: 'Numbat photo archive',
      skills: ['Archiving'],
      description: 'Old prints.',
      createdAt: at(100 + BEST_MATCH_RANKED + 10),
    });
    // A part of a word only (no full-text match), the newest of all.
    await buildJob(ctx, owner, {
      title: 'Numbatland tours',
      skills: ['Travel'],
      description: 'Guides.',
      createdAt: at(50),
    });

    // The window holds the title match and the BEST_MATCH_RANKED - 1 newest description matches.
    const expected = [
      'Numbat census lead',
      ...plain.slice(0, BEST_MATCH_RANKED - 1),
      ...plain.slice(BEST_MATCH_RANKED - 1),
      'Numbat photo archive',
      'Numbatland tours',
    ];
    const page = async (limit: number, n: number) => {
      const found = await reader.get(`/api/v1/job/getAllJobs?search=numbat&sort=relevance&limit=${limit}&page=${n}`);
      assert.equal(found.statusCode, 200, found.body);
      assert.equal(found.json().pagination.total, expected.length, `total, ${limit} a page, page ${n}`);
      return (found.json().jobs as { title: string }[]).map((job) => job.title);
    };
    for (const limit of [10, 7]) {
      const pages: string[] = [];
      for (let n = 1; n <= Math.ceil(expected.length / limit); n += 1) pages.push(...(await page(limit, n)));
      assert.deepEqual(pages, expected, `${limit} a page`);
    }
    // A page starting past every full-text match (their number is then counted).
    assert.deepEqual(await page(2, (BEST_MATCH_RANKED + 6) / 2 + 1), ['Numbatland tours']);

    // The 200 newest are found by a walk of the newest-first index when the counts of full-text
    // matches say the words are common in it (the words written as ts_match_vq, which no index
    // serves), else by the planner's choice (the GIN index here): both give this order, on PGlite
    // too. The walk and the ranking are one statement, the planner's way two a page (the ids, then
    // the rows). The statements and their text are read through a spy on the query builders.
    const texts: string[] = [];
    const traced = (builder: object): object =>
      new Proxy(builder, {
        get: (target, key) => {
          const value = Reflect.get(target, key);
          if (key === 'then' && 'toSQL' in target) texts.push((target as { toSQL: () => { sql: string } }).toSQL().sql);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            const out = Reflect.apply(value, target, args);
            return key !== 'then' && out && typeof out === 'object' && 'toSQL' in out ? traced(out) : out;
          };
        },
      });
    const tracedDb = new Proxy(ctx.app.db, {
      get: (target, key) =>
        key === 'select'
          ? (...args: unknown[]) => traced(Reflect.apply(Reflect.get(target, key), target, args))
          : Reflect.get(target, key),
    });
    const repo = createJobsRepository(tracedDb, async () => {}, ctx.app.clock);
    const today = todayIsoDate(ctx.app.clock.now());
    const all = await repo.countOpen(today, {});
    const facets = await repo.openFacets(today, {}, 'numbat');
    const fullText = facets.reduce((sum, facet) => sum + (facet.fullText ?? 0), 0);
    assert.equal(fullText, expected.length - 1, 'every numbat job but Numbatland tours matches in full text');
    const partial = await repo.openFacets(today, {}, 'numbatl');
    assert.deepEqual(
      [
        partial.reduce((sum, facet) => sum + facet.count, 0),
        partial.reduce((sum, facet) => sum + (facet.fullText ?? 0), 0),
      ],
      [1, 0],
      'a part of a word: a substring match, no full-text one',
    );
    /** Pages 1–3, their titles, how many statements they took and whether one walked. */
    const firstPages = async (counts?: OpenJobsCounts, category?: JobCategory) => {
      texts.length = 0;
      const rows: string[] = [];
      for (let n = 1; n <= 3; n += 1) {
        const found = await repo.listOpen(
          { search: 'numbat', category, sort: 'relevance', page: n, limit: 10, today },
          { counts },
        );
        rows.push(...found.map((job) => job.title));
      }
      return { rows, statements: texts.length, walked: texts.some((text) => text.includes('ts_match_vq')) };
    };
    const first30 = expected.slice(0, 30);
    assert.deepEqual(await firstPages(), { rows: first30, statements: 6, walked: false }, 'no counts: the planner');
    const common: OpenJobsCounts = { matching: expected.length, all, fullText, newestIndexRows: all };
    assert.ok(walksNewestIndex(common), `${fullText} full-text matches of ${all} open jobs are common`);
    assert.deepEqual(await firstPages(common), { rows: first30, statements: 3, walked: true }, 'the walk');
    // In a facet (all of them are Web Development jobs), by the facet's index size: the same rows.
    const rare = { ...common, newestIndexRows: Math.ceil((2 * fullText * fullText) / BEST_MATCH_RANKED) };
    assert.equal(walksNewestIndex(rare), false);
    assert.deepEqual(
      await firstPages(rare, 'Web Development'),
      { rows: first30, statements: 6, walked: false },
      'rarer in the facet: the GIN index',
    );
    const commonInFacet = { ...rare, newestIndexRows: rare.newestIndexRows - 1 };
    assert.equal(walksNewestIndex(commonInFacet), true);
    assert.deepEqual(
      await firstPages(commonInFacet, 'Web Development'),
      { rows: first30, statements: 3, walked: true },
      'common in the facet: its index walked',
    );
    // Pages that cross the end of the ranked run continue it newest first, on either way.
    const across = async (counts?: OpenJobsCounts) =>
      (
        await repo.listOpen(
          { search: 'numbat', sort: 'relevance', page: Math.floor(BEST_MATCH_RANKED / 7) + 1, limit: 7, today },
          { counts },
        )
      ).map((job) => job.title);
    const crossing = expected.slice(Math.floor(BEST_MATCH_RANKED / 7) * 7, (Math.floor(BEST_MATCH_RANKED / 7) + 1) * 7);
    assert.deepEqual(await across(), crossing, 'the planner chooses, across the end of the ranked run');
    assert.deepEqual(await across(common), crossing, 'the walk, across the end of the ranked run');

    // A walk that reaches the end of the index has found the whole run: no other statement.
    texts.length = 0;
    const census = await repo.listOpen(
      { search: 'census', sort: 'relevance', page: 1, limit: 10, today },
      { counts: { matching: 1, all, fullText: 1, newestIndexRows: 0 } },
    );
    assert.deepEqual(
      {
        rows: census.map((job) => job.title),
        statements: texts.length,
        walked: texts.some((text) => text.includes('ts_match_vq')),
      },
      { rows: ['Numbat census lead'], statements: 1, walked: true },
    );

    // No full-text match at all (a part of a word): only the substring-only run is read, one statement a page.
    const partialPage = async (counts?: OpenJobsCounts) => {
      texts.length = 0;
      const found = await repo.listOpen(
        { search: 'numbatl', sort: 'relevance', page: 1, limit: 10, today },
        { counts },
      );
      return { rows: found.map((job) => job.title), statements: texts.length };
    };
    assert.deepEqual(await partialPage({ matching: 1, all, fullText: 0, newestIndexRows: all }), {
      rows: ['Numbatland tours'],
      statements: 1,
    });
    assert.deepEqual((await partialPage()).rows, ['Numbatland tours'], 'the same without counts');
  });

  it("walks a facet's newest-first index for Best match only where the full-text matches are common in it", () => {
    const counts = (fullText: number | undefined, newestIndexRows: number | undefined) => ({
      matching: 5_000,
      all: 75_000,
      fullText,
      newestIndexRows,
    });
    // 2 × fullText² against 200 × the index's rows: a category of 11,600 open jobs crosses at 1,077.
    assert.equal(walksNewestIndex(counts(1_077, 11_600)), false);
    assert.equal(walksNewestIndex(counts(1_078, 11_600)), true);
    assert.equal(walksNewestIndex(counts(1_900, 11_600)), true, 'a common word in a category');
    assert.equal(walksNewestIndex(counts(780, 11_600)), false, 'a rarer word in a category');
    assert.equal(walksNewestIndex(counts(0, 11_600)), false, 'a part of a word: no full-text match');
    assert.equal(walksNewestIndex(counts(undefined, 11_600)), false, 'no full-text count: the planner chooses');
    assert.equal(walksNewestIndex(counts(1_900, undefined)), false, 'no index size: the planner chooses');
    assert.equal(walksNewestIndex(undefined), false);
  });
});
