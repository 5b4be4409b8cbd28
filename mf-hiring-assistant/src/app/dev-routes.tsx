import type { DevRoute } from '@freelane/shared/dev';
import ApplyHiringForm from '../pages/apply-hiring-form';
import HireSelectionAssistant from '../pages/hire-selection-assistant';
import HiringAssistantDashboard from '../pages/hiring-assistant-dashboard';
import HiringAssistantTerms from '../pages/hiring-assistant-terms';
import JoinAsMentor from '../pages/join-as-mentor';
import JoinHiringAssistant from '../pages/join-hiring-assistant';
import Mentorship from '../pages/mentorship';
import ScreeningTools from '../pages/screening-tools';

/** This area's routes as the shell declares them, for running the remote on its own (sign in through the API first). */
export const DEV_ROUTES: DevRoute[] = [
  { path: '/mentorship', label: 'Mentorship', element: <Mentorship /> },
  { path: '/joinAsMentor', label: 'Join as mentor', element: <JoinAsMentor /> },
  { path: '/joinHiringAssistant', label: 'Hiring assistant portal', element: <JoinHiringAssistant /> },
  { path: '/applyHiringForm', label: 'Apply as hiring assistant', element: <ApplyHiringForm /> },
  { path: '/hiringAssistantDashboard', label: 'Assistant dashboard', element: <HiringAssistantDashboard /> },
  { path: '/hire-selectionAssistant', label: 'Hire selection assistant', element: <HireSelectionAssistant /> },
  { path: '/screening-tools', label: 'Screening tools', element: <ScreeningTools /> },
  { path: '/hiring-assistant-terms', label: 'Hiring assistant terms', element: <HiringAssistantTerms /> },
];
