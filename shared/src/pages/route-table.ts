// Type-only imports: this module is also read by each area's rsbuild.config.ts (in Node, before any
// bundler runs) and by the e2e suites, so it must load nothing at run time.
import type { Access } from '../auth/access';
import type { ContainerName } from '../contracts/registry';

/**
 * Every page of the product (spec §2), the remote container and exposed module that renders
 * it, and who may open it (brief "Client access rules"). The one place to read who sees what;
 * the API enforces the same rules on its side.
 *
 * The one list of pages (issue 35): the shell routes from it, each area's build exposes exactly its
 * entries (`areaExposes` in @freelane/shared/mf: `./PostJob` is `src/pages/post-job.tsx`) and its
 * dev harness routes from it (`devRoutesFor` in @freelane/shared/dev). A new page is one entry here
 * and its file.
 */
export interface RouteEntry {
  path: string;
  remote: ContainerName;
  module: `./${string}`;
  access: Access;
}

export const ROUTE_TABLE = [
  // Public site (mf-public)
  { path: '/', remote: 'mf_public', module: './Home', access: 'public' },
  {
    path: '/coming-soon',
    remote: 'mf_public',
    module: './ComingSoon',
    access: 'public',
  },
  {
    path: '/offering',
    remote: 'mf_public',
    module: './Offering',
    access: 'public',
  },
  {
    path: '/blog',
    remote: 'mf_public',
    module: './BlogList',
    access: 'public',
  },
  {
    path: '/blogInside/:id',
    remote: 'mf_public',
    module: './BlogDetail',
    access: 'public',
  },
  { path: '/about', remote: 'mf_public', module: './About', access: 'public' },
  {
    path: '/browse',
    remote: 'mf_public',
    module: './Browse',
    access: 'public',
  },
  {
    path: '/privacy-policy',
    remote: 'mf_public',
    module: './PrivacyPolicy',
    access: 'public',
  },
  {
    path: '/terms-condition',
    remote: 'mf_public',
    module: './Terms',
    access: 'public',
  },
  {
    path: '/community',
    remote: 'mf_public',
    module: './Community',
    access: 'public',
  },

  // Accounts (mf-accounts)
  {
    path: '/SignUp',
    remote: 'mf_accounts',
    module: './SignUp',
    access: 'guest',
  },
  { path: '/login', remote: 'mf_accounts', module: './Login', access: 'guest' },
  {
    path: '/forget-password',
    remote: 'mf_accounts',
    module: './ForgetPassword',
    access: 'guest',
  },
  {
    path: '/recover-password/:id',
    remote: 'mf_accounts',
    module: './RecoverPassword',
    access: 'guest',
  },
  {
    path: '/google-success',
    remote: 'mf_accounts',
    module: './GoogleSuccess',
    access: 'public',
  },
  {
    path: '/select-role',
    remote: 'mf_accounts',
    module: './SelectRole',
    access: 'signedIn',
  },
  {
    path: '/editProfile',
    remote: 'mf_accounts',
    module: './EditProfile',
    access: 'signedIn',
  },
  {
    path: '/find-talent',
    remote: 'mf_accounts',
    module: './FindTalent',
    access: 'public',
  },

  // Jobs (mf-jobs)
  {
    path: '/client-dashboard',
    remote: 'mf_jobs',
    module: './ClientDashboard',
    access: 'client',
  },
  { path: '/myJobs', remote: 'mf_jobs', module: './MyJobs', access: 'client' },
  {
    path: '/post-jobs',
    remote: 'mf_jobs',
    module: './PostJob',
    access: 'client',
  },
  {
    path: '/edit-jobs',
    remote: 'mf_jobs',
    module: './EditJob',
    access: 'client',
  },
  {
    path: '/viewApplicants',
    remote: 'mf_jobs',
    module: './ViewApplicants',
    access: 'client',
  },
  {
    path: '/takeAction',
    remote: 'mf_jobs',
    module: './TakeAction',
    access: 'client',
  },
  {
    path: '/reviewChanges',
    remote: 'mf_jobs',
    module: './ReviewChanges',
    access: 'client',
  },
  {
    path: '/transaction',
    remote: 'mf_jobs',
    module: './Transaction',
    access: 'client',
  },
  {
    path: '/freelancersHome',
    remote: 'mf_jobs',
    module: './FreelancersHome',
    access: 'freelancer',
  },
  {
    path: '/find-jobs',
    remote: 'mf_jobs',
    module: './FindJobs',
    access: 'freelancer',
  },
  {
    path: '/my-project',
    remote: 'mf_jobs',
    module: './MyProject',
    access: 'freelancer',
  },
  {
    path: '/proposals',
    remote: 'mf_jobs',
    module: './Proposals',
    access: 'freelancer',
  },
  {
    path: '/earnings',
    remote: 'mf_jobs',
    module: './Earnings',
    access: 'freelancer',
  },
  {
    path: '/viewRevision',
    remote: 'mf_jobs',
    module: './ViewRevision',
    access: 'freelancer',
  },
  {
    path: '/completedJobs',
    remote: 'mf_jobs',
    module: './CompletedJobs',
    access: 'signedIn',
  },
  {
    path: '/dispute',
    remote: 'mf_jobs',
    module: './Dispute',
    access: 'signedIn',
  },
  {
    path: '/adminPanel',
    remote: 'mf_jobs',
    module: './AdminPanel',
    access: 'admin',
  },

  // Messaging (mf-messaging)
  {
    path: '/message',
    remote: 'mf_messaging',
    module: './Message',
    access: 'signedIn',
  },
  {
    path: '/notification',
    remote: 'mf_messaging',
    module: './Notification',
    access: 'signedIn',
  },

  // Mentorship and hiring assistant (mf-hiring-assistant)
  {
    path: '/mentorship',
    remote: 'mf_hiring_assistant',
    module: './Mentorship',
    access: 'signedIn',
  },
  {
    path: '/joinAsMentor',
    remote: 'mf_hiring_assistant',
    module: './JoinAsMentor',
    access: 'signedIn',
  },
  {
    path: '/joinHiringAssistant',
    remote: 'mf_hiring_assistant',
    module: './JoinHiringAssistant',
    access: 'signedIn',
  },
  {
    path: '/applyHiringForm',
    remote: 'mf_hiring_assistant',
    module: './ApplyHiringForm',
    access: 'signedIn',
  },
  {
    path: '/hiringAssistantDashboard',
    remote: 'mf_hiring_assistant',
    module: './HiringAssistantDashboard',
    access: 'hiringAssistant',
  },
  {
    path: '/hire-selectionAssistant',
    remote: 'mf_hiring_assistant',
    module: './HireSelectionAssistant',
    access: 'client',
  },
  {
    path: '/screening-tools',
    remote: 'mf_hiring_assistant',
    module: './ScreeningTools',
    access: 'client',
  },
  {
    path: '/hiring-assistant-terms',
    remote: 'mf_hiring_assistant',
    module: './HiringAssistantTerms',
    access: 'public',
  },
] as const satisfies readonly RouteEntry[];
