import type { CommandContext } from './command-context';
import { PROGRAMME_TYPE_LABELS, type ApplicationDecisionBody, type ProgrammeType } from '@freelane/shared/contracts';
import type { UserRow } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { siteLinks } from '../lib/site-links';
import type { ProgrammeAnswers } from '../repositories/programmes';
import type { NewNotification } from '../repositories/notifications';
import { notifyEach } from './notify-each';
import { mailNotification } from './notify-user';

const ALREADY_PENDING: Record<ProgrammeType, string> = {
  mentor: 'You already have a mentor application under review.',
  hiringAssistant: 'Your hiring assistant application is already under review.',
};

/**
 * Files a mentor or hiring-assistant application for a freelancer (spec §1: both programmes are
 * for freelancers). One pending application per programme; an accepted member cannot apply again.
 */
export async function applyToProgramme(
  app: CommandContext,
  user: UserRow,
  type: ProgrammeType,
  answers: ProgrammeAnswers,
) {
  if (user.role !== 'freelancer') {
    throw forbidden(`Only freelancers can apply to become a ${PROGRAMME_TYPE_LABELS[type].toLowerCase()}.`);
  }
  const alreadyIn =
    type === 'mentor'
      ? Boolean(await app.repos.programmes.mentorProfile(user.id))
      : user.hiringAssistantStatus === 'Accepted';
  if (alreadyIn) throw conflict(`You are already an approved ${PROGRAMME_TYPE_LABELS[type].toLowerCase()}.`);
  if (type === 'hiringAssistant' && user.hiringAssistantStatus === 'Pending') throw conflict(ALREADY_PENDING[type]);
  const row = await app.repos.programmes.apply(type, user.id, answers);
  if (!row) throw conflict(ALREADY_PENDING[type]);
  return row;
}

function decisionNotice(
  type: ProgrammeType,
  decision: 'approved' | 'declined',
  reason: string,
): Pick<NewNotification, 'message' | 'link' | 'type'> {
  if (type === 'mentor') {
    return {
      type: 'mentorApplicationDecided',
      link: siteLinks.mentorship(),
      message:
        decision === 'approved'
          ? 'Your mentor application was approved: you are now listed as a Freelane mentor.'
          : `Your mentor application was declined: ${reason}`,
    };
  }
  return decision === 'approved'
    ? {
        type: 'hiringAssistantApplicationDecided',
        link: siteLinks.hiringAssistantDashboard(),
        message: 'Your hiring assistant application was approved: clients can now find and appoint you.',
      }
    : {
        type: 'hiringAssistantApplicationDecided',
        link: siteLinks.applyHiringForm(),
        message: `Your hiring assistant application was declined: ${reason}`,
      };
}

/**
 * An admin approves or declines a pending application, once. The applicant is told in the app and
 * by mail (their System preferences); an approved mentor also tells everyone who asked to be notified.
 */
export async function decideProgrammeApplication(
  app: CommandContext,
  admin: UserRow,
  id: string,
  body: ApplicationDecisionBody,
) {
  const outcome = await app.repos.programmes.decide(id, admin.id, body.decision, body.reason, app.clock.now());
  if (outcome.kind === 'missing') throw notFound('Application not found.', 'APPLICATION_NOT_FOUND');
  if (outcome.kind === 'already-decided') throw conflict('This application was already decided.');
  const { application, subscribersToTell } = outcome;
  const notices: NewNotification[] = [
    {
      userId: application.userId,
      senderId: null,
      category: 'System',
      ...decisionNotice(application.type, body.decision, body.reason),
    },
    ...subscribersToTell.map((userId): NewNotification => ({
      userId,
      senderId: null,
      category: 'System',
      type: 'mentorsAvailable',
      link: siteLinks.mentorship(),
      message: 'Mentors are here: the first Freelane mentors are now taking requests.',
    })),
  ];
  await notifyEach(app, notices);
  // The applicant asked for a decision and subscribers asked to be told: both are mailed whatever
  // their System e-mail preference (these types are in TYPES_WITH_OWN_MAIL, so never twice).
  const parties = await app.repos.notificationPreferences.parties(notices.map((notice) => notice.userId));
  await Promise.all(
    notices.map(async (notice) => {
      const recipient = parties.get(notice.userId);
      if (recipient) await mailNotification(app, recipient, null, notice);
    }),
  );
}
