import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Agent } from '../../testing/agent';
import { buildUser, signIn } from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';

let ctx: TestContext;
before(async () => {
  ctx = await buildTestApp();
});
after(() => ctx.close());

const URL = '/api/v1/user/updateProfile';

describe('POST /user/updateProfile', () => {
  it('updates personal info for a client', async () => {
    const agent = await signIn(ctx, await buildUser(ctx, { role: 'client' }));
    const response = await agent.post(URL, {
      fullName: '  Clara Updated ',
      professionalTitle: 'Head of Product',
      languages: ['English', ' Hindi '],
    });
    assert.equal(response.statusCode, 200, response.body);
    const { user, message } = response.json();
    assert.equal(message, 'Profile updated successfully.');
    assert.equal(user.fullName, 'Clara Updated');
    assert.equal(user.profile.professionalTitle, 'Head of Product');
    assert.deepEqual(user.profile.languages, ['English', 'Hindi']);
    const cleared = await agent.post(URL, { professionalTitle: '' });
    assert.equal(cleared.json().user.profile.professionalTitle, null);
  });

  it('refuses a name that poses as the team, and leaves names already stored alone (issue 28)', async () => {
    const built = await buildUser(ctx, { role: 'client', fullName: 'Support Desk Sam' });
    const agent = await signIn(ctx, built);
    for (const fullName of ['Freelane', 'Ѕupport', 'Sam\u202E', 'Freełane', 'Ƒreelane', 'FREELΛNE', 'ᴀᴅᴍɪɴ', 'Sysadmin', 'Moderators', 'Trust & Safety']) {
      const response = await agent.post(URL, { fullName });
      assert.equal(response.statusCode, 400, fullName);
    }
    // A stored name is untouched, and other fields still save.
    const title = await agent.post(URL, { professionalTitle: 'Bakery owner' });
    assert.equal(title.statusCode, 200, title.body);
    assert.equal(title.json().user.fullName, 'Support Desk Sam');
  });

  it('lets a freelancer set bio, skills and unique skills, one at a time', async () => {
    const agent = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    assert.equal((await agent.post(URL, { bio: 'I build things.' })).json().user.profile.bio, 'I build things.');
    const skills = await agent.post(URL, { subCategory: [' React ', 'Node.js'] });
    assert.deepEqual(skills.json().user.skillProfile.subCategory, ['React', 'Node.js']);
    const usp = await agent.post(URL, { uspSkill: ['Accessibility audits'] });
    assert.deepEqual(usp.json().user.skillProfile.uspSkill, ['Accessibility audits']);
    assert.deepEqual(usp.json().user.skillProfile.subCategory, ['React', 'Node.js'], 'other fields untouched');
  });

  it('refuses bio, skills and unique skills from a client', async () => {
    const built = await buildUser(ctx, { role: 'client' });
    const agent = await signIn(ctx, built);
    for (const body of [{ bio: 'x' }, { subCategory: ['React'] }, { uspSkill: ['Design'] }]) {
      const response = await agent.post(URL, body);
      assert.equal(response.statusCode, 403, JSON.stringify(body));
      assert.equal(response.json().message, 'Only freelancers can edit the bio, skills, unique skills, hourly rate and resume.');
    }
    const row = await ctx.app.repos.users.findById(built.user.id);
    assert.equal(row?.bio, null);
    assert.deepEqual(row?.subCategory, []);
  });

  it("shows a freelancer's hourly rate and location on Find Talent, public, and clears them (issue 36)", async () => {
    const built = await buildUser(ctx, { role: 'freelancer', fullName: 'Rita Rate' });
    const agent = await signIn(ctx, built);
    const saved = await agent.post(URL, { hourlyRate: 42.5, location: '  Lisbon, Portugal ' });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().user.profile.hourlyRate, 42.5);
    assert.equal(saved.json().user.profile.location, 'Lisbon, Portugal');
    // A visitor's Find Talent card carries both (public fields), and no private one.
    const card = async () => {
      const list = await new Agent(ctx).get('/api/v1/user/suggestedFreelancers?search=Rita%20Rate');
      assert.equal(list.statusCode, 200, list.body);
      const found = (list.json().users as { _id: string; email?: string; profile: Record<string, unknown> }[]).find(
        (user) => user._id === built.user.id,
      );
      assert.ok(found, 'the card is listed');
      assert.equal(found.email, undefined);
      return found.profile;
    };
    assert.deepEqual([(await card()).hourlyRate, (await card()).location], [42.5, 'Lisbon, Portugal']);
    const cleared = await agent.post(URL, { hourlyRate: null, location: '' });
    assert.equal(cleared.statusCode, 200, cleared.body);
    assert.deepEqual([(await card()).hourlyRate, (await card()).location], [null, null]);
  });

  it('refuses an hourly rate out of bounds at its field, and from a client; a client may set a location', async () => {
    const agent = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    for (const [hourlyRate, message] of [
      [0, 'Hourly rate must be more than 0.'],
      [-5, 'Hourly rate must be more than 0.'],
      [10_000.01, 'Hourly rate must be at most 10000.'],
      [12.345, 'Hourly rate can have at most two decimals.'],
      ['forty', 'Hourly rate must be a number.'],
    ] as const) {
      const response = await agent.post(URL, { hourlyRate });
      assert.equal(response.statusCode, 400, String(hourlyRate));
      assert.deepEqual(response.json().fields, { hourlyRate: message }, String(hourlyRate));
    }
    const long = await agent.post(URL, { location: 'x'.repeat(81) });
    assert.equal(long.statusCode, 400);
    assert.deepEqual(long.json().fields, { location: 'Location must be at most 80 characters.' });

    const client = await signIn(ctx, await buildUser(ctx, { role: 'client' }));
    assert.equal((await client.post(URL, { hourlyRate: 30 })).statusCode, 403);
    const located = await client.post(URL, { location: 'Leeds, UK' });
    assert.equal(located.statusCode, 200, located.body);
    assert.equal(located.json().user.profile.location, 'Leeds, UK');
    assert.equal(located.json().user.profile.hourlyRate, null);
  });

  it('refuses blank and duplicate skills, empty bodies and visitors', async () => {
    const agent = await signIn(ctx, await buildUser(ctx, { role: 'freelancer' }));
    const blank = await agent.post(URL, { subCategory: ['React', '   '] });
    assert.equal(blank.statusCode, 400);
    assert.match(blank.json().message, /must not be blank/);
    const duplicate = await agent.post(URL, { subCategory: ['React', 'react '] });
    assert.equal(duplicate.statusCode, 400);
    assert.match(duplicate.json().message, /must not repeat/);
    const empty = await agent.post(URL, {});
    assert.equal(empty.statusCode, 400);
    assert.match(empty.json().message, /Nothing to update/);
    const tooMany = await agent.post(URL, { uspSkill: Array.from({ length: 31 }, (_, i) => `skill ${i}`) });
    assert.equal(tooMany.statusCode, 400);
    assert.equal((await new Agent(ctx).post(URL, { fullName: 'X' })).statusCode, 401);
  });

  it('keeps a new e-mail pending until the link sent to it is opened', async () => {
    const built = await buildUser(ctx, { role: 'client' });
    const agent = await signIn(ctx, built);
    const newEmail = `moved.${Date.now()}@example.test`;
    agent.alsoOwn.add(newEmail);
    ctx.emails.add(newEmail);

    const response = await agent.post(URL, { email: newEmail.toUpperCase() });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(response.json().message, /changes once you open it/);
    assert.equal(response.json().user.email, built.email);
    assert.equal(response.json().user.pendingEmail, newEmail);

    // Still the old address for login until verified.
    const device = new Agent(ctx, built.email);
    device.alsoOwn.add(newEmail);
    assert.equal((await device.post('/api/v1/user/login', { email: built.email, password: built.password })).statusCode, 200);
    const loginNew = await new Agent(ctx).post('/api/v1/user/login', { email: newEmail, password: built.password });
    assert.equal(loginNew.statusCode, 401);

    const token = ctx.outbox.verificationToken(newEmail);
    const verified = await new Agent(ctx).get(`/api/v1/user/verify-email?token=${token}`);
    assert.equal(verified.headers.location, '/login?verified=1');

    const notice = ctx.outbox.to(built.email).at(-1);
    assert.equal(notice?.subject, 'Your Freelane e-mail address was changed', 'the old address is told');

    const profile = await agent.get('/api/v1/user/profile');
    assert.equal(profile.json().user.email, newEmail);
    assert.equal(profile.json().user.pendingEmail, null);
    await signIn(ctx, { ...built, email: newEmail });
    assert.equal((await new Agent(ctx).post('/api/v1/user/login', { email: built.email, password: built.password })).statusCode, 401);
  });

  it("answers another account's e-mail like a free one, tells its owner, never changes to it; an older change link stops working", async () => {
    const other = await buildUser(ctx);
    const built = await buildUser(ctx, { role: 'client' });
    const agent = await signIn(ctx, built);
    agent.alsoOwn.add(other.email); // typed by this user: it may come back in their own answer
    const taken = await agent.post(URL, { email: other.email });
    assert.equal(taken.statusCode, 200, taken.body);
    assert.equal(
      taken.json().message,
      `Profile updated. We sent a link to ${other.email}: your e-mail address changes once you open it.`,
    );
    const owned = ctx.outbox.to(other.email);
    assert.deepEqual(
      owned.map((mail) => mail.subject),
      ['Your Freelane e-mail address was used again'],
      'the owner is told, and no change link is sent',
    );

    const first = `first.${Date.now()}@example.test`;
    const second = `second.${Date.now()}@example.test`;
    for (const address of [first, second]) {
      agent.alsoOwn.add(address);
      ctx.emails.add(address);
      assert.equal((await agent.post(URL, { email: address })).statusCode, 200);
    }
    const stale = await new Agent(ctx).get(`/api/v1/user/verify-email?token=${ctx.outbox.verificationToken(first)}`);
    assert.equal(stale.headers.location, '/login?verified=invalid');
    assert.equal((await agent.get('/api/v1/user/profile')).json().user.email, built.email);
  });
});
