import type { UserRow } from '../db/schema';
import type { CommandContext } from './command-context';
import { notifyEach } from './notify-each';

/** Where the welcome sends a new member: their profile, which is what clients and freelancers look at first. */
export const WELCOME_LINK = '/editProfile';

/** The welcome a new member finds in their notifications, by what they came for. */
export function welcomeMessage(user: Pick<UserRow, 'fullName' | 'role'>): string {
  const firstName = user.fullName.trim().split(/\s+/)[0] || user.fullName;
  const next =
    user.role === 'client'
      ? 'Post a job or browse Find Talent; complete your profile so freelancers know who they work with.'
      : user.role === 'freelancer'
        ? 'Complete your profile (photo, bio, resume) so clients can find you, then look through Find Jobs.'
        : 'Choose whether you are here to hire or to work, then complete your profile.';
  return `Welcome to Freelane, ${firstName}! ${next} Clients and freelancers deal directly: no commission.`;
}

/**
 * Every sign-in (password or Google) passes here once its session started. The account's first one
 * takes its pending welcome (users.takeWelcome: once, whatever races) and stores the welcome
 * notification; it resolves to whether this was that first sign-in, so the answer can greet it as
 * one (issue 36). A failed notification never fails the sign-in: it is logged.
 */
export async function greetFirstSignIn(app: CommandContext, user: UserRow): Promise<boolean> {
  if (!user.welcomePending) return false;
  const first = await app.repos.users.takeWelcome(user.id);
  if (!first) return false;
  await notifyEach(app, [
    {
      userId: user.id,
      senderId: null,
      category: 'System',
      type: 'welcome',
      message: welcomeMessage(user),
      link: WELCOME_LINK,
    },
  ]);
  return true;
}
