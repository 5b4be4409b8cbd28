import { budgetTypeLabel, type Job } from '@freelane/shared/contracts';
import { useAgreedAmount } from '../../../components/agreed-amount';
import { JobStatusTag } from '../../../components/job-status-tag';
import { formatDate } from '../../../lib/format';
import { ProjectAction } from './project-action';
import { FactsList } from '../../../components/facts-list';
import { FlexBox } from '@freelane/shared/ui';

/**
 * A hired job as a card: title, status, client, agreed price, contract type, deadline, and its
 * action. Plain components only: it is /my-project's first screen (issue 39).
 */
export function ProjectCard({ job, onSubmitWork }: { job: Job; onSubmitWork: (job: Job) => void }) {
  const money = useAgreedAmount()(job.agreedAmount);
  const titleId = `project-title-${job._id}`;
  return (
    <section role="article" aria-labelledby={titleId} className="fl-card" style={{ height: '100%' }}>
      <div className="fl-card__body">
        <FlexBox justify="space-between" align="start" gap={8} wrap>
          <h3 className="fl-title" id={titleId} style={{ fontSize: 18, margin: 0, flex: '1 1 180px' }}>
            {job.title}
          </h3>
          <JobStatusTag status={job.status} />
        </FlexBox>
        <FactsList
          columns={1}
          style={{ margin: '12px 0' }}
          items={[
            { key: 'owner', label: 'Client', children: job.owner.fullName },
            { key: 'agreed', label: money.label, children: money.text },
            { key: 'budgetType', label: 'Contract type', children: budgetTypeLabel(job.budgetType) },
            { key: 'deadline', label: 'Application deadline', children: formatDate(job.applicationDeadline) },
          ]}
        />
        <ProjectAction job={job} onSubmitWork={onSubmitWork} />
      </div>
    </section>
  );
}
