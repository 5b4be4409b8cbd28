import assert from 'node:assert/strict';
import { SOCKET_EVENTS, type Job, type Notification } from '@freelane/shared/contracts';
import { Agent } from './agent';
import { buildClient, buildFreelancer, jobInput, proposalInput, signIn, type BuiltUser } from './factories';
import { openTab, until, type Tab } from './tabs';
import type { TestContext } from './test-app';

// The writes `npm run bench` sends beside its reads (job posts, proposals, chat sends, notification
// marks, profile edits), each followed by the reads that show it, as the reader's first read
// after the writer's answer and after the socket event that announces it. `writer` and `reader`
// are the same app (one process) or two apps on one PostgreSQL (two processes, each with its own
// read cache). Every read is made once before the write, so a stale cached answer would be there.

export interface Sides {
  writer: TestContext;
  reader: TestContext;
  /** The reader's address for sockets (listenOn). */
  readerUrl: string;
}

/** The same signed-in browser, talking to the other process (its cookies, another connection). */
export function sameBrowserOn(ctx: TestContext, agent: Agent): Agent {
  const twin = new Agent(ctx, agent.ownEmail);
  for (const [name, value] of agent.cookies) twin.cookies.set(name, value);
  for (const address of agent.alsoOwn) twin.alsoOwn.add(address);
  return twin;
}

interface Person {
  built: BuiltUser;
  /** Signed in, talking to the writer. */
  atWriter: Agent;
  /** The same session, talking to the reader. */
  atReader: Agent;
}

async function person(sides: Sides, built: BuiltUser): Promise<Person> {
  const atWriter = await signIn(sides.writer, built);
  return { built, atWriter, atReader: sameBrowserOn(sides.reader, atWriter) };
}

const ok = async (response: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
  const answered = await response;
  assert.ok(answered.statusCode < 300, `${answered.statusCode}: ${answered.body}`);
  return answered.json() as Record<string, unknown>;
};

const findJobs = async (agent: Agent, query = '') =>
  (await ok(agent.get(`/api/v1/job/getAllJobs?page=1&limit=10${query}`))).jobs as Job[];
const jobById = async (agent: Agent, jobId: string) => (await ok(agent.get(`/api/v1/job/getJob/${jobId}`))).job as Job;
const ownJobs = async (agent: Agent) => (await ok(agent.get('/api/v1/job/adminJobs?page=1&limit=10'))).jobs as Job[];
const bell = async (agent: Agent) =>
  (await ok(agent.get('/api/v1/notification/getUnreadNotifications'))).notifications as Notification[];
const centre = async (agent: Agent) =>
  (await ok(agent.get('/api/v1/notification/getNotifications?filter=all&page=1&limit=20')))
    .notifications as Notification[];
const profile = async (agent: Agent) => (await ok(agent.get('/api/v1/user/profile'))).user as Record<string, unknown>;

/** Waits for the next `event` on the tab (counting from now) and then runs `read`. */
async function afterEvent<T>(tab: Tab, event: string, read: () => Promise<T>): Promise<T> {
  const seen = tab.events(event).length;
  await until(() => tab.events(event).length > seen, `${event} reaches the reader's tab`);
  return read();
}

export interface ReadAfterWrite {
  write: string;
  run(sides: Sides): Promise<void>;
}

export const READ_AFTER_WRITE: ReadAfterWrite[] = [
  {
    write: 'a job post',
    async run(sides) {
      const clara = await person(sides, await buildClient(sides.writer));
      const ava = await person(sides, await buildFreelancer(sides.writer));
      await findJobs(ava.atReader);
      await findJobs(ava.atReader, `&category=${encodeURIComponent('Web Development')}`);
      // A keyword's pages are dropped by the posts whose text holds it (here a skill, in another case).
      await findJobs(ava.atReader, '&search=REACT&sort=newest');
      await findJobs(ava.atReader, '&search=REACT&sort=relevance');
      await ownJobs(clara.atReader);
      // A long text in a script of three bytes a character: the post's searched text (its tag for
      // the keyword pages) is past NOTIFY's 8,000 bytes, so it reaches the other process through
      // the adapter's attachments table.
      const description = `A landing page for our shop in Osaka. ${'ウェブサイトのデザインをお願いします。'.repeat(240)}`;
      const posted = (await ok(clara.atWriter.post('/api/v1/job/postJob', jobInput(sides.writer, { description }))))
        .job as Job;
      assert.equal((await findJobs(ava.atReader))[0]?._id, posted._id, 'first on Find Jobs');
      assert.equal(
        (await findJobs(ava.atReader, '&category=Web%20Development'))[0]?._id,
        posted._id,
        'first in its category',
      );
      assert.equal(
        (await findJobs(ava.atReader, '&search=REACT&sort=newest'))[0]?._id,
        posted._id,
        "first on its keyword's page",
      );
      assert.ok(
        (await findJobs(ava.atReader, '&search=REACT&sort=relevance')).some((job) => job._id === posted._id),
        "on its keyword's Best match",
      );
      assert.equal((await ownJobs(clara.atReader))[0]?._id, posted._id, "first on the client's own jobs");
    },
  },
  {
    write: 'a proposal',
    async run(sides) {
      const clara = await person(sides, await buildClient(sides.writer));
      const ava = await person(sides, await buildFreelancer(sides.writer));
      const posted = (await ok(clara.atWriter.post('/api/v1/job/postJob', jobInput(sides.writer)))).job as Job;
      const claraTab = await openTab(sides.readerUrl, clara.atReader);
      assert.equal((await jobById(ava.atReader, posted._id)).applicantCount, 0);
      assert.equal((await ownJobs(clara.atReader))[0]?.applicantCount, 0);
      const announced = afterEvent(claraTab, SOCKET_EVENTS.notification, () => ownJobs(clara.atReader));
      await ok(ava.atWriter.post(`/api/v1/application/applyJobs/${posted._id}`, proposalInput()));
      const seen = await jobById(ava.atReader, posted._id);
      assert.equal(seen.applicantCount, 1, "the freelancer's first read after the answer");
      assert.equal(seen.myApplication?.status, 'pending');
      assert.equal((await announced)[0]?.applicantCount, 1, "the client's first read after the socket event");
    },
  },
  {
    write: 'a chat send',
    async run(sides) {
      const clara = await person(sides, await buildClient(sides.writer));
      const ava = await person(sides, await buildFreelancer(sides.writer));
      const avaTab = await openTab(sides.readerUrl, ava.atReader);
      assert.deepEqual(await bell(ava.atReader), []);
      const announced = afterEvent(avaTab, SOCKET_EVENTS.notification, () => bell(ava.atReader));
      await ok(
        clara.atWriter.post(`/api/v1/message/sendMessage/${ava.built.user.id}`, { message: 'Hello from the bench' }),
      );
      assert.match((await announced)[0]?.message ?? '', /Hello from the bench/, 'the bell after the socket event');
      assert.match((await bell(ava.atReader))[0]?.message ?? '', /Hello from the bench/);
    },
  },
  {
    write: 'a notification mark',
    async run(sides) {
      const clara = await person(sides, await buildClient(sides.writer));
      const ava = await person(sides, await buildFreelancer(sides.writer));
      await ok(clara.atWriter.post(`/api/v1/message/sendMessage/${ava.built.user.id}`, { message: 'Mark me read' }));
      const [unread] = await bell(ava.atReader);
      assert.ok(unread, 'a notification to mark');
      assert.equal((await centre(ava.atReader))[0]?.isRead, false);
      const otherTab = await openTab(sides.readerUrl, ava.atReader);
      const announced = afterEvent(otherTab, SOCKET_EVENTS.notificationsChanged, () => bell(ava.atReader));
      await ok(ava.atWriter.csrfGet(`/api/v1/notification/markSingleNotification/${unread._id}`));
      assert.deepEqual(await bell(ava.atReader), [], 'the bell after the answer');
      assert.equal((await centre(ava.atReader))[0]?.isRead, true, 'the centre after the answer');
      assert.deepEqual(await announced, [], "the bell of the person's other tab after the socket event");
    },
  },
  {
    write: 'a profile edit',
    async run(sides) {
      const clara = await person(sides, await buildClient(sides.writer));
      const ava = await person(sides, await buildFreelancer(sides.writer));
      const posted = (await ok(clara.atWriter.post('/api/v1/job/postJob', jobInput(sides.writer)))).job as Job;
      assert.equal((await jobById(ava.atReader, posted._id)).owner.fullName, clara.built.user.fullName);
      assert.equal((await findJobs(ava.atReader))[0]?.owner.fullName, clara.built.user.fullName);
      assert.equal((await profile(clara.atReader)).fullName, clara.built.user.fullName);
      await ok(clara.atWriter.post('/api/v1/user/updateProfile', { fullName: 'Clara Renamed' }));
      assert.equal((await profile(clara.atReader)).fullName, 'Clara Renamed', 'her own profile');
      assert.equal(
        (await jobById(ava.atReader, posted._id)).owner.fullName,
        'Clara Renamed',
        'her job, as others see it',
      );
      assert.equal((await findJobs(ava.atReader))[0]?.owner.fullName, 'Clara Renamed', 'Find Jobs');
    },
  },
];
