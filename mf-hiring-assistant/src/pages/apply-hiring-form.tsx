import { getErrorMessage, useCurrentUser } from '@freelane/shared';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import { ErrorState, LoadingState, PageContainer, PlainAlert, PlainCard, SvgIcon } from '@freelane/shared/ui';
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
      <h1 className="fl-title" style={{ marginTop: 0 }}>
        Become a Hiring Assistant
      </h1>
      <p className="fl-paragraph" style={{ fontSize: 16 }}>
        Hiring assistants are experienced freelancers who help clients choose talent: they review the proposals on a
        client's job, recommend the best candidates and earn a fee when the client hires on their recommendation.
      </p>
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
        // antd's info Result, drawn plain (issue 39): the icon, the title, the explanation.
        <section role="status" style={{ padding: '48px 32px', textAlign: 'center' }}>
          <span style={{ color: 'var(--fl-color-info)', display: 'inline-block', marginBottom: 24 }}>
            <SvgIcon icon={InfoCircleFilled} size={72} />
          </span>
          <div className="fl-title" style={{ fontSize: 24, marginBottom: 8 }}>
            Application Submitted
          </div>
          <div className="fl-text-secondary">
            Your application is being reviewed. You will be notified once it has been approved.
          </div>
        </section>
      ) : status === 'Inactive' ? (
        <PlainCard title="Your application">
          {declined ? (
            <PlainAlert type="warning" style={{ marginBottom: 16 }} title="Your last application was declined">
              <strong>The admin's reason:</strong> {declined.reason} You may apply again.
            </PlainAlert>
          ) : null}
          <HiringApplicationForm />
        </PlainCard>
      ) : status === 'Accepted' ? (
        <Link className="fl-link" to="/hiringAssistantDashboard">
          Open your dashboard
        </Link>
      ) : null}
    </PageContainer>
  );
}

export default ApplyHiringForm;
