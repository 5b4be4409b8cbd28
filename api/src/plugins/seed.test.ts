import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Agent } from '../testing/agent';
import { buildTestApp, type TestContext } from '../testing/test-app';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp({
    config: { seedDemo: true, admin: { email: 'ops@example.test', password: 'Ops-Admin-Password-7' } },
  });
  for (const account of DEMO_ACCOUNTS) ctx.emails.add(account.email);
  ctx.emails.add('ops@example.test');
});
after(() => ctx.close());

describe('demo data and the configured admin', () => {
  it('seeds at least six blog posts with three or more sections each', async () => {
    const response = await new Agent(ctx).get('/api/v1/blog/getAllBlog');
    const blogs = response.json().blog as { content: unknown[]; createdAt: string }[];
    assert.ok(blogs.length >= 6);
    for (const blog of blogs) assert.ok(blog.content.length >= 3);
    const dates = blogs.map((blog) => blog.createdAt);
    assert.deepEqual(dates, [...dates].sort().reverse(), 'newest first');
  });

  it("gives each demo post its own cover picture, served as an image like an admin's upload (issue 36)", async () => {
    const visitor = new Agent(ctx);
    const blogs = (await visitor.get('/api/v1/blog/getAllBlog')).json().blog as {
      title: string;
      image: string | null;
    }[];
    const images = blogs.map((blog) => blog.image);
    assert.ok(
      images.every((image) => typeof image === 'string' && image.startsWith('/')),
      JSON.stringify(images),
    );
    assert.equal(new Set(images).size, blogs.length, 'no two posts share a cover');
    const bodies = new Set<string>();
    for (const image of images as string[]) {
      const served = await visitor.get(image);
      assert.equal(served.statusCode, 200, image);
      assert.equal(served.headers['content-type'], 'image/png', image);
      // A phone fetches the first row's covers beside the page's scripts (issue 39): a few kB each.
      assert.ok(served.rawPayload.length < 16 * 1024, `${image}: a small file (${served.rawPayload.length} bytes)`);
      bodies.add(served.rawPayload.toString('base64'));
    }
    assert.equal(bodies.size, blogs.length, 'each cover is a different picture');
  });

  it("shows the demo freelancers' rate and location on Find Talent (issue 36)", async () => {
    const users = (await new Agent(ctx).get('/api/v1/user/suggestedFreelancers?sort=name')).json().users as {
      fullName: string;
      profile: { hourlyRate: number | null; location: string | null };
    }[];
    const shown = users
      .filter((user) => ['Ava Patel', 'Ben Okafor'].includes(user.fullName))
      .map((user) => [user.fullName, user.profile.hourlyRate, user.profile.location]);
    assert.deepEqual(shown, [
      ['Ava Patel', 45, 'Pune, India'],
      ['Ben Okafor', 38.5, 'Lagos, Nigeria'],
    ]);
  });

  it('lets every demo account log in with its documented password and role', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const agent = new Agent(ctx, account.email);
      const response = await agent.post('/api/v1/user/login', { email: account.email, password: account.password });
      assert.equal(response.statusCode, 200, account.email);
      assert.equal(response.json().user.role, account.role);
      assert.equal(response.json().user.fullName, account.fullName);
    }
  });

  it('shows the programmes at work: a mentor, a hiring assistant and an application waiting for an admin', async () => {
    const login = async (email: string) => {
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email)!;
      const agent = new Agent(ctx, email);
      assert.equal((await agent.post('/api/v1/user/login', { email, password: account.password })).statusCode, 200);
      return agent;
    };
    const clara = await login('client@freelane.test');
    const mentors = (await clara.get('/api/v1/user/getMentors')).json().mentors as {
      fullName: string;
      freeSession: boolean;
    }[];
    assert.deepEqual(
      mentors.map((mentor) => [mentor.fullName, mentor.freeSession]),
      [['Ben Okafor', true]],
    );
    const assistants = (await clara.get('/api/v1/user/getHiringAssistants')).json().hiringAssistants as {
      userDetails: { fullName: string };
    }[];
    assert.deepEqual(
      assistants.map((assistant) => assistant.userDetails.fullName),
      ['Ben Okafor'],
    );
    const admin = await login('admin@freelane.test');
    const queue = (await admin.get('/api/v1/admin/applications?status=pending')).json();
    assert.deepEqual(
      queue.applications.map((row: { type: string; applicant: { fullName: string } }) => [
        row.type,
        row.applicant.fullName,
      ]),
      [['mentor', 'Ava Patel']],
    );
  });

  it('shows Ava two saved searches and a job alert waiting (issue 37)', async () => {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.username === 'ava')!;
    const ava = new Agent(ctx, account.email);
    assert.equal((await ava.post('/api/v1/user/login', { email: account.email, password: account.password })).statusCode, 200);
    const searches = (await ava.get('/api/v1/job/savedSearches')).json().savedSearches as { name: string; newMatches: number }[];
    assert.deepEqual(
      searches.map((search) => [search.name, search.newMatches]),
      [
        ['Branding and logos', 1],
        ['React front-ends', 0],
      ],
    );
    const alerts = (await ava.get('/api/v1/notification/getNotifications?filter=JobAlert')).json().notifications as {
      message: string;
      isRead: boolean;
    }[];
    assert.equal(alerts.length, 1);
    assert.match(alerts[0].message, /saved search "Branding and logos": Brand identity refresh for a tea shop/);
    assert.equal(alerts[0].isRead, false);
  });

  it('ensures the ADMIN_EMAIL account is a verified admin', async () => {
    const agent = new Agent(ctx, 'ops@example.test');
    const response = await agent.post('/api/v1/user/login', {
      email: 'ops@example.test',
      password: 'Ops-Admin-Password-7',
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().user.role, 'admin');
  });
});
