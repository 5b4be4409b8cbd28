import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { APPLICATION_STATUSES } from '@freelane/shared/contracts';
import { proposalOn, proposalsByJob, proposalsByJobBytes, uuidBytes, type OwnProposal } from './proposals-by-job';

/** The list as the database sends it: job ids in their bytes' order (PostgreSQL's uuid order). */
function listOf(given: ReadonlyMap<string, OwnProposal>) {
  const sorted = [...given].sort(([a], [b]) => Buffer.compare(uuidBytes(a) as Buffer, uuidBytes(b) as Buffer));
  return proposalsByJob(
    Buffer.concat(sorted.map(([jobId]) => uuidBytes(jobId) as Buffer)),
    Buffer.concat(sorted.map(([, proposal]) => uuidBytes(proposal.id) as Buffer)),
    sorted.map(([, proposal]) => proposal.status),
  );
}

describe('a person’s proposals by job, compact', () => {
  it('finds every proposal it was given, with its id and status, and none it was not', () => {
    const given = new Map<string, OwnProposal>();
    for (let index = 0; index < 2_100; index += 1) {
      given.set(randomUUID(), { id: randomUUID(), status: APPLICATION_STATUSES[index % APPLICATION_STATUSES.length] });
    }
    const list = listOf(given);
    for (const [jobId, proposal] of given) assert.deepEqual(proposalOn(list, jobId), proposal);
    for (let index = 0; index < 200; index += 1) assert.equal(proposalOn(list, randomUUID()), null);
    assert.equal(proposalsByJobBytes(list), 2_100 * 33 + 3 * 64);
  });

  it('puts a list that does not come in job id order in order, each proposal with its own job', () => {
    const given = new Map<string, OwnProposal>();
    for (let index = 0; index < 300; index += 1) {
      given.set(randomUUID(), { id: randomUUID(), status: APPLICATION_STATUSES[index % APPLICATION_STATUSES.length] });
    }
    // In the order they were given (random uuids: not sorted), as SQL without an order may send them.
    const entries = [...given];
    const list = proposalsByJob(
      Buffer.concat(entries.map(([jobId]) => uuidBytes(jobId) as Buffer)),
      Buffer.concat(entries.map(([, proposal]) => uuidBytes(proposal.id) as Buffer)),
      entries.map(([, proposal]) => proposal.status),
    );
    for (const [jobId, proposal] of given) assert.deepEqual(proposalOn(list, jobId), proposal);
    for (let index = 1; index < entries.length; index += 1) {
      const previous = Buffer.from(list.jobIds.subarray((index - 1) * 16, index * 16));
      assert.ok(Buffer.compare(previous, Buffer.from(list.jobIds.subarray(index * 16, (index + 1) * 16))) < 0);
    }
  });

  it('reads job ids in either case, answers nothing for an empty list or a malformed id', () => {
    const jobId = '0F8FAD5B-D9CB-469F-A165-70867728950E';
    const proposal = { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', status: 'accepted' as const };
    const list = listOf(new Map([[jobId, proposal]]));
    assert.deepEqual(proposalOn(list, jobId.toLowerCase()), proposal);
    assert.deepEqual(proposalOn(list, jobId), proposal);
    assert.equal(proposalOn(list, 'not-a-uuid'), null);
    assert.equal(proposalOn(listOf(new Map()), jobId), null);
  });

  it('finds the first and the last of a sorted list (the search’s edges)', () => {
    const ids = [
      '00000000-0000-4000-8000-000000000000',
      '7fffffff-ffff-4fff-bfff-ffffffffffff',
      'ffffffff-ffff-4fff-bfff-ffffffffffff',
    ];
    const list = listOf(
      new Map(ids.map((jobId, index) => [jobId, { id: ids[(index + 1) % 3], status: 'pending' as const }])),
    );
    ids.forEach((jobId, index) => assert.equal(proposalOn(list, jobId)?.id, ids[(index + 1) % 3]));
  });

  it('refuses parts that do not agree (a status for every 16 bytes of each id list, known statuses)', () => {
    assert.throws(() => proposalsByJob(new Uint8Array(16), new Uint8Array(16), []), /0 statuses/);
    assert.throws(() => proposalsByJob(new Uint8Array(16), new Uint8Array(16), ['shortlisted']), /unknown status/);
  });
});
