import { Button, Collapse, Flex, Tag, Typography } from 'antd';
import type { Job } from '@freelane/shared/contracts';
import { formatDate } from '../../../lib/format';
import { useMarkAddressed } from '../hooks/use-mark-addressed';

interface RevisionRequestCardProps {
  job: Job;
  onRequestClarification: () => void;
}

/**
 * The client's revision request, expandable: who asked, Pending until the freelancer marks it
 * addressed (then Addressed, and the button is gone), what to change, and the two actions.
 */
export function RevisionRequestCard({ job, onRequestClarification }: RevisionRequestCardProps) {
  const { confirmAddressed, marking } = useMarkAddressed();
  const addressed = job.revisionAddressedAt !== null;
  return (
    <Collapse
      defaultActiveKey={['request']}
      items={[
        {
          key: 'request',
          label: (
            <Flex gap={8} align="center" wrap>
              <Typography.Text strong>Revision request from {job.owner.fullName}</Typography.Text>
              {addressed ? <Tag color="green">Addressed</Tag> : <Tag color="gold">Pending</Tag>}
            </Flex>
          ),
          children: (
            <>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{job.reviewChanges}</Typography.Paragraph>
              {addressed && (
                <Typography.Paragraph type="secondary">
                  You marked this request as addressed on {formatDate(job.revisionAddressedAt)}.
                </Typography.Paragraph>
              )}
              <Flex gap={12} wrap>
                <Button onClick={onRequestClarification}>Request Clarification</Button>
                {!addressed && (
                  <Button type="primary" ghost loading={marking} onClick={() => confirmAddressed(job)}>
                    Mark As Addressed
                  </Button>
                )}
              </Flex>
            </>
          ),
        },
      ]}
    />
  );
}
