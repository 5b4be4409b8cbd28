import type { DevRoute } from '@freelane/shared/dev';
import AdminPanel from '../pages/admin-panel';
import ClientDashboard from '../pages/client-dashboard';
import CompletedJobs from '../pages/completed-jobs';
import Dispute from '../pages/dispute';
import Earnings from '../pages/earnings';
import EditJob from '../pages/edit-job';
import FindJobs from '../pages/find-jobs';
import FreelancersHome from '../pages/freelancers-home';
import MyJobs from '../pages/my-jobs';
import MyProject from '../pages/my-project';
import PostJob from '../pages/post-job';
import Proposals from '../pages/proposals';
import ReviewChanges from '../pages/review-changes';
import TakeAction from '../pages/take-action';
import Transaction from '../pages/transaction';
import ViewApplicants from '../pages/view-applicants';
import ViewRevision from '../pages/view-revision';

/** The jobs routes as the shell declares them, for running this remote on its own (sign in through the API first). */
export const DEV_ROUTES: DevRoute[] = [
  { path: '/client-dashboard', label: 'Client dashboard', element: <ClientDashboard /> },
  { path: '/post-jobs', label: 'Post a job', element: <PostJob /> },
  { path: '/edit-jobs', element: <EditJob /> },
  { path: '/myJobs', label: 'My Jobs', element: <MyJobs /> },
  { path: '/viewApplicants', element: <ViewApplicants /> },
  { path: '/takeAction', element: <TakeAction /> },
  { path: '/reviewChanges', element: <ReviewChanges /> },
  { path: '/completedJobs', element: <CompletedJobs /> },
  { path: '/transaction', label: 'Transactions', element: <Transaction /> },
  { path: '/freelancersHome', label: 'Freelancer home', element: <FreelancersHome /> },
  { path: '/find-jobs', label: 'Find Jobs', element: <FindJobs /> },
  { path: '/proposals', label: 'Proposals', element: <Proposals /> },
  { path: '/my-project', label: 'My Project', element: <MyProject /> },
  { path: '/viewRevision', element: <ViewRevision /> },
  { path: '/dispute', element: <Dispute /> },
  { path: '/earnings', label: 'Earnings', element: <Earnings /> },
  { path: '/adminPanel', label: 'Admin', element: <AdminPanel /> },
];
