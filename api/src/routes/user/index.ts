import type { FastifyInstance } from 'fastify';
import applyAsMentor from './apply-as-mentor';
import applyHiringAssistant from './apply-hiring-assistant';
import getHiringAssistants from './get-hiring-assistants';
import getMentors from './get-mentors';
import getMentorship from './get-mentorship';
import mentorshipSubscription from './mentorship-subscription';
import addContact from './add-contact';
import changePassword from './change-password';
import contacts from './contacts';
import forgetPassword from './forget-password';
import login from './login';
import logout from './logout';
import newsletter from './newsletter';
import profile from './profile';
import recoverPassword from './recover-password';
import register from './register';
import setPassword from './set-password';
import suggestedFreelancers from './suggested-freelancers';
import updateFiles from './update-files';
import updateProfile from './update-profile';
import updateRole from './update-role';
import verifyEmail from './verify-email';

/** /api/v1/user */
export default async function userRoutes(app: FastifyInstance) {
  await app.register(register);
  await app.register(verifyEmail);
  await app.register(login);
  await app.register(logout);
  await app.register(profile);
  await app.register(newsletter);
  await app.register(updateRole);
  await app.register(forgetPassword);
  await app.register(recoverPassword);
  await app.register(setPassword);
  await app.register(changePassword);
  await app.register(updateProfile);
  await app.register(updateFiles);
  await app.register(suggestedFreelancers);
  await app.register(addContact);
  await app.register(contacts);
  await app.register(applyAsMentor);
  await app.register(getMentorship);
  await app.register(getMentors);
  await app.register(mentorshipSubscription);
  await app.register(applyHiringAssistant);
  await app.register(getHiringAssistants);
}
