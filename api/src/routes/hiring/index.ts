import { hiringEndpoints } from '@freelane/shared/endpoints';
import { defineHandlers } from '../../endpoints/handlers';
import {
  appointAssistant,
  endAppointment,
  getHiringClients,
  getMyAppointments,
  respondToAppointment,
} from './appointments';
import { approveJobDraft, declineJobDraft, draftJob, getJobDrafts, withdrawJobDraft } from './drafts';
import { getHiringPortal } from './portal';
import {
  getAssistantFeeList,
  getAssistedApplications,
  recommendApplication,
  withdrawRecommendation,
} from './recommendations';
import { addToShortlist, removeFromShortlist } from './shortlist';

/** /api/v1/hiring: the hiring-assistant programme beyond the spec's /user calls (issues 13 and 28). */
export const hiringHandlers = defineHandlers(hiringEndpoints, {
  getHiringPortal,
  addToShortlist,
  removeFromShortlist,
  appointAssistant,
  respondToAppointment,
  endAppointment,
  getHiringClients,
  getMyAppointments,
  getAssistedApplications,
  recommendApplication,
  withdrawRecommendation,
  getAssistantFeeList,
  draftJob,
  getJobDrafts,
  approveJobDraft,
  declineJobDraft,
  withdrawJobDraft,
});
