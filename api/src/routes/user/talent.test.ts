import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { contacts } from '../../db/schema';
import { Agent } from '../../testing/agent';
import { buildUser, signIn } from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
  const day = 24 * 60 * 60 * 1000;
  const people = [
    { fullName: 'Zed Zimmer', professionalTitle: 'Web Developer', subCategory: ['React', 'CSS'], projectCompleted: 2 },
    { fullName: 'Amy Adams', professionalTitle: 'Mobile engineer', subCategory: ['Flutter', 'App Developer'], projectCompleted: 9 },
    { fullName: 'Mo Malik', professionalTitle: 'Illustrator', subCategory: ['Design & Creativity'], projectCompleted: 5 },
    { fullName: 'Wes 100% Web', professionalTitle: 'Copywriter', subCategory: ['Creativity & Writing'], projectCompleted: 0 },
  ];
  for (const [index, person] of people.entries()) {
    const { user } = await buildUser(ctx, { role: 'freelancer', ...person });
    await ctx.app.repos.users.update(user.id, { createdAt: new Date(Date.now() - (10 - index) * day) } as never);
  }
  await buildUser(ctx, { role: 'freelancer', fullName: 'Una Unverified', professionalTitle: 'Web Developer', verified: false });
  await buildUser(ctx, { role: 'client', fullName: 'Carl Client', professionalTitle: 'Web Developer' });
});
after(() => ctx.close());

const names = (body: { users: { fullName: string }[] }) => body.users.map((user) => user.fullName);
const list = (query = '') => new Agent(ctx).get(`/api/v1/user/suggestedFreelancers${query}`);

describe('GET /user/suggestedFreelancers', () => {
  it('lists verified freelancers only, newest first, without any e-mail', async () => {
    const response = await list();
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(names(response.json()), ['Wes 100% Web', 'Mo Malik', 'Amy Adams', 'Zed Zimmer']);
    assert.deepEqual(response.json().pagination, { page: 1, limit: 12, total: 4, totalPages: 1 });
    assert.ok(!/"email"|@example\.test/i.test(response.body), 'no e-mail field or address');
    const [first] = response.json().users;
    assert.deepEqual(Object.keys(first).sort(), [
      '_id', 'fullName', 'isMentor', 'memberSince', 'profile', 'projectCompleted', 'rating', 'role', 'skillProfile', 'username',
    ]);
    assert.deepEqual(first.rating, { average: null, count: 0 }, 'no reviews yet');
    assert.ok(!('resume' in first.skillProfile));
  });

  it('searches title, skills and name case-insensitively, wildcards literal', async () => {
    assert.deepEqual(names((await list('?search=web%20DEVELOPER')).json()), ['Zed Zimmer']);
    assert.deepEqual(names((await list('?search=app%20developer')).json()), ['Amy Adams']);
    assert.deepEqual(names((await list('?search=react')).json()), ['Zed Zimmer']);
    assert.deepEqual(names((await list('?search=malik')).json()), ['Mo Malik']);
    assert.deepEqual(names((await list('?search=100%25')).json()), ['Wes 100% Web']);
    assert.deepEqual(names((await list('?search=%25')).json()), ['Wes 100% Web'], '% is a literal');
    assert.deepEqual(names((await list('?search=nothing-matches')).json()), []);
    assert.deepEqual(names((await list('?category=design%20%26%20creativity')).json()), ['Mo Malik']);
  });

  it('sorts by name and by projects, and paginates', async () => {
    assert.deepEqual(names((await list('?sort=name')).json()), ['Amy Adams', 'Mo Malik', 'Wes 100% Web', 'Zed Zimmer']);
    assert.deepEqual(names((await list('?sort=projects')).json()), ['Amy Adams', 'Mo Malik', 'Zed Zimmer', 'Wes 100% Web']);
    const page2 = await list('?sort=name&limit=3&page=2');
    assert.deepEqual(names(page2.json()), ['Zed Zimmer']);
    assert.deepEqual(page2.json().pagination, { page: 2, limit: 3, total: 4, totalPages: 2 });
    assert.equal((await list('?sort=stars')).statusCode, 400);
    assert.equal((await list('?limit=500')).statusCode, 400);
  });

  it('sorts by rating: best mean first, more reviews first among equals, unrated last; each card shows its rating', async () => {
    const ratings: Record<string, { ratingCount: number; ratingTotal: number }> = {
      'Zed Zimmer': { ratingCount: 3, ratingTotal: 14 }, // 4.67, shown 4.7
      'Amy Adams': { ratingCount: 4, ratingTotal: 18 }, // 4.5 from 4 reviews
      'Wes 100% Web': { ratingCount: 2, ratingTotal: 9 }, // 4.5 from 2
    };
    const everyone = (await list()).json().users as { _id: string; fullName: string }[];
    try {
      for (const user of everyone) {
        if (ratings[user.fullName]) await ctx.app.repos.users.update(user._id, ratings[user.fullName]);
      }
      const sorted = (await list('?sort=rating')).json();
      assert.deepEqual(names(sorted), ['Zed Zimmer', 'Amy Adams', 'Wes 100% Web', 'Mo Malik']);
      assert.deepEqual(
        sorted.users.map((user: { rating: unknown }) => user.rating),
        [
          { average: 4.7, count: 3 },
          { average: 4.5, count: 4 },
          { average: 4.5, count: 2 },
          { average: null, count: 0 },
        ],
      );
      // Server side across pages: page 2 continues the same order.
      assert.deepEqual(names((await list('?sort=rating&limit=3&page=2')).json()), ['Mo Malik']);
      assert.deepEqual(names((await list('?sort=rating&search=web')).json()), ['Zed Zimmer', 'Wes 100% Web']);
    } finally {
      for (const user of everyone) await ctx.app.repos.users.update(user._id, { ratingCount: 0, ratingTotal: 0 });
    }
  });
});

describe('the Mentor badge on Find Talent cards', () => {
  /** Files a mentor application as the form does; an admin approving it writes the mentor profile. */
  async function mentorApplication(userId: string) {
    const application = await ctx.app.repos.programmes.apply('mentor', userId, {
      fullName: 'Badge Test',
      email: 'badge.test@example.test',
      currentProfession: 'Senior product designer',
      experience: '7to10',
      areaOfExpertise: ['uiux', 'careerGrowth'],
      professionalBio: 'Ten years designing products for start-ups and agencies, now helping new freelancers.',
      linkedin: 'https://www.linkedin.com/in/badge-test',
      availability: '3to5',
      mentoringType: ['oneOnOne', 'portfolioReview'],
      reason: 'I want to give back what my own mentors gave me when I started out.',
      freeSession: true,
    });
    assert.ok(application);
    return application;
  }

  /** Every SQL statement the embedded database runs while `work` runs (drizzle's PGlite driver calls `query`). */
  async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
    const client = (ctx.app.db as unknown as { session: { client: { query: (sql: string, ...rest: unknown[]) => unknown } } })
      .session.client;
    const original = client.query;
    const seen: string[] = [];
    client.query = function (this: unknown, sql: string, ...rest: unknown[]) {
      seen.push(sql);
      return original.call(this, sql, ...rest);
    };
    try {
      await work();
    } finally {
      client.query = original;
    }
    return seen;
  }

  it('marks approved mentors only, read with the page in one statement however many mentors it shows', async () => {
    const admin = await buildUser(ctx, { role: 'admin' });
    const everyone = (await list()).json().users as { _id: string; fullName: string }[];
    const idOf = (name: string) => everyone.find((user) => user.fullName === name)?._id as string;
    for (const name of ['Mo Malik', 'Zed Zimmer']) {
      const application = await mentorApplication(idOf(name));
      const outcome = await ctx.app.repos.programmes.decide(application.id, admin.user.id, 'approved', '', new Date());
      assert.equal(outcome.kind, 'decided');
    }
    await mentorApplication(idOf('Amy Adams')); // still waiting for an admin: no badge

    let response: Awaited<ReturnType<typeof list>> | undefined;
    const statements = await statementsDuring(async () => {
      response = await list('?sort=name');
    });
    assert.ok(response);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(
      response.json().users.map((user: { fullName: string; isMentor: boolean }) => [user.fullName, user.isMentor]),
      [
        ['Amy Adams', false],
        ['Mo Malik', true],
        ['Wes 100% Web', false],
        ['Zed Zimmer', true],
      ],
    );
    const mentorReads = statements.filter((sql) => sql.includes('mentor_profiles'));
    assert.equal(mentorReads.length, 1, statements.join('\n'));
    assert.match(mentorReads[0] ?? '', /limit/i, 'the page query itself');
  });
});

describe('contacts', () => {
  it('client connects a freelancer: only the caller\'s list changes (issue 28), idempotent, connectedAt recorded', async () => {
    const client = await buildUser(ctx, { role: 'client' });
    const freelancer = await buildUser(ctx, { role: 'freelancer' });
    const agent = await signIn(ctx, client);
    const first = await agent.post(`/api/v1/user/addContact/${freelancer.user.id}`);
    assert.equal(first.statusCode, 200, first.body);
    assert.match(first.json().message, /is now in your contacts/);
    const again = await agent.post(`/api/v1/user/addContact/${freelancer.user.id}`);
    assert.equal(again.statusCode, 200);
    assert.match(again.json().message, /already in your contacts/);

    const rows = await ctx.app.db.select().from(contacts).where(eq(contacts.userId, client.user.id));
    assert.equal(rows.length, 1);
    assert.ok(rows[0].connectedAt, 'client → freelancer connection dated');
    const back = await ctx.app.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.userId, freelancer.user.id), eq(contacts.contactId, client.user.id)));
    assert.equal(back.length, 0, 'nobody is put on the other person\'s list');

    const mine = await agent.get('/api/v1/user/contacts');
    assert.deepEqual(mine.json().contacts.map((user: { _id: string }) => user._id), [freelancer.user.id]);
    const theirs = await (await signIn(ctx, freelancer)).get('/api/v1/user/contacts');
    assert.deepEqual(theirs.json().contacts, []);
  });

  it('refuses self, unknown users, bad ids and visitors', async () => {
    const built = await buildUser(ctx, { role: 'client' });
    const agent = await signIn(ctx, built);
    const self = await agent.post(`/api/v1/user/addContact/${built.user.id}`);
    assert.equal(self.statusCode, 400);
    assert.equal(self.json().message, 'You cannot add yourself as a contact.');
    assert.equal((await agent.post('/api/v1/user/addContact/00000000-0000-4000-8000-000000000000')).statusCode, 404);
    assert.equal((await agent.post('/api/v1/user/addContact/not-a-uuid')).statusCode, 400);
    assert.equal((await agent.get('/api/v1/user/contacts')).json().contacts.length, 0);
    assert.equal((await new Agent(ctx).post(`/api/v1/user/addContact/${built.user.id}`)).statusCode, 401);
    assert.equal((await new Agent(ctx).get('/api/v1/user/contacts')).statusCode, 401);
  });
});
