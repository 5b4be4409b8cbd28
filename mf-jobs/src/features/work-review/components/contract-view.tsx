import { messagePagePath } from '@freelane/shared/contracts';
import { LinkButton } from '@freelane/shared/ui';
import { Alert, Card, Empty, Flex, Tabs, Typography } from 'antd';
import type { Job } from '@freelane/shared/contracts';
import { JobStatusTag } from '../../../components/job-status-tag';
import { PaymentAction } from '../../../components/payment-action';
import { WorkFileList } from '../../../components/work-file-list';
import { jobPagePath } from '../../../lib/job-page-path';
import { ContractDetails } from './contract-details';

interface ContractViewProps {
  job: Job;
  /** The signed-in user, to name "the other party" of the contract. */
  viewerId: string | undefined;
}

/** The next step for whoever is looking, when there is one. */
function NextStep({ job, isClient }: { job: Job; isClient: boolean }) {
  if (job.paymentStatus === 'pending' || job.paymentStatus === 'paid')
    return (
      <PaymentAction
        side={isClient ? 'client' : 'freelancer'}
        jobId={job._id}
        title={job.title}
        amount={job.agreedAmount.amount}
        otherParty={(isClient ? job.hiredFreelancer?.fullName : job.owner.fullName) ?? 'the other party'}
        paymentStatus={job.paymentStatus}
      />
    );
  if (isClient && job.status === 'paused')
    return (
      <LinkButton type="primary" to={jobPagePath('/takeAction', job._id)}>
        Take Action
      </LinkButton>
    );
  if (!isClient && job.status === 'review')
    return (
      <LinkButton type="primary" to={jobPagePath('/viewRevision', job._id)}>
        Complete Revision
      </LinkButton>
    );
  return null;
}

/** The real contract for both parties: Details, Deliverables, Milestones and Messages. */
export function ContractView({ job, viewerId }: ContractViewProps) {
  const isClient = viewerId === job.owner._id;
  const otherParty = isClient ? job.hiredFreelancer : job.owner;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex gap={12} align="center" wrap>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
            {job.title}
          </Typography.Title>
          <JobStatusTag status={job.status} />
        </Flex>
        <NextStep job={job} isClient={isClient} />
      </Flex>
      <Card>
        <Tabs
          items={[
            { key: 'details', label: 'Details', children: <ContractDetails job={job} /> },
            {
              key: 'deliverables',
              label: 'Deliverables',
              children: (
                <Flex vertical gap={16}>
                  {job.delivarables && (
                    <section aria-labelledby={`agreed-deliverables-${job._id}`}>
                      <Typography.Title level={3} id={`agreed-deliverables-${job._id}`} style={{ fontSize: 16 }}>
                        Agreed deliverables
                      </Typography.Title>
                      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                        As agreed in the project brief accepted in Messages.
                      </Typography.Paragraph>
                      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                        {job.delivarables}
                      </Typography.Paragraph>
                    </section>
                  )}
                  {job.reviewChanges && (
                    <Alert
                      type="info"
                      showIcon
                      message="Revision requested by the client"
                      description={<span style={{ whiteSpace: 'pre-wrap' }}>{job.reviewChanges}</span>}
                    />
                  )}
                  <WorkFileList files={job.files} />
                </Flex>
              ),
            },
            {
              key: 'milestones',
              label: 'Milestones',
              children: <Empty description="This contract is one fixed-price delivery, so it has no milestones." />,
            },
            {
              key: 'messages',
              label: 'Messages',
              children: otherParty ? (
                <Empty description={`Your conversation with ${otherParty.fullName} is in Messages.`}>
                  <LinkButton type="primary" to={messagePagePath(otherParty._id)}>
                    Message {otherParty.fullName}
                  </LinkButton>
                </Empty>
              ) : (
                <Empty description="Messages open once a freelancer is hired." />
              ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
