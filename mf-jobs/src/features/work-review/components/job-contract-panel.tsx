import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Descriptions, Flex, Typography } from 'antd';
import { budgetTypeLabel, type Job } from '@freelane/shared/contracts';
import { useAgreedAmount } from '../../../components/agreed-amount';
import { deadlineDay } from '../lib/review-dates';

interface JobContractPanelProps {
  job: Job;
  /** Which deadline the panel states as the due date (client review or freelancer revision). */
  dueDate?: string | null;
  title?: string;
}

/** Project, freelancer (photo and name), contract type, budget and due date of a hired job. */
export function JobContractPanel({
  job,
  dueDate = job.clientReviewDeadline,
  title = 'Job details',
}: JobContractPanelProps) {
  const money = useAgreedAmount()(job.agreedAmount);
  const freelancer = job.hiredFreelancer;
  const photo = freelancer?.profile.profilePhoto;
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {title}
        </Typography.Title>
      }
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'project', label: 'Project', children: job.title },
          {
            key: 'freelancer',
            label: 'Freelancer',
            children: freelancer ? (
              <Flex gap={8} align="center">
                <Avatar
                  size={32}
                  src={photo ?? undefined}
                  icon={photo ? undefined : <UserOutlined />}
                  alt={photo ? `Photo of ${freelancer.fullName}` : undefined}
                />
                <span>{freelancer.fullName}</span>
              </Flex>
            ) : (
              '—'
            ),
          },
          { key: 'contract', label: 'Contract type', children: budgetTypeLabel(job.budgetType) },
          { key: 'agreed', label: money.label, children: money.described },
          { key: 'due', label: 'Due date', children: deadlineDay(dueDate) },
        ]}
      />
    </Card>
  );
}
