// Type-only imports: this module is also read by each area's rsbuild.config.ts (in Node, before any
// bundler runs) and by the e2e suites, so it must load nothing at run time.
import type { Access } from '../auth/access';
import type { FrameRoute, PageMeta } from '../build-artefacts';
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
  /**
   * What a shared link of the page shows (issue 36): the server writes its <title>, description,
   * Open Graph and Twitter card tags into the page it sends. Every page a visitor may open has them
   * (`routeMeta.test.ts`); a page whose first view is its data (a job, a blog post) has its
   * renderer's from that data, and these when the data cannot be read.
   */
  meta?: PageMeta;
}

export const ROUTE_TABLE = [
  // Public site (mf-public)
  {
    path: '/',
    remote: 'mf_public',
    module: './Home',
    access: 'public',
    meta: {
      title: 'Freelane: hire freelancers and find work, commission-free',
      description:
        'Clients and freelancers meet, agree and work together on Freelane. No commission on either side: post a job, send a proposal, deliver the work.',
    },
  },
  {
    path: '/coming-soon',
    remote: 'mf_public',
    module: './ComingSoon',
    access: 'public',
    meta: {
      title: 'Coming soon | Freelane',
      description:
        'This part of Freelane is on its way. Meanwhile, post a job or find work on the commission-free freelance marketplace.',
    },
  },
  {
    path: '/offering',
    remote: 'mf_public',
    module: './Offering',
    access: 'public',
    meta: {
      title: 'What Freelane offers | Freelane',
      description:
        'Job posts, proposals with screening, chat with project briefs, reviews and a hiring assistant: everything Freelane offers clients and freelancers.',
    },
  },
  {
    path: '/blog',
    remote: 'mf_public',
    module: './BlogList',
    access: 'public',
    meta: {
      title: 'Blog | Freelane',
      description:
        'Stories and advice for freelancers and the clients who hire them: pricing, proposals, working together and growing a freelance career.',
    },
  },
  {
    path: '/blogInside/:id',
    remote: 'mf_public',
    module: './BlogDetail',
    access: 'public',
    meta: {
      title: 'Blog post | Freelane',
      description: 'A post from the Freelane blog: advice for freelancers and the clients who hire them.',
    },
  },
  {
    path: '/about',
    remote: 'mf_public',
    module: './About',
    access: 'public',
    meta: {
      title: 'About Freelane',
      description:
        'Why Freelane exists: a freelance marketplace where clients and freelancers deal directly, with no commission taken from either side.',
    },
  },
  {
    path: '/browse',
    remote: 'mf_public',
    module: './Browse',
    access: 'public',
    meta: {
      title: 'Browse freelance work | Freelane',
      description:
        'Browse what freelancers on Freelane do, by category: design, development, writing, marketing and more.',
    },
  },
  {
    path: '/privacy-policy',
    remote: 'mf_public',
    module: './PrivacyPolicy',
    access: 'public',
    meta: {
      title: 'Privacy policy | Freelane',
      description: 'How Freelane collects, uses and protects your personal data, and the choices you have about it.',
    },
  },
  {
    path: '/terms-condition',
    remote: 'mf_public',
    module: './Terms',
    access: 'public',
    meta: {
      title: 'Terms and conditions | Freelane',
      description: 'The terms that apply when you use Freelane as a client, a freelancer or a hiring assistant.',
    },
  },
  {
    path: '/community',
    remote: 'mf_public',
    module: './Community',
    access: 'public',
    meta: {
      title: 'Community | Freelane',
      description:
        'Meet other freelancers and clients in the Freelane community: questions, events and advice from people doing the work.',
    },
  },

  // Accounts (mf-accounts)
  {
    path: '/SignUp',
    remote: 'mf_accounts',
    module: './SignUp',
    access: 'guest',
    meta: {
      title: 'Sign up | Freelane',
      description: 'Create your free Freelane account to hire freelancers or to find work. No commission, ever.',
    },
  },
  {
    path: '/login',
    remote: 'mf_accounts',
    module: './Login',
    access: 'guest',
    meta: {
      title: 'Sign in | Freelane',
      description: 'Sign in to Freelane to post jobs, send proposals, chat and manage your work.',
    },
  },
  {
    path: '/forget-password',
    remote: 'mf_accounts',
    module: './ForgetPassword',
    access: 'guest',
    meta: {
      title: 'Reset your password | Freelane',
      description: 'Forgot your Freelane password? Enter your e-mail and we will send you a link to choose a new one.',
    },
  },
  {
    path: '/recover-password/:id',
    remote: 'mf_accounts',
    module: './RecoverPassword',
    access: 'guest',
    meta: {
      title: 'Choose a new password | Freelane',
      description: 'Choose a new password for your Freelane account, then sign in again with it.',
    },
  },
  {
    path: '/google-success',
    remote: 'mf_accounts',
    module: './GoogleSuccess',
    access: 'public',
    meta: {
      title: 'Signing in | Freelane',
      description: 'Finishing your sign-in with Google: you will be taken to your Freelane account in a moment.',
    },
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
    meta: {
      title: 'Find talent | Freelane',
      description:
        'Find freelancers on Freelane by skill and category, read their reviews and contact them directly, commission-free.',
    },
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
    path: '/saved-searches',
    remote: 'mf_jobs',
    module: './SavedSearches',
    access: 'freelancer',
  },
  {
    path: '/jobs/:id',
    remote: 'mf_jobs',
    module: './JobPage',
    access: 'public',
    // The job's own from its data (its title, budget and skills); these when it cannot be read.
    meta: {
      title: 'Job | Freelane',
      description:
        'An open job on Freelane: read the whole post, the client and the budget, and apply commission-free.',
    },
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
    meta: {
      title: 'Hiring assistant terms | Freelane',
      description: 'The terms for hiring assistants on Freelane, who help clients screen and choose freelancers.',
    },
  },
] as const satisfies readonly RouteEntry[];

/**
 * A row as the shell's prerendered frame carries it to the server (frame.json `routes`): the server
 * finds the route of a request, and writes a public page's shared-link tags, from it.
 */
export function frameRouteOf({ path, remote, module, access, meta }: RouteEntry): FrameRoute {
  return { path, remote, module, access, ...(meta ? { meta } : {}) };
}
