import type { ReactNode } from 'react';
import { budgetTypeLabel, durationLabel, JOB_RANK_OPTIONS } from '@freelane/shared/contracts/job-options';
import type { Job } from '@freelane/shared/contracts';
import { useFormatMoney } from '@freelane/shared';
import { FlexBox, PlainTag } from '@freelane/shared/ui';
import { useAgreedAmount } from '../../../components/agreed-amount';
import { JobStatusTag } from '../../../components/job-status-tag';
import { PaymentStatusTag } from '../../../components/payment-status-tag';
import { formatDate } from '../../../lib/format';
import { deadlineDay } from '../lib/review-dates';
import './contract-details.css';

interface Fact {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * The contract's facts: parties, price and every date of the lifecycle that has happened. A table
 * drawn like antd's bordered Descriptions (a row per fact, its label a row header), plain since it is
 * /completedJobs' first screen (issue 39).
 */
export function ContractDetails({ job }: { job: Job }) {
  const formatMoney = useFormatMoney();
  const money = useAgreedAmount()(job.agreedAmount);
  const dateTime = (value: string | null) => (value ? formatDate(value) : 'Not yet');
  const facts: Fact[] = [
    { key: 'title', label: 'Title', children: job.title },
    { key: 'status', label: 'Status', children: <JobStatusTag status={job.status} /> },
    { key: 'client', label: 'Client', children: job.owner.fullName },
    { key: 'freelancer', label: 'Freelancer', children: job.hiredFreelancer?.fullName ?? 'Not hired yet' },
    // The contract states the agreed price (issue 36); the posted budget stays beside it when it differs.
    { key: 'agreed', label: money.label, children: money.described },
    ...(job.agreedAmount.basis === 'bid' && job.agreedAmount.amount !== job.salary
      ? [{ key: 'budget', label: 'Posted budget', children: formatMoney(job.salary) }]
      : []),
    ...(job.hiredFreelancer
      ? [{ key: 'payment', label: 'Payment', children: <PaymentStatusTag status={job.paymentStatus} /> }]
      : []),
    { key: 'contract', label: 'Contract type', children: budgetTypeLabel(job.budgetType) },
    { key: 'category', label: 'Category', children: job.category },
    {
      key: 'level',
      label: 'Freelancer level',
      children: JOB_RANK_OPTIONS.find((option) => option.value === job.rank)?.label ?? job.rank,
    },
    { key: 'duration', label: 'Expected duration', children: durationLabel(job.duration) },
    { key: 'posted', label: 'Posted', children: formatDate(job.createdAt) },
    { key: 'hired', label: 'Hired', children: dateTime(job.hiredAt) },
    { key: 'submitted', label: 'Work submitted', children: dateTime(job.submittedAt) },
    { key: 'completed', label: 'Completed', children: dateTime(job.completedAt) },
    ...(job.paidAt ? [{ key: 'paid', label: 'Marked paid', children: formatDate(job.paidAt) }] : []),
    ...(job.paymentConfirmedAt
      ? [{ key: 'confirmed', label: 'Confirmed received', children: formatDate(job.paymentConfirmedAt) }]
      : []),
    { key: 'client-review', label: 'Client review deadline', children: deadlineDay(job.clientReviewDeadline) },
    { key: 'revision', label: 'Revision deadline', children: deadlineDay(job.freelancerReviewDeadline) },
  ];
  return (
    <FlexBox vertical gap={16}>
      <table className="contract-facts">
        <tbody>
          {facts.map((fact) => (
            <tr key={fact.key}>
              <th scope="row">{fact.label}</th>
              <td>{fact.children}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div>
        <h3 className="fl-title" style={{ fontSize: 16 }}>
          Description
        </h3>
        <p className="fl-paragraph" style={{ whiteSpace: 'pre-wrap' }}>
          {job.description}
        </p>
        <FlexBox wrap gap={6}>
          {job.skills.map((skill) => (
            <PlainTag key={skill} color="blue">
              {skill}
            </PlainTag>
          ))}
        </FlexBox>
      </div>
    </FlexBox>
  );
}
