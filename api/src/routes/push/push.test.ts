import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MAX_PUSH_SUBSCRIPTIONS, type NotificationCategory } from '@freelane/shared/contracts';
import { notifyUser } from '../../commands/notify-user';
import { generateVapidKeyPair } from '../../push/vapid-keys';
import { Agent } from '../../testing/agent';
import { buildUser, signIn, type BuiltUser } from '../../testing/factories';
import { FakeClock } from '../../testing/fake-clock';
import { browserKeys, startTestPushService } from '../../testing/push-service';
import { buildTestApp, type TestContext } from '../../testing/test-app';
import { notificationsOf } from '../../testing/work-fixtures';

// Web Push (issue 37): subscriptions, their limits and access, the endpoint check against SSRF at
// subscribe and at send time, what a push carries, and the cleanup of subscriptions a push service
// says are gone. One app for the file, with PUSH_INSECURE_ENDPOINTS=1 so a push service on loopback
// (testing/push-service.ts) receives the real encrypted requests.

const SUBSCRIPTIONS = '/api/v1/push/subscriptions';
/** Names this file resolves itself (the push service's `resolve`): anything else is not found. */
const DNS: Record<string, { address: string; family: number }[]> = {
  'push.example.test': [{ address: '93.184.216.34', family: 4 }],
  'push6.example.test': [{ address: '2606:4700::1111', family: 6 }],
  localhost: [{ address: '127.0.0.1', family: 4 }],
  'metadata.google.internal': [{ address: '169.254.169.254', family: 4 }],
  'internal.example.test': [{ address: '10.0.0.7', family: 4 }],
  'mixed.example.test': [
    { address: '93.184.216.34', family: 4 },
    { address: '192.168.1.20', family: 4 },
  ],
  'mapped.example.test': [{ address: '::ffff:127.0.0.1', family: 6 }],
};

let ctx: TestContext;
let pushService: Awaited<ReturnType<typeof startTestPushService>>;
const clock = new FakeClock();
const vapid = { ...generateVapidKeyPair(), subject: 'mailto:push-tests@freelane.test' };

before(async () => {
  ctx = await buildTestApp({ config: { push: { vapid, insecureEndpoints: true } }, clock });
  ctx.app.push.resolve = async (hostname) => {
    const answer = DNS[hostname];
    if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return answer;
  };
  pushService = await startTestPushService();
});
after(async () => {
  await ctx.close();
  await pushService.close();
});

const subscribe = (agent: Agent, body: unknown) => agent.post(SUBSCRIPTIONS, body as Record<string, unknown>);
const unsubscribe = (agent: Agent, endpoint: string) =>
  agent.request({ method: 'DELETE', url: SUBSCRIPTIONS, payload: { endpoint } });
const endpointsOf = async (person: BuiltUser) =>
  (await ctx.app.repos.pushSubscriptions.ofUser(person.user.id)).map((row) => row.endpoint);

/** Notifies as any change does (one stored notification), then waits for its pushes to finish. */
async function notify(person: BuiltUser, category: NotificationCategory, message: string, link: string | null) {
  await notifyUser(ctx.app, { userId: person.user.id, senderId: null, message, category, type: 'test', link });
  await ctx.app.push.settled();
}
const setPush = (person: BuiltUser, category: NotificationCategory, push: boolean) =>
  ctx.app.repos.notificationPreferences.update(
    person.user.id,
    [{ category, inApp: true, email: false, push }],
    clock.now(),
  );
const pushesTo = (path: string) => pushService.received.filter((push) => push.path === path);

describe('push subscriptions', () => {
  it('the public key is anyone’s; subscribing needs a session', async () => {
    const key = await new Agent(ctx).get('/api/v1/push/publicKey');
    assert.equal(key.statusCode, 200);
    assert.deepEqual(key.json(), { success: true, publicKey: vapid.publicKey });
    const anonymous = await subscribe(new Agent(ctx), pushService.subscription('/anonymous'));
    assert.equal(anonymous.statusCode, 401);
  });

  it('subscribes and unsubscribes this browser; one person cannot remove another’s', async () => {
    const ava = await buildUser(ctx, { role: 'freelancer' });
    const clara = await buildUser(ctx, { role: 'client' });
    const [avaAgent, claraAgent] = [await signIn(ctx, ava), await signIn(ctx, clara)];
    const subscription = pushService.subscription('/ava-laptop');
    const created = await subscribe(avaAgent, subscription);
    assert.equal(created.statusCode, 201, created.body);
    assert.deepEqual(await endpointsOf(ava), [subscription.endpoint]);
    assert.equal((await subscribe(avaAgent, subscription)).statusCode, 201, 'subscribing again renews it');
    assert.deepEqual(await endpointsOf(ava), [subscription.endpoint]);

    assert.equal((await unsubscribe(claraAgent, subscription.endpoint)).statusCode, 200);
    assert.deepEqual(await endpointsOf(ava), [subscription.endpoint], 'Clara’s DELETE reaches only her own');
    assert.equal((await unsubscribe(avaAgent, subscription.endpoint)).statusCode, 200);
    assert.deepEqual(await endpointsOf(ava), []);
  });

  it('a browser signed in as someone else moves to them', async () => {
    const [first, second] = [await buildUser(ctx), await buildUser(ctx)];
    const subscription = pushService.subscription('/shared-browser');
    assert.equal((await subscribe(await signIn(ctx, first), subscription)).statusCode, 201);
    assert.equal((await subscribe(await signIn(ctx, second), subscription)).statusCode, 201);
    assert.deepEqual(await endpointsOf(first), []);
    assert.deepEqual(await endpointsOf(second), [subscription.endpoint]);
  });

  it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS} devices a person: a new one replaces the oldest`, async () => {
    const person = await buildUser(ctx);
    const agent = await signIn(ctx, person);
    const endpoints: string[] = [];
    for (let device = 0; device <= MAX_PUSH_SUBSCRIPTIONS; device += 1) {
      clock.advance({ minutes: 1 });
      const subscription = pushService.subscription(`/limit-${device}`);
      endpoints.push(subscription.endpoint);
      assert.equal((await subscribe(agent, subscription)).statusCode, 201);
    }
    assert.deepEqual(await endpointsOf(person), endpoints.slice(1));
  });

  it('refuses malformed keys and over-long endpoints', async () => {
    const agent = await signIn(ctx, await buildUser(ctx));
    const { keys } = browserKeys();
    for (const body of [
      { endpoint: 'https://push.example.test/a', keys: { ...keys, p256dh: 'short' } },
      { endpoint: 'https://push.example.test/a', keys: { ...keys, auth: 'not base64url!!!!!!!!!' } },
      { endpoint: `https://push.example.test/${'a'.repeat(2100)}`, keys },
      { endpoint: 'not a url', keys },
    ]) {
      const refused = await subscribe(agent, body);
      assert.equal(refused.statusCode, 400, refused.body);
      assert.equal(refused.json().code, 'VALIDATION_FAILED');
    }
  });
});

describe('the endpoint check (SSRF): only https: on public hosts', () => {
  // Every way to reach something that is not the public internet, as a browser could send it.
  const REFUSED: [string, string][] = [
    ['http://push.example.test/x', 'plain http'],
    ['ftp://93.184.216.34/x', 'another scheme'],
    ['https://user:secret@93.184.216.34/x', 'credentials in the URL'],
    ['https://127.0.0.1/x', 'IPv4 loopback'],
    ['https://127.1/x', 'short IPv4 loopback'],
    ['https://2130706433/x', 'decimal IPv4 loopback'],
    ['https://0177.0.0.1/x', 'octal IPv4 loopback'],
    ['https://0x7f000001/x', 'hex IPv4 loopback'],
    ['https://0.0.0.0/x', 'unspecified IPv4'],
    ['https://10.1.2.3/x', 'private 10/8'],
    ['https://172.16.5.4/x', 'private 172.16/12'],
    ['https://192.168.0.1/x', 'private 192.168/16'],
    ['https://169.254.169.254/latest/meta-data/', 'link-local: cloud metadata'],
    ['https://100.64.0.1/x', 'carrier-grade NAT'],
    ['https://100.100.100.200/x', 'carrier-grade NAT: Alibaba metadata'],
    ['https://224.0.0.1/x', 'IPv4 multicast'],
    ['https://255.255.255.255/x', 'broadcast'],
    ['https://192.0.2.10/x', 'documentation range'],
    ['https://240.0.0.1/x', 'reserved'],
    ['https://[::1]/x', 'IPv6 loopback'],
    ['https://[::]/x', 'unspecified IPv6'],
    ['https://[fe80::1]/x', 'IPv6 link-local'],
    ['https://[fc00::1]/x', 'IPv6 unique-local'],
    ['https://[fd00:ec2::254]/x', 'IPv6 unique-local: AWS metadata'],
    ['https://[ff02::1]/x', 'IPv6 multicast'],
    ['https://[::ffff:127.0.0.1]/x', 'IPv4-mapped loopback'],
    ['https://[::ffff:a9fe:a9fe]/x', 'IPv4-mapped metadata, hex'],
    ['https://[64:ff9b::a9fe:a9fe]/x', 'NAT64 of the metadata address'],
    ['https://[2002:7f00:1::]/x', '6to4 of loopback'],
    ['https://localhost/x', 'a name for loopback'],
    ['https://metadata.google.internal/computeMetadata/v1/', 'a name for the metadata address'],
    ['https://internal.example.test/x', 'a name for a private address'],
    ['https://mixed.example.test/x', 'a name with one public and one private address'],
    ['https://mapped.example.test/x', 'a name for an IPv4-mapped loopback'],
    ['https://unknown.example.test/x', 'a name that does not resolve'],
    ['http://localhost:4000/x', 'http on loopback by name: only 127.0.0.1 passes, and only in tests'],
    ['http://127.0.0.2/x', 'http on another loopback address'],
  ];
  const ACCEPTED = [
    'https://93.184.216.34/push/a',
    'https://[2606:4700::1111]/push/b',
    'https://[::ffff:5db8:d822]/push/c',
    'https://push.example.test/push/d',
    'https://push6.example.test:8443/push/e',
  ];

  it('refuses every non-public target, each with PUSH_ENDPOINT_REFUSED', async () => {
    const person = await buildUser(ctx);
    const agent = await signIn(ctx, person);
    const { keys } = browserKeys();
    for (const [endpoint, what] of REFUSED) {
      const refused = await subscribe(agent, { endpoint, keys });
      assert.equal(refused.statusCode, 400, `${what}: ${endpoint} → ${refused.body}`);
      assert.equal(refused.json().code, 'PUSH_ENDPOINT_REFUSED', `${what}: ${refused.body}`);
    }
    assert.deepEqual(await endpointsOf(person), []);
  });

  it('accepts https: endpoints on public hosts, by address or by name, IPv4 and IPv6', async () => {
    const person = await buildUser(ctx);
    const agent = await signIn(ctx, person);
    const { keys } = browserKeys();
    for (const endpoint of ACCEPTED) {
      const accepted = await subscribe(agent, { endpoint, keys });
      assert.equal(accepted.statusCode, 201, `${endpoint} → ${accepted.body}`);
    }
    assert.deepEqual((await endpointsOf(person)).sort(), [...ACCEPTED].sort());
  });

  it('checks again at send time: a name that now points inside is dropped, never connected to', async () => {
    const person = await buildUser(ctx);
    const agent = await signIn(ctx, person);
    const { keys } = browserKeys();
    DNS['rebind.example.test'] = [{ address: '93.184.216.34', family: 4 }];
    assert.equal((await subscribe(agent, { endpoint: 'https://rebind.example.test/push', keys })).statusCode, 201);
    // DNS rebinding: the attacker's name answers a private address once the subscription is stored.
    DNS['rebind.example.test'] = [{ address: '127.0.0.1', family: 4 }];
    const refusedBefore = await refusedCount();
    await notify(person, 'Message', 'Hello', '/message');
    assert.deepEqual(await endpointsOf(person), [], 'dropped, not retried');
    assert.equal((await refusedCount()) - refusedBefore, 1);
  });
});

async function refusedCount(): Promise<number> {
  const metrics = await ctx.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
  const line = /^freelane_push_sends_total\{outcome="refused"\} (\d+)$/m.exec(metrics.body);
  return Number(line?.[1] ?? 0);
}

describe('delivery', () => {
  it('pushes a stored notification to every subscribed device: a title and a link, no private text', async () => {
    const ava = await buildUser(ctx, { role: 'freelancer' });
    const agent = await signIn(ctx, ava);
    for (const device of ['/ava-phone', '/ava-desktop']) {
      assert.equal((await subscribe(agent, pushService.subscription(device))).statusCode, 201);
    }
    await notify(ava, 'Message', 'Clara Client: the secret plan for Friday', '/message?userId=someone');
    for (const device of ['/ava-phone', '/ava-desktop']) {
      const [push, ...more] = pushesTo(device);
      assert.equal(more.length, 0);
      assert.deepEqual(push.payload, { title: 'New message', link: '/message?userId=someone' });
      assert.equal(push.headers['content-encoding'], 'aes128gcm');
      assert.match(String(push.headers.authorization), /^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/, 'VAPID (RFC 8292)');
      assert.ok(Number(push.headers.ttl) > 0);
    }
  });

  it('follows the person’s push switch per category: Message on by default, Proposals off until turned on', async () => {
    const person = await buildUser(ctx);
    const agent = await signIn(ctx, person);
    assert.equal((await subscribe(agent, pushService.subscription('/switches'))).statusCode, 201);
    await notify(person, 'Proposals', 'Someone sent a proposal', '/viewApplicants?jobId=x');
    assert.equal(pushesTo('/switches').length, 0, 'Proposals are not pushed by default');
    await setPush(person, 'Proposals', true);
    await notify(person, 'Proposals', 'Someone sent a proposal', '/viewApplicants?jobId=x');
    assert.deepEqual(pushesTo('/switches').at(-1)?.payload, {
      title: 'New proposal activity',
      link: '/viewApplicants?jobId=x',
    });
    await setPush(person, 'Message', false);
    await notify(person, 'Message', 'Hi', '/message');
    assert.equal(pushesTo('/switches').length, 1, 'Message turned off: nothing more');
  });

  it('the preferences answer the push switch, and a save without it (the previous page) keeps it', async () => {
    const person = await buildUser(ctx);
    const agent = await signIn(ctx, person);
    const read = async () =>
      Object.fromEntries(
        (
          (await agent.get('/api/v1/notification/preferences')).json().preferences as {
            category: string;
            push: boolean;
          }[]
        ).map((preference) => [preference.category, preference.push]),
      );
    // PUSH_BY_DEFAULT: chat messages and job alerts buzz a phone until the person says otherwise.
    assert.deepEqual(await read(), {
      Message: true,
      Proposals: false,
      Job: false,
      JobAlert: true,
      Payments: false,
      System: false,
    });
    const saved = await agent.put('/api/v1/notification/preferences', {
      preferences: [{ category: 'Job', inApp: true, email: true, push: true }],
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const older = await agent.put('/api/v1/notification/preferences', {
      preferences: [{ category: 'Job', inApp: true, email: false }],
    });
    assert.equal(older.statusCode, 200, older.body);
    assert.equal((await read()).Job, true);
  });

  it('drops a subscription its push service answers 404 or 410, keeps one that failed otherwise', async () => {
    const person = await buildUser(ctx);
    const agent = await signIn(ctx, person);
    const gone = pushService.subscription('/gone', 410);
    const missing = pushService.subscription('/missing', 404);
    const busy = pushService.subscription('/busy', 503);
    const fine = pushService.subscription('/fine');
    for (const subscription of [gone, missing, busy, fine]) {
      assert.equal((await subscribe(agent, subscription)).statusCode, 201);
    }
    await notify(person, 'Message', 'Hi', '/message');
    for (const path of ['/gone', '/missing', '/busy', '/fine']) assert.equal(pushesTo(path).length, 1, path);
    assert.deepEqual((await endpointsOf(person)).sort(), [busy.endpoint, fine.endpoint].sort());
  });

  it('a push service that is down never fails the change that notified', async () => {
    const person = await buildUser(ctx);
    const agent = await signIn(ctx, person);
    // Nothing listens on port 9 of loopback (discard): the connection is refused.
    const down = { endpoint: 'http://127.0.0.1:9/down', keys: browserKeys().keys };
    assert.equal((await subscribe(agent, down)).statusCode, 201);
    await notify(person, 'Message', 'Hi', '/message');
    assert.deepEqual(await endpointsOf(person), [down.endpoint], 'kept for the next push');
    assert.equal((await notificationsOf(ctx, person.user.id)).length, 1, 'stored and shown in the app all the same');
  });
});
