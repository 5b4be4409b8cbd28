import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Agent } from '../../testing/agent';
import { SETTLED_AFTER_MS } from '../../lib/cache-tags';
import { FakeClock } from '../../testing/fake-clock';
import { buildUser, jobInput, proposalInput, signIn, type BuiltUser } from '../../testing/factories';
import { buildTestApp, type TestContext } from '../../testing/test-app';

// Open-job totals and the public list are cached (plugins/read-cache.ts): these journeys prove a
// reader never sees them lag behind a write made through the API.
const clock = new FakeClock(new Date('2026-11-22T08:00:00.000Z'));
let ctx: TestContext;
let owner: Agent;
let finder: Agent;
let finderUser: BuiltUser;
before(async () => {
  ctx = await buildTestApp({ clock });
  owner = await signIn(ctx, await buildUser(ctx, { role: 'client', fullName: 'Olga Owner' }));
  finderUser = await buildUser(ctx, { role: 'freelancer', fullName: 'Fred Finder' });
  finder = await signIn(ctx, finderUser);
});
after(() => ctx.close());

const totalOf = async (agent: Agent, url: string) => {
  const response = await agent.get(url);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().pagination.total as number;
};
const findTotal = (query = '') => totalOf(finder, `/api/v1/job/getAllJobs${query}`);
const publicTotal = () => totalOf(new Agent(ctx), '/api/v1/job/newAllJobs');
const post = async (overrides: Record<string, unknown>) => {
  const response = await owner.post('/api/v1/job/postJob', jobInput(ctx, overrides));
  assert.equal(response.statusCode, 201, response.body);
  return response.json().job._id as string;
};

describe('Find Jobs totals and the public list follow every write at once', () => {
  it('counts a posted, edited, applied-to and deleted job immediately', async () => {
    const web = await post({ title: 'Shop front' });
    await post({ title: 'Phone app', category: 'Mobile Development' });
    assert.equal(await findTotal(), 2);
    assert.equal(await findTotal('?category=Mobile%20Development'), 1);
    assert.equal(await publicTotal(), 2);

    const third = await post({ title: 'Another app', category: 'Mobile Development', rank: 'expert' });
    assert.equal(await findTotal(), 3);
    assert.equal(await findTotal('?category=Mobile%20Development'), 2);
    assert.equal(await findTotal('?category=Mobile%20Development&rank=expert'), 1);
    assert.equal(await publicTotal(), 3);

    const edited = await owner.post(
      `/api/v1/job/updateJob/${web}`,
      jobInput(ctx, { title: 'Shop front', category: 'Mobile Development' }),
    );
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(await findTotal('?category=Mobile%20Development'), 3);
    assert.equal(await findTotal('?category=Web%20Development'), 0);

    const applied = await finder.post(`/api/v1/application/applyJobs/${third}`, proposalInput());
    assert.equal(applied.statusCode, 201, applied.body);
    const listed = (await new Agent(ctx).get('/api/v1/job/newAllJobs')).json().jobs as {
      _id: string;
      applicantCount: number;
    }[];
    assert.equal(listed.find((job) => job._id === third)?.applicantCount, 1);

    assert.equal((await owner.delete(`/api/v1/job/deleteJob/${third}`)).statusCode, 200);
    assert.equal(await findTotal(), 2);
    assert.equal(await findTotal('?category=Mobile%20Development&rank=expert'), 0);
    assert.equal(await publicTotal(), 2);
  });

  it('counts keyword matches per field: text spanning the title and the description is no match', async () => {
    await post({
      title: 'Alpha landing',
      description: 'Beta testers wanted for a calm, modern landing page with a contact form.',
      category: 'Web Development',
    });
    assert.equal(await findTotal('?search=alpha'), 1);
    // A keyword's total under a filter is its cell of the keyword's per-facet counts.
    assert.equal(await findTotal('?search=alpha&category=Web%20Development'), 1);
    assert.equal(await findTotal('?search=alpha&category=Mobile%20Development'), 0);
    assert.equal(await findTotal('?search=beta%20testers'), 1);
    const spanning = await finder.get(`/api/v1/job/getAllJobs?search=${encodeURIComponent('landing\nBeta')}`);
    assert.equal(spanning.statusCode, 200, spanning.body);
    assert.deepEqual(spanning.json().jobs, []);
    assert.equal(spanning.json().pagination.total, 0);
  });

  it("follows a keyword's cached pages: a post drops the keywords its text holds (any case, any field), and only those", async () => {
    const ids = async (query: string) =>
      ((await finder.get(`/api/v1/job/getAllJobs${query}`)).json().jobs as { _id: string }[]).map((job) => job._id);
    const keywordPages = [
      '?search=Quokka',
      '?search=quokka&sort=relevance',
      '?search=QUOKKA&category=Design%20%26%20Creative',
    ];
    const otherPage = '?search=wombat&sort=relevance';
    const wombat = await post({ title: 'Wombat burrow survey', category: 'Design & Creative' });
    for (const page of keywordPages) assert.deepEqual(await ids(page), [], page);
    assert.deepEqual(await ids(otherPage), [wombat]);

    // Without the keyword: the other keyword's page is still cached (no page read from the
    // database), and every page is right.
    const jobsRepository = ctx.app.repos.jobs;
    const listOpen = jobsRepository.listOpen;
    let pagesRead = 0;
    jobsRepository.listOpen = (...args) => {
      pagesRead += 1;
      return listOpen(...args);
    };
    try {
      await post({ title: 'Kangaroo fence repair', category: 'Design & Creative' });
      assert.deepEqual(await ids(otherPage), [wombat]);
      assert.equal(pagesRead, 0, "a post without the keyword leaves the keyword's page cached");
      await ids('?sort=newest');
      assert.equal(pagesRead, 1, 'the page without a keyword is read again');
    } finally {
      jobsRepository.listOpen = listOpen;
    }
    for (const page of keywordPages) assert.deepEqual(await ids(page), [], page);

    // The keyword only in a skill, in another case: every page of it shows the job at once.
    const inSkill = await post({
      title: 'Marsupial mascot drawings',
      category: 'Design & Creative',
      skills: ['QuOKKa drawing'],
    });
    for (const page of keywordPages) assert.deepEqual(await ids(page), [inSkill], page);
    assert.equal(await findTotal('?search=quokka'), 1);

    // Spanning two fields: the stored text joins them with a line break, as a search with one does.
    const spanning = await post({
      title: 'Quiet numbat',
      description: 'Zebra stripes on a numbat mural, a calm and modern piece for a zoo.',
    });
    assert.deepEqual(await ids(`?search=${encodeURIComponent('numbat\nZebra')}`), []);
    assert.deepEqual(await ids('?search=zebra'), [spanning]);

    // An edit that takes the keyword out, and a deletion, change the list otherwise: every keyword's pages go.
    const edited = await owner.post(
      `/api/v1/job/updateJob/${inSkill}`,
      jobInput(ctx, { title: 'Marsupial mascot drawings', skills: ['Drawing'] }),
    );
    assert.equal(edited.statusCode, 200, edited.body);
    for (const page of keywordPages) assert.deepEqual(await ids(page), [], page);
    assert.equal((await owner.delete(`/api/v1/job/deleteJob/${wombat}`)).statusCode, 200);
    assert.deepEqual(await ids(otherPage), []);
  });

  it('reads a first page that needs no total beside its count; other pages after it', async () => {
    const pages = [
      '?page=1',
      '?category=Mobile%20Development',
      '?search=gated&sort=newest',
      '?page=2&limit=1',
      '?search=gated',
      '?budget=500to1000',
      '?budget=under100',
    ];
    // The jobs so far are settled (posted over SETTLED_AFTER_MS ago; an edit drops the settled
    // counts taken before), and the settled parts of the counts are in the cache: a page chooses its
    // way of reading from them (a keyword's: walk or collect; a budget's: whether it has any job, as
    // under 100 has not). The post drops every fresh part, so each page below counts again.
    const settledJob = await post({ title: 'Settled budget job' });
    clock.advance({ ms: SETTLED_AFTER_MS + 60_000 });
    const edited = await owner.post(
      `/api/v1/job/updateJob/${settledJob}`,
      jobInput(ctx, { title: 'Settled budget job' }),
    );
    assert.equal(edited.statusCode, 200, edited.body);
    for (const query of pages) assert.equal((await finder.get(`/api/v1/job/getAllJobs${query}`)).statusCode, 200);
    await post({ title: 'Gated count', category: 'Mobile Development' });
    const jobsRepo = ctx.app.repos.jobs;
    const { openFacets, listOpen } = jobsRepo;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const readWhileCounting: string[] = [];
    let counting = false;
    let released = false;
    jobsRepo.openFacets = async (...args) => {
      counting = true;
      await gate;
      return openFacets(...args);
    };
    jobsRepo.listOpen = async (query, options) => {
      const what = [query.search ?? query.category ?? query.budget ?? 'all', query.sort, `page ${query.page}`];
      if (!released) readWhileCounting.push(what.join(' '));
      return listOpen(query, options);
    };
    try {
      const answers = pages.map((query) => finder.get(`/api/v1/job/getAllJobs${query}`));
      // Waits for the first pages (the counts cannot finish: the other pages cannot be read meanwhile).
      for (let waited = 0; readWhileCounting.length < 4 && waited < 5000; waited += 10)
        await new Promise((resolve) => setTimeout(resolve, 10));
      assert.ok(counting, 'the pages count again');
      assert.deepEqual(readWhileCounting.sort(), [
        '500to1000 newest page 1',
        'Mobile Development newest page 1',
        'all newest page 1',
        'gated newest page 1',
      ]);
      released = true;
      release();
      for (const response of await Promise.all(answers)) assert.equal(response.statusCode, 200, response.body);
    } finally {
      release();
      jobsRepo.openFacets = openFacets;
      jobsRepo.listOpen = listOpen;
    }
  });

  it('answers a page past the last with no jobs and the real total', async () => {
    const total = await findTotal();
    const response = await finder.get(`/api/v1/job/getAllJobs?page=${total + 1}&limit=1`);
    assert.deepEqual(response.json().jobs, []);
    assert.equal(response.json().pagination.total, total);
  });
});
