import { userEndpoints } from '@freelane/shared/endpoints';
import { defineHandlers } from '../../endpoints/handlers';
import { addContact } from './add-contact';
import { applyAsMentor } from './apply-as-mentor';
import { applyHiringAssistant } from './apply-hiring-assistant';
import { changePassword } from './change-password';
import { getContacts } from './contacts';
import { forgetPassword } from './forget-password';
import { getHiringAssistants } from './get-hiring-assistants';
import { getMentors } from './get-mentors';
import { getMentorship } from './get-mentorship';
import { completeSecondStep, login } from './login';
import { logout } from './logout';
import {
  deletePasskey,
  finishPasskeyLogin,
  finishPasskeyRegistration,
  getPasskeys,
  removePassword,
  startPasskeyLogin,
  startPasskeyRegistration,
} from './passkeys';
import { subscribeMentorship, unsubscribeMentorship } from './mentorship-subscription';
import { subscribeNewsletter } from './newsletter';
import { getProfile } from './profile';
import { recoverPassword } from './recover-password';
import { register } from './register';
import { setPassword } from './set-password';
import { confirmTotpSetup, disableTotp, getTwoFactor, startTotpSetup } from './two-factor';
import { getSuggestedFreelancers } from './suggested-freelancers';
import { updateFile } from './update-files';
import { updateProfile } from './update-profile';
import { updateRole } from './update-role';
import { verifyEmail } from './verify-email';

/** /api/v1/user: the account, Find Talent and contacts, the mentor and hiring assistant programmes. */
export const userHandlers = defineHandlers(userEndpoints, {
  register,
  verifyEmail,
  login,
  logout,
  getProfile,
  subscribeNewsletter,
  updateRole,
  forgetPassword,
  recoverPassword,
  setPassword,
  changePassword,
  updateProfile,
  updateFile,
  getSuggestedFreelancers,
  addContact,
  getContacts,
  applyAsMentor,
  getMentorship,
  getMentors,
  subscribeMentorship,
  unsubscribeMentorship,
  applyHiringAssistant,
  getHiringAssistants,
  completeSecondStep,
  startPasskeyLogin,
  finishPasskeyLogin,
  startPasskeyRegistration,
  finishPasskeyRegistration,
  getPasskeys,
  deletePasskey,
  removePassword,
  getTwoFactor,
  startTotpSetup,
  confirmTotpSetup,
  disableTotp,
});
