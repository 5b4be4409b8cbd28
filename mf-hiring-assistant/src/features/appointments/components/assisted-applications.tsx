import { getErrorMessage, useFormatMoney } from '@freelane/shared';
import { PROPOSAL_TIMELINE_OPTIONS, type Application } from '@freelane/shared/contracts';
import {
  AntdProvider,
  ErrorState,
  RatingSummary,
  ScreeningChecks,
  ScreeningScoreTag,
  LoadingState,
  useToasts,
} from '@freelane/shared/ui';
import { Button, Drawer, Empty, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useGetAssistedApplicationsQuery, useSetRecommendationMutation } from '../api/recommendations';
import { RecommendDialog } from './recommend-dialog';

const timelineLabel = (value: Application['applicant']['estimatedTimeLine']) =>
  PROPOSAL_TIMELINE_OPTIONS.find((option) => option.value === value)?.label ?? value;

/** The proposals on one job the assistant was appointed to, with Recommend / Withdraw. */
export function AssistedApplications({
  job,
  onClose,
}: {
  job: { _id: string; title: string } | null;
  onClose: () => void;
}) {
  const { message } = useToasts();
  const formatMoney = useFormatMoney();
  const proposals = useGetAssistedApplicationsQuery({ jobId: job?._id ?? '', limit: 50 }, { skip: job === null });
  const [setRecommendation, { isLoading }] = useSetRecommendationMutation();
  const [recommending, setRecommending] = useState<Application | null>(null);

  const save = async (application: Application, note: string | null) => {
    if (!job) return;
    try {
      message.success(
        (await setRecommendation({ jobId: job._id, applicationId: application._id, note }).unwrap()).message,
      );
      setRecommending(null);
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };

  return (
    <AntdProvider>
      <Drawer open={job !== null} onClose={onClose} size={640} title={job ? `Proposals on "${job.title}"` : ''}>
        {proposals.isLoading ? (
          <LoadingState label="Loading proposals" />
        ) : proposals.isError || !proposals.data ? (
          <ErrorState
            title="We couldn't load the proposals"
            message={getErrorMessage(proposals.error)}
            onRetry={() => void proposals.refetch()}
          />
        ) : proposals.data.applications.length === 0 ? (
          <Empty description="No proposals yet. They appear here as freelancers apply." />
        ) : (
          <List
            itemLayout="vertical"
            dataSource={proposals.data.applications}
            renderItem={(application) => (
              <List.Item key={application._id}>
                <article aria-label={`Proposal from ${application.applicant.user.fullName}`}>
                  <Space wrap>
                    <Typography.Text strong>{application.applicant.user.fullName}</Typography.Text>
                    <RatingSummary rating={application.applicant.user.rating} size="small" />
                    {application.status !== 'pending' ? (
                      <Tag>{application.status === 'accepted' ? 'Hired' : 'Not selected'}</Tag>
                    ) : null}
                    {application.recommendation ? <Tag color="green">Recommended</Tag> : null}
                    {application.screening ? <ScreeningScoreTag screening={application.screening} /> : null}
                  </Space>
                  {application.screening ? <ScreeningChecks screening={application.screening} /> : null}
                  <Typography.Paragraph type="secondary" style={{ margin: '4px 0' }}>
                    Bid {formatMoney(application.applicant.yourBid)} ·{' '}
                    {timelineLabel(application.applicant.estimatedTimeLine)} ·{' '}
                    {application.applicant.user.projectCompleted} completed projects
                  </Typography.Paragraph>
                  <Typography.Paragraph ellipsis={{ rows: 3, expandable: true }}>
                    {application.applicant.coverLetter}
                  </Typography.Paragraph>
                  {application.recommendation ? (
                    <Typography.Paragraph>
                      <strong>Your note:</strong> {application.recommendation.note}
                    </Typography.Paragraph>
                  ) : null}
                  {application.status === 'pending' ? (
                    application.recommendation ? (
                      <Button loading={isLoading} onClick={() => void save(application, null)}>
                        Withdraw recommendation
                      </Button>
                    ) : (
                      <Button type="primary" onClick={() => setRecommending(application)}>
                        Recommend
                      </Button>
                    )
                  ) : null}
                </article>
              </List.Item>
            )}
          />
        )}
        <RecommendDialog
          freelancerName={recommending?.applicant.user.fullName ?? null}
          busy={isLoading}
          onSubmit={(note) => recommending && void save(recommending, note)}
          onCancel={() => setRecommending(null)}
        />
      </Drawer>
    </AntdProvider>
  );
}
