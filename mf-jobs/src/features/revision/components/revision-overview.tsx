import { Card, Descriptions } from 'antd';
import { budgetTypeLabel, type Job } from '@freelane/shared/contracts';
import { formatDate } from '../../../lib/format';
import { useFormatMoney } from '@freelane/shared';

/** Project overview: client, due date (the freelancer's resubmission deadline), budget, contract type. */
export function RevisionOverview({ job }: { job: Job }) {
  const formatMoney = useFormatMoney();
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Project Overview</h2>}>
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'client', label: 'Client', children: job.owner.fullName },
          { key: 'due', label: 'Due date', children: formatDate(job.freelancerReviewDeadline) },
          { key: 'budget', label: 'Budget', children: formatMoney(job.salary) },
          { key: 'contract', label: 'Contract type', children: budgetTypeLabel(job.budgetType) },
        ]}
      />
    </Card>
  );
}
