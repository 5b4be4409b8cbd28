import { Card, Descriptions, Flex, Typography } from 'antd';
import { budgetTypeLabel, type Job } from '@freelane/shared/contracts';
import { useAgreedAmount } from '../../../components/agreed-amount';
import { JobStatusTag } from '../../../components/job-status-tag';
import { formatDate } from '../../../lib/format';
import { ProjectAction } from './project-action';

/** A hired job as a card: title, status, client, agreed price, contract type, deadline, and its action. */
export function ProjectCard({ job, onSubmitWork }: { job: Job; onSubmitWork: (job: Job) => void }) {
  const money = useAgreedAmount()(job.agreedAmount);
  const titleId = `project-title-${job._id}`;
  return (
    <Card role="article" aria-labelledby={titleId} style={{ height: '100%' }}>
      <Flex justify="space-between" align="start" gap={8} wrap>
        <Typography.Title level={3} id={titleId} style={{ fontSize: 18, margin: 0, flex: '1 1 180px' }}>
          {job.title}
        </Typography.Title>
        <JobStatusTag status={job.status} />
      </Flex>
      <Descriptions
        column={1}
        size="small"
        style={{ margin: '12px 0' }}
        items={[
          { key: 'owner', label: 'Client', children: job.owner.fullName },
          { key: 'agreed', label: money.label, children: money.text },
          { key: 'budgetType', label: 'Contract type', children: budgetTypeLabel(job.budgetType) },
          { key: 'deadline', label: 'Application deadline', children: formatDate(job.applicationDeadline) },
        ]}
      />
      <ProjectAction job={job} onSubmitWork={onSubmitWork} />
    </Card>
  );
}
