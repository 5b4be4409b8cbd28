import { formatMoney } from '@freelane/shared/contracts';
import type { CommandContext } from '../commands/command-context';
import type { JobRow } from '../db/schema';
import { agreedAmountOfJob } from '../presenters/job';

/**
 * A job's agreed amount as notifications and mails write it ("$580.00", the site's currency): the
 * same figure the screens show (presenters/job.ts agreedAmountOfJob), read from the job's accepted
 * proposal. Freelane holds none of it: texts say it is due from the client to the freelancer directly.
 */
export async function agreedAmountText(
  app: CommandContext,
  job: Pick<JobRow, 'id' | 'salary' | 'delivarables'>,
): Promise<string> {
  const bid = await app.repos.jobs.acceptedBidOf(job.id);
  return formatMoney(agreedAmountOfJob(job, bid).amount, app.config.currency, { locale: 'en' });
}
