import {
  urlOf,
  type Application,
  type Job,
  type JobPerson,
  type PageInfo,
  type WorkFile,
} from '@freelane/shared/contracts';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

let sequence = 0;
const nextId = (prefix: string) => {
  sequence += 1;
  return `${prefix}-4b5d-4c6e-8f90-${String(sequence).padStart(12, '0')}`;
};

/** A person as the job screens show them (never an e-mail). */
export function buildJobPerson(overrides: Partial<JobPerson> = {}): JobPerson {
  const id = nextId('1b2c3d4e');
  return {
    _id: id,
    fullName: `Person ${sequence}`,
    username: `person${sequence}`,
    profile: { profilePhoto: null, professionalTitle: null },
    rating: { average: null, count: 0 },
    ...overrides,
  };
}

/** A job as `GET /job/getJob` returns it to its owner; override what the test is about. */
export function buildJob(overrides: Partial<Job> = {}): Job {
  const id = nextId('2c3d4e5f');
  return {
    _id: id,
    title: `Job ${sequence}`,
    category: 'Web Development',
    rank: 'intermediate',
    description: 'Build a responsive landing page for our product launch, with a contact form and analytics.',
    skills: ['React'],
    jobType: 'oneTime',
    duration: '1to2Weeks',
    budgetType: 'fixed',
    salary: 500,
    applicationDeadline: '2099-12-31',
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    status: 'active',
    owner: buildJobPerson({ fullName: 'Clara Client', username: 'clara' }),
    applicantCount: 0,
    hiredFreelancer: null,
    hiredAt: null,
    submittedAt: null,
    completedAt: null,
    clientReviewDeadline: null,
    freelancerReviewDeadline: null,
    reviewChance: false,
    reviewChanges: null,
    revisionAddressedAt: null,
    delivarables: null,
    files: [],
    // Nothing agreed unless the test says so: the budget, labelled as such (issue 36).
    agreedAmount: { amount: overrides.salary ?? 500, basis: 'budget' },
    paymentStatus: null,
    paidAt: null,
    paymentConfirmedAt: null,
    myApplication: null,
    ...overrides,
  };
}

/** A delivered work file with its download URL. */
export function buildWorkFile(overrides: Partial<WorkFile> = {}): WorkFile {
  const id = nextId('3d4e5f6a');
  return {
    _id: id,
    name: `delivery-${sequence}.zip`,
    size: 2048,
    round: 1,
    submittedAt: '2026-11-10T12:00:00.000Z',
    url: urlOf(jobEndpoints.getWorkFile, { fileId: id }),
    ...overrides,
  };
}

/** A pending proposal on `job` by a freelancer. */
export function buildApplication(job: Job, overrides: Partial<Application> = {}): Application {
  const id = nextId('4e5f6a7b');
  const { applicant, ...rest } = overrides;
  return {
    _id: id,
    status: 'pending',
    createdAt: '2026-11-02T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    recommendation: null,
    screening: null,
    job: {
      _id: job._id,
      title: job.title,
      category: job.category,
      status: job.status,
      salary: job.salary,
      budgetType: job.budgetType,
      applicationDeadline: job.applicationDeadline,
      createdAt: job.createdAt,
      owner: job.owner,
    },
    applicant: {
      coverLetter: 'I have built many landing pages. '.repeat(6).trim(),
      yourApproach: 'Wireframes first, then the build, then a review round.',
      estimatedTimeLine: '1to2Weeks',
      yourBid: 450,
      portfolio: 'https://portfolio.example/ava',
      questionsForClient: 'Do you have brand guidelines?',
      paymentDeliveryTerms: 'fixed',
      screeningAnswers: [],
      user: {
        ...buildJobPerson({ fullName: 'Ava Patel', username: 'ava' }),
        skillProfile: { subCategory: ['React', 'Figma'] },
        projectCompleted: 3,
      },
      ...applicant,
    },
    ...rest,
  };
}

/** The pagination block of one page holding `count` items out of `total`. */
export function pageOf(total: number, page = 1, limit = 10): PageInfo {
  return { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
}
