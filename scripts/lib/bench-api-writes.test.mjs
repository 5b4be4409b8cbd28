import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ACCEPTED_WRITES,
  REFUSED_WRITES,
  addressBook,
  cookieFrom,
  isExpected,
  kindOrder,
  writePlan,
} from './bench-api-writes.mjs';

/** A seed file's shape (api/scripts/bench-seed-jobs.ts), small. */
function seededPeople({ clients = 4, freelancers = 4, applyTo = 2 } = {}) {
  const person = (role, n) => ({
    id: `${role}-${n}`,
    session: `session-${role}-${n}`,
    jobIds: [],
    chatPartnerIds: [`${role === 'client' ? 'freelancer' : 'client'}-${n}`],
    unreadNotificationIds: [`note-${role}-${n}-a`, `note-${role}-${n}-b`],
  });
  return {
    clients: Array.from({ length: clients }, (_, n) => person('client', n)),
    freelancers: Array.from({ length: freelancers }, (_, n) => ({
      ...person('freelancer', n),
      applyToJobIds: Array.from({ length: applyTo }, (_, k) => `open-${n}-${k}`),
      appliedJobIds: [`applied-${n}`],
    })),
    spammer: { id: 'spammer', session: 'session-spammer' },
    openJobIds: ['open-x', 'open-y'],
    writeBodies: {
      job: { title: 'Landing page', salary: 450 },
      proposal: { coverLetter: 'Hello', yourBid: 400 },
      profile: { professionalTitle: 'Available' },
    },
  };
}

const take = (next, count) => Array.from({ length: count }, () => next());

describe('kindOrder', () => {
  it('interleaves equal weights one by one', () => {
    const next = kindOrder([
      { name: 'a', weight: 1 },
      { name: 'b', weight: 1 },
      { name: 'c', weight: 1 },
    ]);
    assert.deepEqual(
      take(next, 6).map((kind) => kind.name),
      ['a', 'b', 'c', 'a', 'b', 'c'],
    );
  });

  it('keeps the weights and spreads the heavier kind rather than bunching it', () => {
    const next = kindOrder([
      { name: 'a', weight: 2 },
      { name: 'b', weight: 1 },
    ]);
    assert.deepEqual(
      take(next, 6).map((kind) => kind.name),
      ['a', 'b', 'a', 'a', 'b', 'a'],
    );
  });
});

describe('writePlan', () => {
  it('sends every accepted kind in turn, each from the people who can send it', () => {
    const seeded = seededPeople();
    const writes = take(writePlan(seeded, ACCEPTED_WRITES), 10);
    assert.deepEqual(
      writes.map((write) => write.kind.name),
      [...ACCEPTED_WRITES, ...ACCEPTED_WRITES].map((kind) => kind.name),
    );
    const [jobPost, proposal, chat, mark, profile] = writes;
    assert.equal(jobPost.path, '/api/v1/job/postJob');
    assert.ok(seeded.clients.includes(jobPost.person));
    assert.equal(jobPost.body.title, 'Landing page #1');
    assert.match(proposal.path, /^\/api\/v1\/application\/applyJobs\/open-\d-0$/);
    assert.ok(seeded.freelancers.includes(proposal.person));
    assert.equal(chat.path, `/api/v1/message/sendMessage/${chat.person.chatPartnerIds[0]}`);
    assert.match(chat.body.clientMessageId, /^[0-9a-f-]{36}$/);
    assert.equal(mark.method, 'GET');
    assert.equal(mark.path, `/api/v1/notification/markSingleNotification/${mark.person.unreadNotificationIds[0]}`);
    assert.equal(profile.path, '/api/v1/user/updateProfile');
  });

  it('spreads a kind over all its people before anyone writes twice', () => {
    const seeded = seededPeople({ clients: 5 });
    const jobPosts = take(writePlan(seeded, [ACCEPTED_WRITES[0]]), 10);
    const first = new Set(jobPosts.slice(0, 5).map((write) => write.person));
    assert.equal(first.size, 5);
    assert.deepEqual(
      jobPosts.slice(5).map((write) => write.person),
      jobPosts.slice(0, 5).map((write) => write.person),
    );
  });

  it('applies to each open job once and passes over a freelancer who has none left', () => {
    const seeded = seededPeople({ freelancers: 3, applyTo: 2 });
    seeded.freelancers[1].applyToJobIds = [];
    const next = writePlan(seeded, [ACCEPTED_WRITES[1]]);
    const paths = take(next, 4).map((write) => write.path);
    assert.equal(new Set(paths).size, 4);
    assert.ok(paths.every((path) => !path.includes('open-1-')));
    assert.throws(next, /nothing left to send for "proposal/);
  });

  it('gives every chat send an id of its own', () => {
    const writes = take(writePlan(seededPeople(), [ACCEPTED_WRITES[2]]), 20);
    assert.equal(new Set(writes.map((write) => write.body.clientMessageId)).size, 20);
  });

  it('sends the refused kinds with the one status each must get', () => {
    const seeded = seededPeople();
    const writes = take(writePlan(seeded, REFUSED_WRITES), 8);
    const round = [
      [400, 'POST', '/api/v1/job/postJob'],
      [403, 'POST', '/api/v1/application/applyJobs/:jobId'],
      [409, 'POST', '/api/v1/application/applyJobs/:jobId'],
      [429, 'POST', '/api/v1/job/postJob'],
    ];
    assert.deepEqual(
      writes.map((write) => [
        write.kind.expect,
        write.method,
        write.path.replace(/applyJobs\/.+$/, 'applyJobs/:jobId'),
      ]),
      [...round, ...round],
    );
    assert.deepEqual(writes[0].body, {});
    assert.ok(seeded.clients.includes(writes[1].person));
    assert.equal(writes[2].path, `/api/v1/application/applyJobs/${writes[2].person.appliedJobIds[0]}`);
    assert.equal(writes[3].person, seeded.spammer);
  });

  it('refuses a plan that no seeded person can send', () => {
    assert.throws(
      () => writePlan({ ...seededPeople(), clients: [] }, ACCEPTED_WRITES),
      /no seeded people can send "job post/,
    );
  });
});

describe('isExpected', () => {
  it('takes any 2xx for accepted writes and only the named status for refused ones', () => {
    assert.equal(isExpected('2xx', 201), true);
    assert.equal(isExpected('2xx', 429), false);
    assert.equal(isExpected(409, 409), true);
    assert.equal(isExpected(409, 400), false);
    assert.equal(isExpected(429, 201), false);
  });
});

describe('addressBook', () => {
  it('gives every person, the spammer too, an address of their own', () => {
    const seeded = seededPeople({ clients: 300, freelancers: 300 });
    const book = addressBook(seeded);
    assert.equal(book.size, 601);
    assert.equal(new Set(book.values()).size, 601);
    assert.equal(book.get(seeded.clients[0]), '10.0.0.0');
    assert.equal(book.get(seeded.clients[257]), '10.0.1.1');
    assert.ok([...book.values()].every((address) => /^10\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address)));
  });
});

describe('cookieFrom', () => {
  it('finds a cookie by name among Set-Cookie headers', () => {
    const headers = ['freelane_sid=abc; Path=/; HttpOnly', 'XSRF-TOKEN=n0nce.s1gn=; Path=/; SameSite=Lax'];
    assert.equal(cookieFrom(headers, 'XSRF-TOKEN'), 'n0nce.s1gn=');
    assert.equal(cookieFrom(headers, 'freelane_sid'), 'abc');
    assert.equal(cookieFrom(headers, 'other'), undefined);
  });
});
