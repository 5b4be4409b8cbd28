import type { CommandContext } from '../commands/command-context';
import type {
  AdminOverviewResponse,
  ClientDashboardResponse,
  FreelancerStatsResponse,
  JobStatus,
  MonthlyAmounts,
  TransactionStatus,
  TransactionsResponse,
} from '@freelane/shared/contracts';
import { paymentStatusOf } from '@freelane/shared/contracts';
import type { UserRow } from '../db/schema';
import { tags } from '../lib/cache-tags';
import type { Page } from '../repositories/jobs';
import { applyDeadlines } from './apply-deadlines';
import { paginationOf } from '../lib/pagination';

/** First instant of the current calendar month, UTC. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The calendar month figures counted "this month" belong to (a cached answer's time key). */
export const monthKey = (now: Date): string => monthStart(now).toISOString().slice(0, 7);

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The time zone the site's months are counted in: UTC, as "this month" and every date the server
 * judges (docs/decisions.md, issue 38). One name, so a configurable zone changes one place.
 */
export const SITE_TIME_ZONE = 'UTC';

/** The last 12 calendar months, oldest first, the current one last (yyyy-MM), and when the first began. */
export function lastTwelveMonths(now: Date): { months: string[]; since: Date } {
  const months = Array.from({ length: 12 }, (_, index) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + index, 1)).toISOString().slice(0, 7),
  );
  return { months, since: new Date(`${months[0]}-01T00:00:00Z`) };
}

/** Agreed amounts of completed jobs per month for the charts: every one of the 12 months, 0 when none. */
async function completedByMonth(
  app: CommandContext,
  party: 'freelancer' | 'client',
  userId: string,
): Promise<MonthlyAmounts> {
  const { months, since } = lastTwelveMonths(app.clock.now());
  const rows = await app.repos.jobs.completedByMonth(party, userId, since, SITE_TIME_ZONE);
  const byMonth = new Map(rows.map((row) => [row.month, row.amount]));
  return months.map((month) => ({ month, amount: round2(byMonth.get(month) ?? 0) }));
}

/**
 * A hire as a payment (no processor: amounts are agreed prices). Overdue = a revision not delivered
 * by the freelancer's deadline; Disputed = marked incomplete.
 */
export function transactionStatusOf(
  status: JobStatus,
  freelancerReviewDeadline: Date | null,
  now: Date,
): TransactionStatus {
  if (status === 'completed') return 'Completed';
  if (status === 'disputes') return 'Disputed';
  if (status === 'closed') return 'Closed';
  if (status === 'review' && freelancerReviewDeadline && freelancerReviewDeadline <= now) return 'Overdue';
  return 'Pending';
}

/**
 * A figure of a party's hires, kept apart from the dashboard that shows it: the dashboard is an own
 * read (plugins/read-cache.ts, ownRead), dropped by each proposal a freelancer sends or receives on
 * a client's jobs, while these change only with a write of one of their jobs (tags.hiresOf). They
 * were the API bench's costliest statements: 10–22 ms each, read again after every proposal
 * (docs/decisions.md, "A party's hires cached apart from their dashboard").
 */
function hiresFigure<T>(app: CommandContext, userId: string, figure: string, load: () => Promise<T>): Promise<T> {
  return app.readCache.get(`own-hires:${userId}:${figure}:${monthKey(app.clock.now())}`, load, {
    references: [tags.hiresOf(userId)],
  });
}

export async function clientDashboard(app: CommandContext, user: UserRow): Promise<ClientDashboardResponse['stats']> {
  const [counts, connections, spendingByMonth] = await Promise.all([
    // Read with the dashboard (an own read): a post changes the active count, not the hires.
    app.repos.jobs.ownerCounts(user.id),
    app.repos.jobs.talentConnections(user.id, monthStart(app.clock.now())),
    hiresFigure(app, user.id, 'client-spending', () => completedByMonth(app, 'client', user.id)),
  ]);
  return {
    activeJobs: counts.active,
    completedJobs: counts.completed,
    talentConnections: connections.total,
    talentConnectionsThisMonth: connections.thisMonth,
    spendingByMonth,
  };
}

export async function freelancerStats(app: CommandContext, user: UserRow): Promise<FreelancerStatsResponse['stats']> {
  const [figures, proposals, assistantFees, earningsByMonth] = await Promise.all([
    hiresFigure(app, user.id, 'freelancer-figures', () =>
      app.repos.jobs.freelancerFigures(user.id, monthStart(app.clock.now())),
    ),
    app.repos.applications.countsFor(user.id),
    app.repos.hiring.feeTotalOf(user.id),
    hiresFigure(app, user.id, 'freelancer-earnings', () => completedByMonth(app, 'freelancer', user.id)),
  ]);
  return {
    ...figures,
    totalEarned: round2(figures.totalEarned),
    pendingEarnings: round2(figures.pendingEarnings),
    earnedThisMonth: round2(figures.earnedThisMonth),
    awaitingConfirmation: round2(figures.totalEarned - figures.confirmedReceived),
    confirmedReceived: round2(figures.confirmedReceived),
    assistantFeesEarned: round2(assistantFees),
    proposalsSent: proposals.sent,
    proposalsPending: proposals.pending,
    proposalsAccepted: proposals.accepted,
    earningsByMonth,
  };
}

export async function transactions(
  app: CommandContext,
  user: UserRow,
  query: Page,
): Promise<Omit<TransactionsResponse, 'success'>> {
  await applyDeadlines(app);
  const now = app.clock.now();
  const [page, all, fees] = await Promise.all([
    app.repos.jobs.hiresOf(user.id, query),
    app.repos.jobs.hireAmounts(user.id),
    app.repos.hiring.feesForClient(user.id),
  ]);
  const sums = { Pending: 0, Completed: 0, Overdue: 0, Disputed: 0, Closed: 0 } satisfies Record<
    TransactionStatus,
    number
  >;
  let due = 0;
  for (const hire of all) {
    sums[transactionStatusOf(hire.status, hire.freelancerReviewDeadline, now)] += hire.amount;
    if (paymentStatusOf(hire) === 'pending') due += hire.amount;
  }
  return {
    summary: {
      totalTransactions: all.length,
      pendingAmount: round2(sums.Pending),
      completedPayments: round2(sums.Completed),
      dueAmount: round2(due),
      paidAmount: round2(sums.Completed - due),
      overduePayments: round2(sums.Overdue),
      assistantFees: round2(fees.reduce((sum, fee) => sum + fee.amount, 0)),
    },
    transactions: await presentTransactions(app, user, page.rows, fees, now),
    pagination: paginationOf(query, page.total),
  };
}

type Transaction = TransactionsResponse['transactions'][number];
type HireRow = Awaited<ReturnType<CommandContext['repos']['jobs']['hiresOf']>>['rows'][number];
type ClientFee = Awaited<ReturnType<CommandContext['repos']['hiring']['feesForClient']>>[number];

/**
 * The client's hires as Transaction Management rows: the one presenter of /job/transactions and of
 * its CSV export (issue 38), so the file and the page cannot disagree on a row or an amount.
 */
export async function presentTransactions(
  app: CommandContext,
  user: UserRow,
  rows: HireRow[],
  fees: ClientFee[],
  now: Date,
): Promise<Transaction[]> {
  const feeOf = new Map(fees.map((fee) => [fee.jobId, fee]));
  const freelancers = await app.repos.jobs.people(
    rows.flatMap((row) => (row.hiredFreelancerId ? [row.hiredFreelancerId] : [])),
  );
  return rows.flatMap((row) => {
    const freelancer = row.hiredFreelancerId ? freelancers.get(row.hiredFreelancerId) : undefined;
    if (!freelancer) return []; // the account was deleted between the two queries
    const fee = feeOf.get(row.id);
    return {
      _id: row.id,
      reference: `TX-${row.id.replaceAll('-', '').slice(0, 8).toUpperCase()}`,
      jobId: row.id,
      service: row.title,
      freelancer: { _id: freelancer.id, fullName: freelancer.fullName },
      client: { _id: user.id, fullName: user.fullName },
      date: (row.completedAt ?? row.hiredAt ?? row.createdAt).toISOString(),
      amount: round2(row.amount),
      status: transactionStatusOf(row.status, row.freelancerReviewDeadline, now),
      jobStatus: row.status,
      paymentStatus: paymentStatusOf(row),
      assistantFee: fee
        ? { assistant: { _id: fee.assistantId, fullName: fee.assistantName }, amount: round2(fee.amount) }
        : null,
    };
  });
}

export async function adminOverview(app: CommandContext, query: Page): Promise<Omit<AdminOverviewResponse, 'success'>> {
  await applyDeadlines(app);
  const [counts, page] = await Promise.all([app.repos.jobs.globalCounts(), app.repos.jobs.listAll(query)]);
  const owners = await app.repos.jobs.people(page.rows.map((row) => row.ownerId));
  return {
    counts: { total: counts.total, completed: counts.completed, active: counts.active },
    recentJobs: page.rows.map((row) => ({
      _id: row.id,
      title: row.title,
      owner: { _id: row.ownerId, fullName: owners.get(row.ownerId)?.fullName ?? 'Former user' },
      applicationDeadline: row.applicationDeadline,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
    pagination: paginationOf(query, page.total),
  };
}
