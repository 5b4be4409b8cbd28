import {
  agreedAmountOf,
  paymentStatusOf,
  urlOf,
  type AgreedAmount,
  type Job,
  type JobPerson,
  type PublicJob,
  type WorkFile,
} from '@freelane/shared/contracts';
import { jobEndpoints } from '@freelane/shared/endpoints';
import type { JobRow } from '../db/schema';
import type { JobPersonRow, WorkFileRecord } from '../repositories/jobs';

export interface JobContext {
  owner: JobPersonRow;
  applicantCount: number;
  /** The viewer's own proposal on the job. */
  myApplication: Job['myApplication'];
  /** Set only when the viewer is the owner, the hired freelancer or an admin. */
  contract: { hiredFreelancer: JobPersonRow | null; files: WorkFileRecord[]; acceptedBid: number | null } | null;
}

import { presentRating } from './user';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A person on the job screens: name, username, photo, title; never an e-mail. */
export function presentJobPerson(user: JobPersonRow): JobPerson {
  return {
    _id: user.id,
    fullName: user.fullName,
    username: user.username,
    profile: { profilePhoto: user.profilePhoto, professionalTitle: user.professionalTitle },
    rating: presentRating(user),
  };
}

export function presentWorkFile(file: WorkFileRecord): WorkFile {
  return {
    _id: file.fileId,
    name: file.name,
    size: file.size,
    round: file.round,
    submittedAt: file.submittedAt.toISOString(),
    // The download's URL from its definition: only the job's owner, its hired freelancer and admins may fetch it.
    url: urlOf(jobEndpoints.getWorkFile, { fileId: file.fileId }),
  };
}

type PostedField =
  | 'title'
  | 'category'
  | 'rank'
  | 'description'
  | 'skills'
  | 'jobType'
  | 'duration'
  | 'budgetType'
  | 'salary'
  | 'applicationDeadline';

/** What the client wrote when posting a job (Post A Job's fields), as every job view shows it. */
export function postedFields<T extends Pick<JobRow, PostedField>>(job: T): Pick<T, PostedField> {
  return {
    title: job.title,
    category: job.category,
    rank: job.rank,
    description: job.description,
    skills: job.skills,
    jobType: job.jobType,
    duration: job.duration,
    budgetType: job.budgetType,
    salary: job.salary,
    applicationDeadline: job.applicationDeadline,
  };
}

/** What anyone may read of an open job (GET /job/newAllJobs needs no sign-in). */
export function presentPublicJob(job: JobRow, owner: JobPersonRow, applicantCount: number): PublicJob {
  return {
    _id: job.id,
    ...postedFields(job),
    createdAt: job.createdAt.toISOString(),
    status: job.status,
    owner: { _id: owner.id, fullName: owner.fullName, profile: { profilePhoto: owner.profilePhoto } },
    applicantCount,
  };
}

/** The fields of a job anyone may read, as they stand in the signed-in view too. */
const PUBLIC_FIELDS = [
  '_id',
  'title',
  'category',
  'rank',
  'description',
  'skills',
  'jobType',
  'duration',
  'budgetType',
  'salary',
  'applicationDeadline',
  'createdAt',
  'status',
  'applicantCount',
] as const satisfies readonly Exclude<keyof PublicJob, 'owner'>[];

/** The public part of a job a signed-in viewer sees (the public list is built from the same views). */
export function publicPartOf(job: Job): PublicJob {
  const part = Object.fromEntries(PUBLIC_FIELDS.map((field) => [field, job[field]])) as Omit<PublicJob, 'owner'>;
  const { owner } = job;
  return {
    ...part,
    owner: { _id: owner._id, fullName: owner.fullName, profile: { profilePhoto: owner.profile.profilePhoto } },
  };
}

/**
 * The one place the API says what a job's money is (issue 36): the accepted bid, the brief's
 * amount, or the budget while nothing is agreed. A bid is the parties' business: a viewer who
 * does not see the contract gets the budget, labelled as a budget.
 */
export function agreedAmountOfJob(
  job: Pick<JobRow, 'salary' | 'delivarables'>,
  acceptedBid: number | null,
): AgreedAmount {
  // A job hired from a chat brief was created with the brief's amount and deliverables.
  return agreedAmountOf({ salary: job.salary, acceptedBid, fromBrief: job.delivarables !== null });
}

/** A job for a signed-in viewer: contract fields empty unless `context.contract` is given. */
export function presentJob(job: JobRow, context: JobContext): Job {
  const contract = context.contract;
  return {
    ...presentPublicJob(job, context.owner, context.applicantCount),
    owner: presentJobPerson(context.owner),
    updatedAt: job.updatedAt.toISOString(),
    hiredFreelancer: contract?.hiredFreelancer ? presentJobPerson(contract.hiredFreelancer) : null,
    hiredAt: contract ? iso(job.hiredAt) : null,
    submittedAt: contract ? iso(job.submittedAt) : null,
    completedAt: contract ? iso(job.completedAt) : null,
    clientReviewDeadline: contract ? iso(job.clientReviewDeadline) : null,
    freelancerReviewDeadline: contract ? iso(job.freelancerReviewDeadline) : null,
    reviewChance: contract ? job.reviewChance : false,
    reviewChanges: contract ? job.reviewChanges : null,
    revisionAddressedAt: contract ? iso(job.revisionAddressedAt) : null,
    delivarables: contract ? job.delivarables : null,
    files: contract ? contract.files.map(presentWorkFile) : [],
    agreedAmount: contract
      ? agreedAmountOfJob(job, contract.acceptedBid)
      : agreedAmountOf({ salary: job.salary, acceptedBid: null, fromBrief: false }),
    paymentStatus: contract ? paymentStatusOf(job) : null,
    paidAt: contract ? iso(job.paidAt) : null,
    paymentConfirmedAt: contract ? iso(job.paymentConfirmedAt) : null,
    myApplication: context.myApplication,
  };
}
