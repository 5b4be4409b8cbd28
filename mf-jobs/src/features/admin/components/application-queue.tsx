import { UserOutlined } from '@ant-design/icons';
import {
  PROGRAMME_TYPE_LABELS,
  type ProgrammeApplicationStatus,
  type ProgrammeType,
  knownOr,
} from '@freelane/shared/contracts';
import { PagedList, LoadingState } from '@freelane/shared/ui';
import { Avatar, Badge, Button, Card, Empty, Flex, List, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { useGetProgrammeApplicationsQuery } from '../api/programme-applications';
import { ApplicationAnswers } from './application-answers';
import { DecisionDialog, type Decision } from './decision-dialog';

export const APPLICATION_QUEUE_PAGE_SIZE = 10;

const STATUS_OPTIONS: { value: ProgrammeApplicationStatus; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
];
const TYPE_OPTIONS: { value: ProgrammeType | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'mentor', label: 'Mentors' },
  { value: 'hiringAssistant', label: 'Hiring assistants' },
];

/** Admin Overview's Applications queue: mentor and hiring-assistant applications, decided here (issue 13). */
export function ApplicationQueue() {
  const [status, setStatus] = useState<ProgrammeApplicationStatus>('pending');
  const [type, setType] = useState<ProgrammeType | 'all'>('all');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const query = useGetProgrammeApplicationsQuery({
    status,
    type: type === 'all' ? undefined : type,
    page,
    limit: APPLICATION_QUEUE_PAGE_SIZE,
  });
  const data = query.data;

  const open = (next: Decision) => setDeciding(next);

  const title = (
    <Flex align="center" gap={8}>
      <h2 style={{ fontSize: 18, margin: 0 }}>Applications</h2>
      {data ? (
        <Badge
          count={data.pendingCount}
          showZero
          color={data.pendingCount > 0 ? 'red' : 'gray'}
          title={`${data.pendingCount} waiting for a decision`}
          aria-label={`${data.pendingCount} waiting for a decision`}
        />
      ) : null}
    </Flex>
  );

  return (
    <Card title={title}>
      <Flex wrap gap={12} style={{ marginBottom: 16 }}>
        <Segmented<ProgrammeApplicationStatus>
          aria-label="Application status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
        <Segmented<ProgrammeType | 'all'>
          aria-label="Programme"
          value={type}
          options={TYPE_OPTIONS}
          onChange={(value) => {
            setType(value);
            setPage(1);
          }}
        />
      </Flex>
      <PagedList
        query={query}
        items={query.data?.applications}
        pagination={query.data?.pagination}
        onPageChange={setPage}
        pagerMarginTop={16}
        loading={<LoadingState label="Loading applications" rows={4} />}
        errorTitle="We couldn't load the applications"
        errorFallback="Something went wrong while loading the applications. Please try again."
        empty={
          <Empty
            description={
              status === 'pending' ? 'No application is waiting for a decision.' : `No ${status} applications yet.`
            }
          />
        }
      >
        {(applications) => (
          <List
            itemLayout="vertical"
            dataSource={[...applications]}
            renderItem={(application) => (
              <List.Item key={application._id}>
                <article
                  aria-label={`${knownOr(PROGRAMME_TYPE_LABELS, application.type, 'Unknown programme')} application from ${application.applicant.fullName}`}
                >
                  <Flex justify="space-between" wrap gap={12}>
                    <Space align="start">
                      <Avatar
                        src={application.applicant.profile.profilePhoto ?? undefined}
                        icon={<UserOutlined />}
                        alt=""
                      />
                      <div>
                        <Typography.Text strong>{application.applicant.fullName}</Typography.Text>{' '}
                        <Tag color={application.type === 'mentor' ? 'purple' : 'blue'}>
                          {knownOr(PROGRAMME_TYPE_LABELS, application.type, 'Unknown programme')}
                        </Tag>
                        <div>
                          <Typography.Text type="secondary">
                            {application.applicant.profile.professionalTitle ?? `@${application.applicant.username}`} ·
                            submitted {formatDate(application.submittedAt)}
                          </Typography.Text>
                        </div>
                      </div>
                    </Space>
                    {application.status === 'pending' ? (
                      <Space>
                        <Button type="primary" onClick={() => open({ application, decision: 'approved' })}>
                          Approve
                        </Button>
                        <Button danger onClick={() => open({ application, decision: 'declined' })}>
                          Decline
                        </Button>
                      </Space>
                    ) : (
                      <Typography.Text>
                        {application.status === 'approved' ? 'Approved' : 'Declined'}
                        {application.decidedBy ? ` by ${application.decidedBy.fullName}` : ''} on{' '}
                        {formatDate(application.decidedAt)}
                      </Typography.Text>
                    )}
                  </Flex>
                  {application.reason ? (
                    <Typography.Paragraph style={{ marginTop: 8 }}>
                      <strong>Reason:</strong> {application.reason}
                    </Typography.Paragraph>
                  ) : null}
                  <div style={{ marginTop: 12 }}>
                    <ApplicationAnswers application={application} />
                  </div>
                </article>
              </List.Item>
            )}
          />
        )}
      </PagedList>
      <DecisionDialog deciding={deciding} onClose={() => setDeciding(null)} />
    </Card>
  );
}
