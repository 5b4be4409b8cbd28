import { z } from 'zod';
import { objectId, pageInfo } from './common';
import { JOB_STATUSES } from './job-options';
import { tolerantEnum } from './tolerant-enum';
import { PAYMENT_STATUSES } from './payment-status';

/** Figures for the dashboards, Earnings, Transaction Management and the admin overview: all computed from real jobs. */

/**
 * Agreed amounts of completed jobs by calendar month of completion (issue 38's charts): the last 12
 * months, oldest first, the current month last, a month with nothing completed as 0. Months are the
 * site's (UTC, like "this month").
 */
export const monthlyAmounts = z.array(
  z.object({
    /** yyyy-MM */
    month: z.string().regex(/^\d{4}-\d{2}$/),
    amount: z.number(),
  }),
);
export type MonthlyAmounts = z.infer<typeof monthlyAmounts>;

/** GET /job/clientDashboard: the client's cards (spec accounts §Client dashboard). */
export const clientDashboardResponse = z.object({
  success: z.literal(true),
  stats: z.object({
    /** ACTIVE_JOB_STATUSES: open, in progress, pending review or in revision (one definition for every role). */
    activeJobs: z.number().int(),
    completedJobs: z.number().int(),
    /** Freelancers the client connected with (contacts with connectedAt). */
    talentConnections: z.number().int(),
    /** Of those, connected in the current calendar month (UTC). */
    talentConnectionsThisMonth: z.number().int(),
    /** The agreed amounts of the client's completed jobs per month (the Spending chart). */
    spendingByMonth: monthlyAmounts,
  }),
});
export type ClientDashboardResponse = z.infer<typeof clientDashboardResponse>;

/** GET /job/freelancerStats: Freelancer home and Earnings. Money = agreed prices (no payment processor). */
export const freelancerStatsResponse = z.object({
  success: z.literal(true),
  stats: z.object({
    /** ACTIVE_JOB_STATUSES among the hired jobs: in progress, pending review or in revision. */
    activeJobs: z.number().int(),
    /** Submitted and waiting for the client: paused. */
    underReview: z.number().int(),
    inRevision: z.number().int(),
    completedJobs: z.number().int(),
    disputedJobs: z.number().int(),
    /** Sum of the agreed price of completed jobs. */
    totalEarned: z.number(),
    /** Agreed price of hired jobs not yet completed (progress, review, paused). */
    pendingEarnings: z.number(),
    /** Completed in the current calendar month (UTC). */
    earnedThisMonth: z.number(),
    /** Of totalEarned: agreed amounts the freelancer has not confirmed received yet (issue 36). */
    awaitingConfirmation: z.number(),
    /** Of totalEarned: agreed amounts the freelancer confirmed received. */
    confirmedReceived: z.number(),
    /** Fees earned as a hiring assistant (issue 13): recorded when a client hires on a recommendation. */
    assistantFeesEarned: z.number(),
    proposalsSent: z.number().int(),
    proposalsPending: z.number().int(),
    proposalsAccepted: z.number().int(),
    /** The agreed amounts of the freelancer's completed jobs per month (the Earnings chart). */
    earningsByMonth: monthlyAmounts,
  }),
});
export type FreelancerStatsResponse = z.infer<typeof freelancerStatsResponse>;

export const TRANSACTION_STATUSES = ['Pending', 'Completed', 'Overdue', 'Disputed', 'Closed'] as const;
export const transactionStatus = z.enum(TRANSACTION_STATUSES);
export type TransactionStatus = z.infer<typeof transactionStatus>;

/**
 * GET /job/transactions: one row per hire of the signed-in client. Pending while the work is open or
 * under review, Completed once accepted (or auto-accepted), Overdue when a revision is past the
 * freelancer's deadline, Disputed after Mark As Incomplete, Closed when a dispute ended it without
 * completion (nothing owed).
 */
export const transactionSchema = z.object({
  _id: objectId,
  /** Short human reference, e.g. "TX-3F9A21C0". */
  reference: z.string(),
  jobId: objectId,
  service: z.string(),
  freelancer: z.object({ _id: objectId, fullName: z.string() }),
  client: z.object({ _id: objectId, fullName: z.string() }),
  /** Hire date, or completion date once completed. */
  date: z.string(),
  amount: z.number(),
  status: tolerantEnum(TRANSACTION_STATUSES),
  jobStatus: tolerantEnum(JOB_STATUSES),
  /** The payment record the two parties keep (issue 36): due, marked paid, confirmed received, disputed; null while nothing is due. */
  paymentStatus: tolerantEnum(PAYMENT_STATUSES).nullable(),
  /** The hiring assistant's fee when the client hired on their recommendation (issue 13), else null. */
  assistantFee: z
    .object({ assistant: z.object({ _id: objectId, fullName: z.string() }), amount: z.number() })
    .nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type TransactionsQuery = z.input<typeof transactionsQuery>;

export const transactionsResponse = z.object({
  success: z.literal(true),
  summary: z.object({
    totalTransactions: z.number().int(),
    pendingAmount: z.number(),
    /** Agreed amounts of accepted work (due, marked paid or confirmed received): what the client owes or paid directly. */
    completedPayments: z.number(),
    /** Of those, what is still due: not yet marked paid nor confirmed received (issue 36). */
    dueAmount: z.number(),
    /** Of those, what the client marked paid or the freelancer confirmed received (issue 36). */
    paidAmount: z.number(),
    /** Agreed amounts of hires whose revision is past the freelancer's deadline (the work is overdue, not a payment). */
    overduePayments: z.number(),
    /** Hiring-assistant fees owed for hires on a recommendation (all of the client's jobs). */
    assistantFees: z.number(),
  }),
  transactions: z.array(transactionSchema),
  pagination: pageInfo,
});
export type TransactionsResponse = z.infer<typeof transactionsResponse>;

/** GET /job/adminOverview (admin only). Active = every job not completed (spec). */
export const adminOverviewQuery = transactionsQuery;
export type AdminOverviewQuery = z.input<typeof adminOverviewQuery>;
export const adminOverviewResponse = z.object({
  success: z.literal(true),
  counts: z.object({ total: z.number().int(), completed: z.number().int(), active: z.number().int() }),
  recentJobs: z.array(
    z.object({
      _id: objectId,
      title: z.string(),
      owner: z.object({ _id: objectId, fullName: z.string() }),
      applicationDeadline: z.string(),
      status: tolerantEnum(JOB_STATUSES),
      createdAt: z.string(),
    }),
  ),
  pagination: pageInfo,
});
export type AdminOverviewResponse = z.infer<typeof adminOverviewResponse>;
