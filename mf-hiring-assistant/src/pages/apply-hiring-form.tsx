import { getErrorMessage, useCurrentUser } from '@freelane/shared';
import { ErrorState, PageContainer, LoadingState, withAntd } from '@freelane/shared/ui';
import { Alert, Card, Result, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useGetHiringPortalQuery } from '../features/hiring-application/api/get-hiring-portal';
import { HiringApplicationForm } from '../features/hiring-application/components/hiring-application-form';
import { HiringBenefits } from '../features/hiring-application/components/hiring-benefits';

/** /applyHiringForm: the spec's texts and benefits, then the form, the Pending state, or nothing (Accepted). */
function ApplyHiringForm() {
  const user = useCurrentUser();
  const portal = useGetHiringPortalQuery();
  const status = portal.data?.hiringAssistantStatus ?? user?.hiringAssistantStatus;
  const declined = portal.data?.latestApplication?.status === 'declined' ? portal.data.latestApplication : null;

  return (
    <PageContainer maxWidth={900}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Become a Hiring Assistant
      </Typography.Title>
      <Typography.Paragraph style={{ fontSize: 16 }}>
        Hiring assistants are experienced freelancers who help clients choose talent: they review the proposals on a
        client's job, recommend the best candidates and earn a fee when the client hires on their recommendation.
      </Typography.Paragraph>
      <HiringBenefits />
      {portal.isLoading && !status ? (
        <LoadingState label="Loading your application" rows={3} />
      ) : portal.isError && !status ? (
        <ErrorState
          title="We couldn't load your application"
          message={getErrorMessage(portal.error)}
          onRetry={() => void portal.refetch()}
        />
      ) : status === 'Pending' ? (
        <Result
          status="info"
          title="Application Submitted"
          subTitle="Your application is being reviewed. You will be notified once it has been approved."
        />
      ) : status === 'Inactive' ? (
        <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Your application</h2>}>
          {declined ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title="Your last application was declined"
              description={
                <>
                  <strong>The admin's reason:</strong> {declined.reason} You may apply again.
                </>
              }
            />
          ) : null}
          <HiringApplicationForm />
        </Card>
      ) : status === 'Accepted' ? (
        <Link to="/hiringAssistantDashboard">Open your dashboard</Link>
      ) : null}
    </PageContainer>
  );
}

export default withAntd(ApplyHiringForm);
