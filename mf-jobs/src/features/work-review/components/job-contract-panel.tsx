import type { Job } from '@freelane/shared/contracts';
import { budgetTypeLabel } from '@freelane/shared/contracts/job-options';
import { FlexBox, PlainAvatar, PlainCard } from '@freelane/shared/ui';
import { useAgreedAmount } from '../../../components/agreed-amount';
import { FactsList } from '../../../components/facts-list';
import { deadlineDay } from '../lib/review-dates';

interface JobContractPanelProps {
  job: Job;
  /** Which deadline the panel states as the due date (client review or freelancer revision). */
  dueDate?: string | null;
  title?: string;
}

/**
 * Project, freelancer (photo and name), contract type, budget and due date of a hired job. Plain
 * (issue 39): it is on /takeAction's and /reviewChanges' first screen.
 */
export function JobContractPanel({
  job,
  dueDate = job.clientReviewDeadline,
  title = 'Job details',
}: JobContractPanelProps) {
  const money = useAgreedAmount()(job.agreedAmount);
  const freelancer = job.hiredFreelancer;
  return (
    <PlainCard title={title}>
      <FactsList
        columns={1}
        items={[
          { key: 'project', label: 'Project', children: job.title },
          {
            key: 'freelancer',
            label: 'Freelancer',
            children: freelancer ? (
              <FlexBox gap={8} align="center">
                <PlainAvatar size={32} src={freelancer.profile.profilePhoto} name={freelancer.fullName} />
                <span>{freelancer.fullName}</span>
              </FlexBox>
            ) : (
              '—'
            ),
          },
          { key: 'contract', label: 'Contract type', children: budgetTypeLabel(job.budgetType) },
          { key: 'agreed', label: money.label, children: money.described },
          { key: 'due', label: 'Due date', children: deadlineDay(dueDate) },
        ]}
      />
    </PlainCard>
  );
}
