import { Collapse, Flex, Tag, Typography } from 'antd';
import { LinkButton } from '../../../components/link-button';
import type { Job } from '@freelane/shared';

/** The client's revision request, expandable: who asked, Pending until resubmitted, and what to change. */
export function RevisionRequestCard({ job }: { job: Job }) {
  return (
    <Collapse
      defaultActiveKey={['request']}
      items={[
        {
          key: 'request',
          label: (
            <Flex gap={8} align="center" wrap>
              <Typography.Text strong>Revision request from {job.owner.fullName}</Typography.Text>
              <Tag color="gold">Pending</Tag>
            </Flex>
          ),
          children: (
            <>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{job.reviewChanges}</Typography.Paragraph>
              <LinkButton to={`/message?userId=${encodeURIComponent(job.owner._id)}`}>Request Clarification</LinkButton>
            </>
          ),
        },
      ]}
    />
  );
}
