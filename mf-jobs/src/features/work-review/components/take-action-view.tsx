import { useState } from 'react';
import { messagePagePath } from '@freelane/shared/contracts';
import { LinkButton } from '@freelane/shared/ui';
import { Button, Card, Col, Flex, Result, Row, Typography } from 'antd';
import type { Job } from '@freelane/shared/contracts';
import { jobStatusLabel, JobStatusTag } from '../../../components/job-status-tag';
import { WorkFileList } from '../../../components/work-file-list';
import { jobPagePath } from '../../../lib/job-page-path';
import { formatDate } from '../../../lib/format';
import { useWorkDecision } from '../hooks/use-work-decision';
import { IncompleteWorkDialog } from './incomplete-work-dialog';
import { JobContractPanel } from './job-contract-panel';
import { RevisionPolicyNotice } from './revision-policy-notice';

/** The client's review of a submission: the delivered files, the contract, and the three decisions. */
export function TakeActionView({ job }: { job: Job }) {
  const { accept, busy } = useWorkDecision();
  const [markingIncomplete, setMarkingIncomplete] = useState(false);
  const freelancer = job.hiredFreelancer;

  const heading = (
    <Flex gap={12} align="center" wrap>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
        {job.title}
      </Typography.Title>
      <JobStatusTag status={job.status} />
    </Flex>
  );

  if (job.status !== 'paused') {
    return (
      <>
        {heading}
        <Result
          status="info"
          title="No submitted work is waiting for your review"
          subTitle={`“${job.title}” is ${jobStatusLabel(job.status)}. Work can be reviewed once the freelancer submits it.`}
          extra={[
            <LinkButton key="details" type="primary" to={jobPagePath('/completedJobs', job._id)}>
              View Details
            </LinkButton>,
            <LinkButton key="back" to="/myJobs">
              Back to My Jobs
            </LinkButton>,
          ]}
        />
      </>
    );
  }

  return (
    <Flex vertical gap={24}>
      {heading}
      <RevisionPolicyNotice job={job} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Card
            title={
              <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                Submission preview
              </Typography.Title>
            }
          >
            <Typography.Paragraph type="secondary">
              {freelancer?.fullName ?? 'The freelancer'} submitted the work on {formatDate(job.submittedAt)}. Download
              the files to check them before you decide.
            </Typography.Paragraph>
            <WorkFileList files={job.files} />
            {freelancer && (
              <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
                A file missing or not opening?{' '}
                <LinkButton type="link" style={{ padding: 0 }} to={messagePagePath(freelancer._id)}>
                  Message {freelancer.fullName}
                </LinkButton>
              </Typography.Paragraph>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={24}>
            <JobContractPanel job={job} />
            <Card
              title={
                <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                  Your decision
                </Typography.Title>
              }
            >
              <Flex vertical gap={12}>
                <Button type="primary" size="large" block disabled={busy} onClick={() => accept(job)}>
                  Accept Work
                </Button>
                {!job.reviewChance && (
                  <LinkButton size="large" block to={jobPagePath('/reviewChanges', job._id)}>
                    Resubmit For Improvements
                  </LinkButton>
                )}
                <Button danger size="large" block disabled={busy} onClick={() => setMarkingIncomplete(true)}>
                  Mark As Incomplete
                </Button>
              </Flex>
            </Card>
          </Flex>
        </Col>
      </Row>
      <IncompleteWorkDialog job={markingIncomplete ? job : null} onClose={() => setMarkingIncomplete(false)} />
    </Flex>
  );
}
