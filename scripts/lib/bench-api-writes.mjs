// The writes of the API bench (issue 25), sent beside the read mix of bench-api-load.mjs: accepted
// writes from many signed-in people (job posts, proposals, chat sends, notification marks, profile
// edits) and writes refused on purpose (an empty job post, a client's proposal, a second proposal
// to the same job, job posts past the rate limit). Each person writes from an address of their own
// (X-Forwarded-For; the server runs with TRUST_PROXY=1), with their session cookie and the
// anti-forgery pair, so per-address and per-person limits see many people, as on a real site.
//
// The cookie and header names come from the contracts through the seed file (seeded.names).
//
// Writes are paced evenly (the k-th leaves at start + k / rate, whatever the answers before it:
// a slow server makes them pile up rather than slow down) and recorded apart from the reads.
import { randomUUID } from 'node:crypto';

const API = '/api/v1';
/** A write that has not answered after this long counts as failed (as autocannon's reads do). */
const TIMEOUT_MS = 10_000;

/**
 * The accepted writes: what each one is, who sends it and what it sends. `expect: '2xx'` means any
 * 2xx; anything else is an error of the run. Weights are per share of the write rate.
 */
export const ACCEPTED_WRITES = [
  {
    name: 'job post (client)',
    weight: 1,
    people: (seeded) => seeded.clients,
    build: (person, seeded, n) => ({
      method: 'POST',
      path: `${API}/job/postJob`,
      body: { ...seeded.writeBodies.job, title: `${seeded.writeBodies.job.title} #${n}` },
    }),
  },
  {
    name: 'proposal (freelancer, open job)',
    weight: 1,
    // Each freelancer applies to each of their seeded targets once; one who has used them all is skipped.
    people: (seeded) => seeded.freelancers,
    available: (person, sent) => sent < person.applyToJobIds.length,
    build: (person, seeded, n, sent) => ({
      method: 'POST',
      path: `${API}/application/applyJobs/${person.applyToJobIds[sent]}`,
      body: { ...seeded.writeBodies.proposal, yourBid: 100 + (n % 900) },
    }),
  },
  {
    name: 'chat send',
    weight: 1,
    // Clients and freelancers in turn, each to someone they already have a conversation with.
    people: (seeded) => interleave(seeded.clients, seeded.freelancers),
    available: (person) => person.chatPartnerIds.length > 0,
    build: (person, _seeded, n, sent) => ({
      method: 'POST',
      path: `${API}/message/sendMessage/${person.chatPartnerIds[sent % person.chatPartnerIds.length]}`,
      body: { message: `Quick update on the project (${n}).`, clientMessageId: randomUUID() },
    }),
  },
  {
    name: 'notification marked read',
    weight: 1,
    // The newest unread first; once all are read, marking one again is still a 200.
    people: (seeded) => interleave(seeded.freelancers, seeded.clients),
    available: (person) => person.unreadNotificationIds.length > 0,
    build: (person, _seeded, _n, sent) => ({
      method: 'GET',
      path: `${API}/notification/markSingleNotification/${person.unreadNotificationIds[sent % person.unreadNotificationIds.length]}`,
    }),
  },
  {
    name: 'profile edit',
    weight: 1,
    people: (seeded) => interleave(seeded.clients, seeded.freelancers),
    build: (_person, seeded, n) => ({
      method: 'POST',
      path: `${API}/user/updateProfile`,
      body: {
        ...seeded.writeBodies.profile,
        professionalTitle: `${seeded.writeBodies.profile.professionalTitle} (${n})`,
      },
    }),
  },
].map((kind) => ({ ...kind, expect: '2xx' }));

/**
 * Writes refused on purpose, each with the one status it must get. None of them changes anything,
 * so none should cost the readers anything.
 */
export const REFUSED_WRITES = [
  {
    name: 'empty job post by a freelancer (400)',
    weight: 1,
    expect: 400,
    people: (seeded) => seeded.freelancers,
    build: () => ({ method: 'POST', path: `${API}/job/postJob`, body: {} }),
  },
  {
    name: 'proposal by a client (403)',
    weight: 1,
    expect: 403,
    people: (seeded) => seeded.clients,
    build: (_person, seeded, n) => ({
      method: 'POST',
      path: `${API}/application/applyJobs/${seeded.openJobIds[n % seeded.openJobIds.length]}`,
      body: seeded.writeBodies.proposal,
    }),
  },
  {
    name: 'second proposal to the same job (409)',
    weight: 1,
    expect: 409,
    people: (seeded) => seeded.freelancers,
    available: (person) => person.appliedJobIds.length > 0,
    build: (person, seeded, _n, sent) => ({
      method: 'POST',
      path: `${API}/application/applyJobs/${person.appliedJobIds[sent % person.appliedJobIds.length]}`,
      body: seeded.writeBodies.proposal,
    }),
  },
  {
    name: 'job post past the rate limit (429)',
    weight: 1,
    expect: 429,
    // One person from one address whose allowance prepareWriters used up before the warm-up.
    people: (seeded) => [seeded.spammer],
    build: (_person, seeded, n) => ({
      method: 'POST',
      path: `${API}/job/postJob`,
      body: { ...seeded.writeBodies.job, title: `${seeded.writeBodies.job.title} #${n}` },
    }),
  },
];

/** a0, b0, a1, b1, …: both lists' people take turns. */
function interleave(first, second) {
  return Array.from({ length: Math.max(first.length, second.length) }, (_, index) => [first[index], second[index]])
    .flat()
    .filter(Boolean);
}

/** Whether a status is what a kind of write expects ('2xx' or one exact status). */
export function isExpected(expect, status) {
  return expect === '2xx' ? status >= 200 && status < 300 : status === expect;
}

/**
 * Smooth weighted round-robin (as nginx balances upstreams): the kinds in proportion to their
 * weights, each spread as evenly as it can be (1:1:1 gives a b c a b c…, 2:1 gives a b a a b a…).
 */
export function kindOrder(kinds) {
  const total = kinds.reduce((sum, kind) => sum + kind.weight, 0);
  const current = kinds.map(() => 0);
  return () => {
    let best = 0;
    kinds.forEach((kind, index) => {
      current[index] += kind.weight;
      if (current[index] > current[best]) best = index;
    });
    current[best] -= total;
    return kinds[best];
  };
}

/**
 * The sequence of writes of one scenario: next() gives { kind, person, method, path, body }. Each
 * kind goes round its people in turn (from an offset of its own), so one person's writes are as far
 * apart as the mix allows; a person with nothing left to send for a kind is passed over.
 */
export function writePlan(seeded, kinds) {
  const nextKind = kindOrder(kinds);
  const state = new Map(
    kinds.map((kind, index) => {
      const people = kind.people(seeded);
      if (!people.length) throw new Error(`no seeded people can send "${kind.name}"`);
      return [kind, { people, cursor: (index * 17) % people.length, sent: new Map(), count: 0 }];
    }),
  );
  return () => {
    const kind = nextKind();
    const entry = state.get(kind);
    for (let tries = 0; tries < entry.people.length; tries += 1) {
      const person = entry.people[entry.cursor];
      entry.cursor = (entry.cursor + 1) % entry.people.length;
      const sent = entry.sent.get(person) ?? 0;
      if (kind.available && !kind.available(person, sent)) continue;
      entry.sent.set(person, sent + 1);
      entry.count += 1;
      return { kind, person, ...kind.build(person, seeded, entry.count, sent) };
    }
    throw new Error(`the seeded people have nothing left to send for "${kind.name}"`);
  };
}

/**
 * An address per person (in the private 10.0.0.0/8): the same person always writes from
 * the same address, and no two people share one.
 */
export function addressBook(seeded) {
  const everyone = [...seeded.clients, ...seeded.freelancers, seeded.spammer].filter(Boolean);
  return new Map(
    everyone.map((person, index) => [person, `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`]),
  );
}

/** The value of one cookie in a response's Set-Cookie headers, or undefined. */
export function cookieFrom(setCookies, name) {
  for (const header of setCookies) {
    const [pair] = header.split(';');
    const separator = pair.indexOf('=');
    if (pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/** One write as a browser would send it; resolves to { status, latency } or { error, latency }. */
async function send(baseUrl, write, writer, names) {
  const headers = {
    accept: 'application/json',
    cookie: `${names.session}=${write.person.session}; ${names.csrfCookie}=${writer.csrf}`,
    [names.csrfHeader]: writer.csrf,
    'x-forwarded-for': writer.address,
  };
  if (write.body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${write.path}`, {
      method: write.method,
      headers,
      body: write.body === undefined ? undefined : JSON.stringify(write.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return { status: response.status, latency: performance.now() - started };
  } catch (error) {
    return { error: error?.cause?.code ?? error?.name ?? 'error', latency: performance.now() - started };
  }
}

/**
 * Each person's anti-forgery token as their browser holds it after its first answer (any answer to
 * a request carrying the session cookie sets one bound to it), from each person's own address.
 * Resolves to a Map person → token. The reads send it too: a browser that lacks it is answered with
 * a new one every time, work the server would not do for a real visitor.
 */
export async function antiForgeryTokens(baseUrl, seeded, people) {
  const { names } = seeded;
  const addresses = addressBook(seeded);
  const tokens = new Map();
  const queue = [...new Set(people)];
  const worker = async () => {
    for (let person = queue.shift(); person; person = queue.shift()) {
      const response = await fetch(`${baseUrl}${API}/health`, {
        headers: { cookie: `${names.session}=${person.session}`, 'x-forwarded-for': addresses.get(person) },
      });
      await response.arrayBuffer();
      const csrf = cookieFrom(response.headers.getSetCookie(), names.csrfCookie);
      if (!csrf) throw new Error(`GET ${API}/health set no ${names.csrfCookie} cookie: the writes cannot be signed`);
      tokens.set(person, csrf);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return tokens;
}

/**
 * Before the warm-up: every writer's anti-forgery token (any answer to a request carrying the
 * session cookie sets one bound to it) and, when the plan has rate-limited writes, the spammer's
 * job-post allowance used up: the run's own job post, sent until the first 429. The spammer is a
 * freelancer, so none of these is accepted (403), and the body is valid, so the limit counts them
 * wherever it is checked (before or after validation, per address or per person).
 * Resolves to a Map person → { csrf, address }.
 */
export async function prepareWriters(baseUrl, seeded, kinds) {
  const addresses = addressBook(seeded);
  const people = [...new Set(kinds.flatMap((kind) => kind.people(seeded)))];
  const tokens = await antiForgeryTokens(baseUrl, seeded, people);
  const writers = new Map(people.map((person) => [person, { csrf: tokens.get(person), address: addresses.get(person) }]));

  const limited = kinds.find((kind) => kind.expect === 429);
  if (limited) {
    const spammer = seeded.spammer;
    const writer = writers.get(spammer);
    const post = { person: spammer, ...limited.build(spammer, seeded, 0, 0) };
    let refused = false;
    for (let attempt = 0; attempt < 1000 && !refused; attempt += 1) {
      const result = await send(baseUrl, post, writer, seeded.names);
      if (result.error) throw new Error(`using up the spammer's job-post allowance failed: ${result.error}`);
      if (result.status === 429) refused = true;
      else if (result.status !== 403)
        throw new Error(`a freelancer's job post answered ${result.status}, not 403 or 429`);
    }
    if (!refused) throw new Error('1,000 job posts from one person and address were never rate-limited (429)');
  }
  return writers;
}

/**
 * Sends the plan's writes at `rate` a second from `from` until `to` (performance.now() times),
 * evenly spaced, without waiting for answers; with several base URLs (API processes), to each in
 * turn. Calls record(write, result, doneAt) for each answer; resolves once every write sent has
 * answered or timed out.
 */
export async function sendPacedWrites({ baseUrl, names, rate, from, to, next, writers, record }) {
  if (!(rate > 0)) return;
  const interval = 1000 / rate;
  const baseUrls = [baseUrl].flat();
  const pending = [];
  for (let k = 0; from + k * interval < to; k += 1) {
    const due = from + k * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const write = next();
    pending.push(
      send(baseUrls[k % baseUrls.length], write, writers.get(write.person), names).then((result) =>
        record(write, result, performance.now()),
      ),
    );
  }
  await Promise.all(pending);
}
