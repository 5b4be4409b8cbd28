import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Agent } from '../../testing/agent';
import { FakeClock } from '../../testing/fake-clock';
import { buildUser, jobInput, signIn, type BuiltUser } from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';
import { LATE_POST_MS, SETTLED_AFTER_MS } from '../../lib/cache-tags';
import type { PostedRange } from '../../repositories/jobs';

// Find Jobs' totals are kept in two parts (queries/open-jobs.ts): the settled part (jobs posted up to
// a moment a few minutes back, counted once) and the fresh part (posted since). These journeys run
// on a clock at the real time, so a post is reported on time and drops only the fresh part: they
// prove the totals stay exact across both parts, and that a post does not recount the settled part.
const startedAt = new Date();
const clock = new FakeClock(startedAt);
let ctx: TestContext;
let owner: Agent;
let finder: Agent;
let finderUser: BuiltUser;
/** The ranges openFacets was asked for, in order. */
const facetRanges: PostedRange[] = [];
before(async () => {
  ctx = await buildTestApp({ clock });
  const jobs = ctx.app.repos.jobs;
  const openFacets = jobs.openFacets.bind(jobs);
  jobs.openFacets = (today, range = {}, search) => {
    facetRanges.push(range);
    return openFacets(today, range, search);
  };
  owner = await signIn(ctx, await buildUser(ctx, { role: 'client', fullName: 'Sam Settled' }));
  finderUser = await buildUser(ctx, { role: 'freelancer', fullName: 'Fran Fresh' });
  finder = await signIn(ctx, finderUser);
});
after(() => ctx.close());

const findTotal = async (query = '') => {
  const response = await finder.get(`/api/v1/job/getAllJobs${query}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().pagination.total as number;
};
const publicTotal = async () => (await new Agent(ctx).get('/api/v1/job/newAllJobs')).json().pagination.total as number;
/** Posts with the clock at `postedAt`, then puts the clock back to the real time. */
const post = async (overrides: Record<string, unknown>, postedAt = new Date()) => {
  clock.set(postedAt);
  const response = await owner.post('/api/v1/job/postJob', jobInput(ctx, overrides));
  clock.set(new Date());
  assert.equal(response.statusCode, 201, response.body);
  return response.json().job._id as string;
};
const settledCounts = () => facetRanges.filter((range) => range.upTo).length;

describe('Find Jobs totals across the settled and the fresh part', () => {
  it('counts a job posted on time in the fresh part without recounting the settled part', async () => {
    const old = await post({ title: 'Bakery site' }, new Date(startedAt.getTime() - 10 * 60_000));
    assert.equal(await findTotal(), 1);
    assert.equal(await findTotal('?search=bakery'), 1);
    const settledBefore = settledCounts();

    await post({ title: 'Bakery app', category: 'Mobile Development' });
    assert.equal(await findTotal(), 2);
    assert.equal(await findTotal('?category=Mobile%20Development'), 1);
    assert.equal(await findTotal('?search=bakery'), 2);
    assert.equal(await publicTotal(), 2);
    assert.equal(settledCounts(), settledBefore, 'a post on time leaves the settled counts alone');

    // Deleting a settled job moves the settled part: it is counted again, without the job (once
    // for every filter without a keyword, once for the keyword's filters).
    assert.equal((await owner.delete(`/api/v1/job/deleteJob/${old}`)).statusCode, 200);
    assert.equal(await findTotal(), 1);
    assert.equal(await findTotal('?search=bakery'), 1);
    assert.equal(await publicTotal(), 1);
    assert.equal(settledCounts(), settledBefore + 2);
  });

  it('counts a post reported late, whose time the settled part already covers', async () => {
    const before = await findTotal();
    const beforeKeyword = await findTotal('?search=florist');
    // Posted at a time before the cached settled moment: only dropping the settled part counts it.
    const late = new Date(Date.now() - SETTLED_AFTER_MS - LATE_POST_MS - 60_000);
    // Its report trails: the job is stamped at the late time, and reported at the clock's (real) time.
    const jobs = ctx.app.repos.jobs;
    const create = jobs.create.bind(jobs);
    jobs.create = (ownerId, input) => create(ownerId, input, late);
    const response = await owner.post('/api/v1/job/postJob', jobInput(ctx, { title: 'Florist shop' })).finally(() => {
      jobs.create = create;
    });
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().job.createdAt, late.toISOString(), 'posted at the late time');
    assert.equal(await findTotal(), before + 1);
    assert.equal(await findTotal('?search=florist'), beforeKeyword + 1);
  });
});
