import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HttpError } from '../errors';
import { DOWN_PROBE_INTERVAL_MS, IDLE_PROBE_INTERVAL_MS, StorageHealth } from './storage-health';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
const quiet = { warn() {}, info() {} };

/** A store whose answer to the probe the test decides, on a clock the test moves. */
function subject() {
  let now = 1_000_000;
  let storeUp = false;
  const probes: number[] = [];
  const errors: string[] = [];
  const health = new StorageHealth({
    probe: async () => {
      probes.push(now);
      if (!storeUp) throw refused();
    },
    probeTimeoutMs: 1500,
    log: quiet,
    onError: (operation, kind) => errors.push(`${operation}:${kind}`),
    now: () => now,
  });
  return {
    health,
    probes,
    errors,
    advance: (ms: number) => (now += ms),
    setStoreUp: (up: boolean) => (storeUp = up),
    settle: () => new Promise((resolve) => setImmediate(resolve)),
  };
}

const isUnavailable = (error: unknown) =>
  error instanceof HttpError && error.statusCode === 503 && error.code === 'STORAGE_UNAVAILABLE';

describe('storage health (issue 32)', () => {
  it('once a call found the store not answering, fails the next ones at once and asks the store at most once a second', async () => {
    const { health, probes, errors, advance, settle } = subject();
    await health.ensureUsable();
    assert.equal(health.failed('write', refused()), 'unavailable');
    assert.deepEqual(errors, ['write:unavailable']);
    for (let i = 0; i < 50; i += 1) {
      await assert.rejects(health.ensureUsable(), isUnavailable);
      assert.match(await health.check(), /^not answering since \S+ \(ECONNREFUSED: connect ECONNREFUSED/);
      await settle();
      advance(100); // 50 calls and readiness probes over 5 s
    }
    assert.equal(probes.length, 5, 'one probe a second, whatever the rate of calls and readiness probes');
  });

  it('ends the outage at the first answer of the store, from a probe or a call', async () => {
    const { health, probes, advance, setStoreUp, settle } = subject();
    health.failed('read', refused());
    setStoreUp(true);
    advance(DOWN_PROBE_INTERVAL_MS);
    await assert.rejects(health.ensureUsable(), isUnavailable, 'this call kicks the probe');
    await settle();
    await health.ensureUsable();
    assert.equal(await health.check(), 'ok');
    assert.equal(probes.length, 1);

    health.failed('read', refused());
    health.answered();
    await health.ensureUsable();
  });

  it('asks an idle store only when it has not answered for a while, and reports a store that refuses', async () => {
    const { health, probes, advance, setStoreUp } = subject();
    setStoreUp(true);
    assert.equal(await health.check(), 'ok');
    assert.equal(await health.check(), 'ok');
    assert.equal(probes.length, 1, 'the second check used the first answer');
    advance(IDLE_PROBE_INTERVAL_MS / 2);
    health.answered(); // traffic keeps it known
    advance(IDLE_PROBE_INTERVAL_MS / 2);
    assert.equal(await health.check(), 'ok');
    assert.equal(probes.length, 1);

    const denied = Object.assign(new Error('Access Denied'), {
      name: 'AccessDenied',
      $metadata: { httpStatusCode: 403 },
    });
    assert.equal(health.failed('write', denied), 'other');
    assert.equal(await health.check(), 'ok', 'one refused call is the call’s fault, not the store’s');
  });
});
