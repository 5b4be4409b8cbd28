import { formatMoney } from '@freelane/shared/contracts';
import type { jobEndpoints } from '@freelane/shared/endpoints';
import type { Handler } from '../../endpoints/handlers';
import { conflict, notFound } from '../../errors';
import { renderInvoicePdf } from '../../lib/invoice-pdf';
import { agreedAmountOfJob } from '../../presenters/job';
import { applyDeadlines } from '../../queries/apply-deadlines';
import { attachmentDisposition } from '../files/get-file';

export const INVOICE_JOB_NOT_FOUND = 'This job does not exist.';
export const INVOICE_NOT_YET = 'An invoice is issued once the job is completed (the client accepted the work).';

/** Printed invoice numbers: INV-0001, INV-0002… per freelancer. */
export const invoiceNumberText = (number: number) => `INV-${String(number).padStart(4, '0')}`;

/**
 * GET /job/invoice/{jobId} (issue 38): the completed job's invoice as a PDF, for its client and its
 * hired freelancer only. Anyone else, admins included, is told the job does not exist (the contract
 * is the parties' business). The number is given on the first request and never changes.
 */
export const getInvoice: Handler<typeof jobEndpoints.getInvoice> = async ({ app, reply, user, params }) => {
  await applyDeadlines(app);
  const job = await app.repos.jobs.findById(params.jobId);
  if (!job?.hiredFreelancerId || (user.id !== job.ownerId && user.id !== job.hiredFreelancerId))
    throw notFound(INVOICE_JOB_NOT_FOUND, 'JOB_NOT_FOUND');
  if (job.status !== 'completed') throw conflict(INVOICE_NOT_YET, 'INVOICE_NOT_AVAILABLE');
  const [client, freelancer, bid] = await Promise.all([
    app.repos.users.findById(job.ownerId),
    app.repos.users.findById(job.hiredFreelancerId),
    app.repos.jobs.acceptedBidOf(job.id),
  ]);
  if (!client || !freelancer) throw notFound(INVOICE_JOB_NOT_FOUND, 'JOB_NOT_FOUND');
  const invoice = await app.repos.invoices.issue(job.id, freelancer.id, app.clock.now());
  const number = invoiceNumberText(invoice.number);
  const pdf = renderInvoicePdf({
    number,
    issuedAt: invoice.issuedAt,
    freelancer: { fullName: freelancer.fullName, username: freelancer.username },
    client: { fullName: client.fullName, username: client.username },
    job: { id: job.id, title: job.title, hiredAt: job.hiredAt, completedAt: job.completedAt },
    amountText: formatMoney(agreedAmountOfJob(job, bid).amount, app.config.currency, { locale: 'en' }),
    currency: app.config.currency,
    siteUrl: app.config.publicUrl,
  });
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', attachmentDisposition(`freelane-invoice-${number}.pdf`))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
};
