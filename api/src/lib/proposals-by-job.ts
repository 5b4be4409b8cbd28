import { APPLICATION_STATUSES, type ApplicationStatus } from '@freelane/shared/contracts';

/** One person's proposal on a job: what Find Jobs and a job page lay over the job. */
export interface OwnProposal {
  id: string;
  status: ApplicationStatus;
}

/**
 * A person's whole list of proposals, by job, in 33 bytes each: the job ids sorted (16 bytes each),
 * the proposal ids in the same order (16 bytes each) and a status code (1 byte each).
 *
 * Why not a Map: a Map of 2,100 proposals (each of the API bench's freelancers) takes about 500 kB
 * of objects and strings, and the read cache's memory bound measured it as two bytes (a Map's JSON
 * is `{}`). In this form it takes 69 kB, counted exactly (ReadOptions.bytes), so every heavy
 * sender's list fits in one cached entry and Find Jobs reads no proposals per page. The database
 * sends it in one row (repositories/applications.ts, allOwn): 2,100 rows parsed after each change
 * cost the API more than the statements the entry saved.
 */
export interface ProposalsByJob {
  readonly jobIds: Uint8Array;
  readonly ids: Uint8Array;
  readonly statuses: Uint8Array;
}

const UUID_BYTES = 16;

/** A uuid's 16 bytes, or null for text that is not one. */
export function uuidBytes(uuid: string): Buffer | null {
  const hex = uuid.replaceAll('-', '');
  return /^[0-9a-f]{32}$/i.test(hex) ? Buffer.from(hex, 'hex') : null;
}

function uuidText(bytes: Uint8Array, at: number): string {
  const hex = Buffer.from(bytes.buffer, bytes.byteOffset + at, UUID_BYTES).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const jobIdAt = (list: ProposalsByJob, index: number) =>
  list.jobIds.subarray(index * UUID_BYTES, (index + 1) * UUID_BYTES);

/**
 * The list in the order of its job ids' bytes, as proposalOn's binary search needs it. The database
 * sends it in that order (an index read in order, aggregated without sorting again), which SQL does
 * not promise: a list that comes otherwise is sorted here rather than searched wrong.
 */
function inJobIdOrder(list: ProposalsByJob): ProposalsByJob {
  const count = list.statuses.length;
  let sorted = true;
  for (let index = 1; index < count && sorted; index++) {
    sorted = Buffer.compare(jobIdAt(list, index - 1), jobIdAt(list, index)) <= 0;
  }
  if (sorted) return list;
  const order = Array.from({ length: count }, (_, index) => index).sort((a, b) =>
    Buffer.compare(jobIdAt(list, a), jobIdAt(list, b)),
  );
  const jobIds = new Uint8Array(list.jobIds.byteLength);
  const ids = new Uint8Array(list.ids.byteLength);
  const statuses = new Uint8Array(count);
  order.forEach((from, to) => {
    jobIds.set(jobIdAt(list, from), to * UUID_BYTES);
    ids.set(list.ids.subarray(from * UUID_BYTES, (from + 1) * UUID_BYTES), to * UUID_BYTES);
    statuses[to] = list.statuses[from];
  });
  return { jobIds, ids, statuses };
}

/**
 * The compact list from its parts, in one order: the job ids and the proposal ids 16 bytes each, and
 * each proposal's status (kept in the order of the job ids' bytes, PostgreSQL's order of uuids).
 */
export function proposalsByJob(jobIds: Uint8Array, ids: Uint8Array, statuses: readonly string[]): ProposalsByJob {
  const count = statuses.length;
  if (jobIds.byteLength !== count * UUID_BYTES || ids.byteLength !== count * UUID_BYTES) {
    throw new Error(`proposals by job: ${count} statuses for ${jobIds.byteLength} and ${ids.byteLength} bytes of ids`);
  }
  const codes = new Uint8Array(count);
  statuses.forEach((status, index) => {
    const code = APPLICATION_STATUSES.indexOf(status as ApplicationStatus);
    if (code < 0) throw new Error(`proposals by job: unknown status ${status}`);
    codes[index] = code;
  });
  return inJobIdOrder({ jobIds, ids, statuses: codes });
}

/** The person's proposal on this job, or null (a binary search of the sorted job ids). */
export function proposalOn(list: ProposalsByJob, jobId: string): OwnProposal | null {
  const wanted = uuidBytes(jobId);
  if (!wanted) return null;
  let low = 0;
  let high = list.statuses.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const order = Buffer.compare(jobIdAt(list, middle), wanted);
    if (order === 0) {
      return { id: uuidText(list.ids, middle * UUID_BYTES), status: APPLICATION_STATUSES[list.statuses[middle]] };
    }
    if (order < 0) low = middle + 1;
    else high = middle - 1;
  }
  return null;
}

/** The memory the list takes, for the read cache's bound. */
export const proposalsByJobBytes = (list: ProposalsByJob) =>
  list.jobIds.byteLength + list.ids.byteLength + list.statuses.byteLength + 3 * 64;
