import { getErrorMessage, useFormatMoney } from '@freelane/shared';
import {
  HIRING_ASSISTANT_BASE_FEE,
  HIRING_ASSISTANT_FEE_CAP,
  HIRING_ASSISTANT_FEE_PERCENT,
} from '@freelane/shared/contracts/hiring-assistant-options';
import { ErrorState, LinkButton, LoadingState, PageContainer, PlainAlert, PlainCard } from '@freelane/shared/ui';
import { useGetHiringPortalQuery } from '../features/hiring-application/api/get-hiring-portal';
import { EligibilityList } from '../features/hiring-application/components/eligibility-list';

/** /joinHiringAssistant: the portal, with the eligibility shown against the caller's own figures. */
function JoinHiringAssistant() {
  const formatMoney = useFormatMoney();
  const portal = useGetHiringPortalQuery();

  return (
    <PageContainer maxWidth={900}>
      <h1 className="fl-title" style={{ marginTop: 0 }}>
        Hiring Assistant Portal
      </h1>
      <p className="fl-paragraph" style={{ fontSize: 16 }}>
        Help clients who are not technical hire the right freelancer. Clients appoint you to their jobs; you review the
        proposals and recommend the best ones.
      </p>
      <div
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
          marginBottom: 24,
        }}
      >
        <PlainCard>
          {/* Drawn like antd's Statistic: its title, then the figure. */}
          <section aria-label="Base fee per hire">
            <div className="fl-text-secondary" style={{ marginBottom: 4 }}>
              Base fee per hire
            </div>
            <div style={{ fontSize: 24, fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(HIRING_ASSISTANT_BASE_FEE)}
            </div>
          </section>
          <span className="fl-text-secondary">
            {HIRING_ASSISTANT_FEE_PERCENT}% of the job's budget, up to {formatMoney(HIRING_ASSISTANT_FEE_CAP)}, when the
            client hires your recommendation.
          </span>
        </PlainCard>
      </div>
      <PlainCard title="Eligibility">
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
            <p className="fl-paragraph fl-text-secondary">
              An admin reviews every application with these figures and your experience outside Freelane.
            </p>
            {portal.data.hiringAssistantStatus === 'Accepted' ? (
              <LinkButton type="primary" to="/hiringAssistantDashboard">
                Open your dashboard
              </LinkButton>
            ) : portal.data.hiringAssistantStatus === 'Pending' ? (
              <PlainAlert type="info" title="Application under review">
                We will notify you once it has been decided.
              </PlainAlert>
            ) : (
              <LinkButton type="primary" to="/applyHiringForm">
                Start Verification Process
              </LinkButton>
            )}
          </>
        )}
      </PlainCard>
    </PageContainer>
  );
}

export default JoinHiringAssistant;
