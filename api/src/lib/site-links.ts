import { messagePagePath } from '@freelane/shared/contracts';

/**
 * Site paths a notification links to (shared/src/pages/route-table.ts). Job pages name their job in
 * `?jobId=` (mf-jobs useJobIdParam), so a link opens the right job on any device.
 */
const withJob = (path: string, jobId: string) => `${path}?jobId=${encodeURIComponent(jobId)}`;

export const siteLinks = {
  /** Client: the proposals on one of their jobs. */
  viewApplicants: (jobId: string) => withJob('/viewApplicants', jobId),
  /** Client: review delivered work. */
  takeAction: (jobId: string) => withJob('/takeAction', jobId),
  /** Freelancer: the revision request and its countdown. */
  viewRevision: (jobId: string) => withJob('/viewRevision', jobId),
  /** Either party: the contract of a hired job. */
  completedJobs: (jobId: string) => withJob('/completedJobs', jobId),
  /** Freelancer: their hired jobs. */
  myProject: () => '/my-project',
  /** Freelancer: their own proposals, optionally filtered (all, accepted, pending, rejected). */
  proposals: (status?: 'accepted' | 'pending' | 'rejected') => (status ? `/proposals?status=${status}` : '/proposals'),
  findJobs: () => '/find-jobs',
  /** Anyone: an open job's page (issue 37: a job alert opens it). */
  jobPage: (jobId: string) => `/jobs/${encodeURIComponent(jobId)}`,
  /** Freelancer: their saved searches and alerts (issue 37). */
  savedSearches: () => '/saved-searches',
  /** The conversation with one person. */
  message: messagePagePath,
  notificationCentre: () => '/notification',
  mentorship: () => '/mentorship',
  applyHiringForm: () => '/applyHiringForm',
  hiringAssistantDashboard: () => '/hiringAssistantDashboard',
  /** Assistant: the jobs they drafted for their clients (a section of their dashboard). */
  assistantJobDrafts: () => '/hiringAssistantDashboard?drafts=1',
  /** Client: the jobs their hiring assistants drafted for them to approve (a section of their dashboard). */
  clientJobDrafts: () => '/client-dashboard?drafts=1',
  earnings: () => '/earnings',
};

/** An absolute address for mail: PUBLIC_URL + a site path. */
export const absoluteLink = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;
