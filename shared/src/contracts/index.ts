/**
 * Isomorphic contracts: zod schemas and types for every call. Safe to import from the API.
 *
 * Values are re-exported BY NAME: the API runs this package through tsx as CommonJS (shared has no
 * "type": "module"), and Node only sees named exports it can list statically; `export *` of values
 * would be invisible to `import { x } from '@freelane/shared/contracts'` there. Add new values here.
 */
export type * from './common';
export {
  successEnvelope,
  errorResponse,
  messageResponse,
  objectId,
  idParams,
  paginationQuery,
  pageInfo,
  CSRF_COOKIE_NAME,
  CSRF_HEADER_NAME,
  SESSION_COOKIE_NAME,
  API_BASE_PATH,
} from './common';
export type * from './user';
export {
  ROLES,
  roleSchema,
  SELF_SERVICE_ROLES,
  selfServiceRole,
  HIRING_ASSISTANT_STATUSES,
  hiringAssistantStatus,
  profileSchema,
  skillProfileSchema,
  currentUserSchema,
  publicUserSchema,
  USERNAME_PATTERN,
  passwordSchema,
  registerBody,
  loginBody,
  userResponse,
  verifyEmailQuery,
  newsletterBody,
} from './user';
export type * from './blog';
export {
  blogSectionSchema,
  blogSchema,
  blogListQuery,
  blogListResponse,
  blogResponse,
  blogBody,
  BLOG_IMAGE_FIELD,
  BLOG_IMAGE_MAX_BYTES,
  blogImageResponse,
} from './blog';
export type * from './notification';
export {
  NOTIFICATION_CATEGORIES,
  notificationCategory,
  notificationSchema,
  notificationListResponse,
  SOCKET_EVENTS,
} from './notification';
export type * from './registry';
export {
  AREAS,
  remoteRegistrySchema,
} from './registry';
export type * from './public';
export {
  publicConfigResponse,
  healthResponse,
} from './public';
export type * from './account';
export {
  updateRoleBody,
  forgetPasswordBody,
  FORGET_PASSWORD_MESSAGE,
  recoverPasswordBody,
  PASSWORD_RESET_TTL_MINUTES,
  setPasswordBody,
  changePasswordBody,
  SKILL_MAX_LENGTH,
  SKILLS_MAX_COUNT,
  LANGUAGES_MAX_COUNT,
  BIO_MAX_LENGTH,
  updateProfileBody,
  FREELANCER_ONLY_FIELDS,
  accountUpdateResponse,
} from './account';
export type * from './files';
export {
  UPLOAD_FIELDS,
  uploadField,
  PROFILE_PHOTO_MAX_BYTES,
  RESUME_MAX_BYTES,
  PROFILE_PHOTO_MIME_TYPES,
  RESUME_MIME_TYPES,
  PROFILE_PHOTO_ACCEPT,
  RESUME_ACCEPT,
  FILES_PATH,
  fileParams,
} from './files';
export type * from './talent';
export {
  TALENT_SORTS,
  talentSort,
  suggestedFreelancersQuery,
  suggestedFreelancersResponse,
  addContactParams,
  addContactResponse,
  contactsResponse,
} from './talent';
export type * from './auth';
export {
  GOOGLE_SIGN_IN_PATH,
  getSafeNextPath,
  GOOGLE_CALLBACK_PATH,
  GOOGLE_SUCCESS_PATH,
  loginPageQuery,
} from './auth';
export type * from './jobs';
export {
  JOB_STATUSES,
  jobStatus,
  CLIENT_ACTIVE_JOB_STATUSES,
  JOB_CATEGORIES,
  jobCategory,
  JOB_RANKS,
  jobRank,
  JOB_RANK_OPTIONS,
  JOB_TYPES,
  SELECTABLE_JOB_TYPES,
  JOB_TYPE_OPTIONS,
  BUDGET_TYPES,
  SELECTABLE_BUDGET_TYPES,
  BUDGET_TYPE_OPTIONS,
  JOB_DURATIONS,
  jobDuration,
  JOB_DURATION_OPTIONS,
  BUDGET_BUCKETS,
  budgetBucket,
  BUDGET_BUCKET_OPTIONS,
  JOB_TITLE_MAX_LENGTH,
  JOB_DESCRIPTION_MIN_LENGTH,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_SKILL_MAX_LENGTH,
  JOB_SKILLS_MAX_COUNT,
  JOB_SALARY_MAX,
  APPLICATION_DEADLINE_FORMAT,
  hasAtMostTwoDecimals,
  todayIsoDate,
  isCalendarDate,
  normalizeSkills,
  jobBody,
  jobIdParams,
  jobPersonSchema,
  workFileSchema,
  publicJobSchema,
  jobSchema,
  jobResponse,
  jobListResponse,
  publicJobListResponse,
  findJobsQuery,
  newAllJobsQuery,
  DASHBOARD_PERIODS,
  clientJobsQuery,
} from './jobs';
export type * from './applications';
export {
  APPLICATION_STATUSES,
  applicationStatus,
  APPLICATION_STATUS_LABELS,
  COVER_LETTER_MIN_LENGTH,
  COVER_LETTER_MAX_LENGTH,
  APPROACH_MAX_LENGTH,
  QUESTIONS_MAX_LENGTH,
  PORTFOLIO_MAX_LENGTH,
  BID_MAX,
  PROPOSAL_TIMELINES,
  proposalTimeline,
  PROPOSAL_TIMELINE_OPTIONS,
  DELIVERY_TERMS,
  deliveryTerms,
  DELIVERY_TERMS_OPTIONS,
  portfolioLink,
  proposalBody,
  applicationIdParams,
  applicantSchema,
  applicationJobSchema,
  applicationSchema,
  applicationListResponse,
  applyResponse,
  appliedJobsQuery,
  viewJobProposalQuery,
  acceptedJobsQuery,
  freelancerJobSchema,
  acceptedJobsResponse,
  updateApplicationStatusBody,
  updateApplicationStatusResponse,
} from './applications';
export type * from './work';
export {
  CLIENT_REVIEW_DAYS,
  FREELANCER_REVISION_DAYS,
  FREE_REVISIONS,
  WORK_FILE_FIELD,
  WORK_FILE_MAX_BYTES,
  WORK_FILES_MAX_COUNT,
  WORK_FILE_MIME_TYPES,
  WORK_FILE_ACCEPT,
  WORK_FILE_PATH,
  workFileParams,
  REVISION_MIN_LENGTH,
  REVISION_MAX_LENGTH,
  reviewWorkBody,
} from './work';
export type * from './job-stats';
export {
  clientDashboardResponse,
  freelancerStatsResponse,
  TRANSACTION_STATUSES,
  transactionStatus,
  transactionSchema,
  transactionsQuery,
  transactionsResponse,
  adminOverviewQuery,
  adminOverviewResponse,
} from './job-stats';
