import {
  JOB_STATUS_LABELS,
  paymentStatusLabel,
  paymentStatusOf,
  type JobStatus,
  type PaymentStatus,
} from '@freelane/shared/contracts';
import type { CommandContext } from '../commands/command-context';
import type { UserRow } from '../db/schema';
import { applyDeadlines } from './apply-deadlines';
import { presentTransactions } from './job-figures';

/** One line of a money export (issue 38): the columns the CSV writes, as text. */
export interface MoneyRow extends Record<string, string> {
  date: string;
  job: string;
  counterparty: string;
  amount: string;
  currency: string;
  status: string;
}

export const MONEY_COLUMNS = ['date', 'job', 'counterparty', 'amount', 'currency', 'status'] as const;

/** Rows read per query: the export holds one page at a time. */
const PAGE_SIZE = 100;

/**
 * What a money row's status reads as, in the shared vocabulary: the payment record's word once the
 * agreed amount is due (Payment due, Marked paid, Confirmed received, Disputed), else the job's
 * (In Progress, Pending Review, Closed…).
 */
export function moneyStatusWord(jobStatus: JobStatus, paymentStatus: PaymentStatus | null): string {
  return paymentStatus ? paymentStatusLabel(paymentStatus) : JOB_STATUS_LABELS[jobStatus];
}

const day = (iso: string | Date) => (typeof iso === 'string' ? iso : iso.toISOString()).slice(0, 10);
const money = (amount: number) => (Math.round(amount * 100) / 100).toFixed(2);

/**
 * A client's spending: every hire, as Transaction Management lists it (the same query, hiresOf,
 * and the same presenter, presentTransactions), newest hire first.
 */
async function* spendingRows(app: CommandContext, user: UserRow): AsyncGenerator<MoneyRow> {
  const now = app.clock.now();
  const fees = await app.repos.hiring.feesForClient(user.id);
  for (let page = 1; ; page += 1) {
    const { rows } = await app.repos.jobs.hiresOf(user.id, { page, limit: PAGE_SIZE });
    for (const row of await presentTransactions(app, user, rows, fees, now)) {
      yield {
        date: day(row.date),
        job: row.service,
        counterparty: row.freelancer.fullName,
        amount: money(row.amount),
        currency: app.config.currency,
        status: moneyStatusWord(row.jobStatus as JobStatus, row.paymentStatus as PaymentStatus | null),
      };
    }
    if (rows.length < PAGE_SIZE) return;
  }
}

/**
 * A freelancer's earnings: the completed jobs Earnings lists (listHiredJobs, status completed, the
 * same agreed amount), newest hire first.
 */
async function* earningRows(app: CommandContext, user: UserRow): AsyncGenerator<MoneyRow> {
  for (let page = 1; ; page += 1) {
    const { rows } = await app.repos.applications.listHiredJobs(user.id, 'completed', { page, limit: PAGE_SIZE });
    const clients = await app.repos.jobs.people(rows.map((row) => row.job.ownerId));
    for (const { job, agreedPrice } of rows) {
      yield {
        date: day(job.completedAt ?? job.hiredAt ?? job.createdAt),
        job: job.title,
        counterparty: clients.get(job.ownerId)?.fullName ?? 'Former user',
        amount: money(agreedPrice),
        currency: app.config.currency,
        status: moneyStatusWord(job.status, paymentStatusOf(job)),
      };
    }
    if (rows.length < PAGE_SIZE) return;
  }
}

/** The caller's money rows: a client's spending, a freelancer's earnings. */
export async function moneyRowsOf(app: CommandContext, user: UserRow): Promise<AsyncGenerator<MoneyRow>> {
  await applyDeadlines(app);
  return user.role === 'client' ? spendingRows(app, user) : earningRows(app, user);
}
