import { getErrorMessage, useFormatMoney } from '@freelane/shared';
import {
  HIRING_ASSISTANT_BASE_FEE,
  HIRING_ASSISTANT_FEE_CAP,
  HIRING_ASSISTANT_FEE_PERCENT,
} from '@freelane/shared/contracts';
import { ErrorState, PageContainer, LoadingState, withAntd } from '@freelane/shared/ui';
import { Alert, Button, Card, Statistic, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useGetHiringPortalQuery } from '../features/hiring-application/api/get-hiring-portal';
import { EligibilityList } from '../features/hiring-application/components/eligibility-list';

/** /joinHiringAssistant: the portal, with the eligibility shown against the caller's own figures. */
function JoinHiringAssistant() {
  const formatMoney = useFormatMoney();
  const navigate = useNavigate();
  const portal = useGetHiringPortalQuery();

  return (
    <PageContainer maxWidth={900}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Hiring Assistant Portal
      </Typography.Title>
      <Typography.Paragraph style={{ fontSize: 16 }}>
        Help clients who are not technical hire the right freelancer. Clients appoint you to their jobs; you review the
        proposals and recommend the best ones.
      </Typography.Paragraph>
      <div
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
          marginBottom: 24,
        }}
      >
        <Card>
          <Statistic title="Base fee per hire" value={formatMoney(HIRING_ASSISTANT_BASE_FEE)} />
          <Typography.Text type="secondary">
            {HIRING_ASSISTANT_FEE_PERCENT}% of the job's budget, up to {formatMoney(HIRING_ASSISTANT_FEE_CAP)}, when the client hires
            your recommendation.
          </Typography.Text>
        </Card>
      </div>
      <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Eligibility</h2>}>
        {portal.isLoading ? (
          <LoadingState label="Loading your figures" rows={4} />
        ) : portal.isError || !portal.data ? (
          <ErrorState
            title="We couldn't load your figures"
            message={getErrorMessage(portal.error)}
            onRetry={() => void portal.refetch()}
          />
        ) : (
          <>
            <EligibilityList eligibility={portal.data.eligibility} />
            <Typography.Paragraph type="secondary">
              An admin reviews every application with these figures and your experience outside Freelane.
            </Typography.Paragraph>
            {portal.data.hiringAssistantStatus === 'Accepted' ? (
              <Button type="primary" onClick={() => navigate('/hiringAssistantDashboard')}>
                Open your dashboard
              </Button>
            ) : portal.data.hiringAssistantStatus === 'Pending' ? (
              <Alert
                type="info"
                showIcon
                title="Application under review"
                description="We will notify you once it has been decided."
              />
            ) : (
              <Button type="primary" onClick={() => navigate('/applyHiringForm')}>
                Start Verification Process
              </Button>
            )}
          </>
        )}
      </Card>
    </PageContainer>
  );
}

export default withAntd(JoinHiringAssistant);
