import { messagePagePath } from '@freelane/shared/contracts';
import {
  LinkButton,
  PlainButton,
  PlainCard,
  PlainTag,
  ScreeningChecks,
  ScreeningScoreTag,
  FlexBox,
} from '@freelane/shared/ui';
import type { Application } from '@freelane/shared/contracts';
import { useFormatMoney } from '@freelane/shared';
import { deliveryTermsLabel, timelineLabel } from '../lib/proposal-labels';
import { ApplicantIdentity } from './applicant-identity';
import { ApplicationStatusTag } from './application-status-tag';
import { PortfolioLink } from './portfolio-link';
import '../../../components/facts-list.css';

interface ApplicantCardProps {
  application: Application;
  onOpen: (application: Application) => void;
}

/**
 * One proposal in the list: who, their real status, bid and timeline, a taste of the cover letter.
 * Plain components only: Job Applicants' first screen (issue 39).
 */
export function ApplicantCard({ application, onOpen }: ApplicantCardProps) {
  const formatMoney = useFormatMoney();
  const { applicant } = application;
  const headingId = `applicant-${application._id}`;
  return (
    <PlainCard>
      <article aria-labelledby={headingId}>
        <FlexBox justify="space-between" align="start" gap={12} wrap>
          <ApplicantIdentity user={applicant.user} headingId={headingId} />
          <ApplicationStatusTag status={application.status} />
        </FlexBox>
        {application.recommendation && (
          <section
            aria-label={`Recommended by ${application.recommendation.by.fullName}`}
            style={{ marginTop: 12, padding: '8px 12px', background: '#f0f9f1', borderRadius: 8 }}
          >
            <div style={{ marginBottom: 4 }}>
              <PlainTag color="green">Recommended by {application.recommendation.by.fullName}</PlainTag>
            </div>
            <p style={{ margin: 0 }}>{application.recommendation.note}</p>
          </section>
        )}
        {application.screening && (
          <section aria-label="Screening" style={{ marginTop: 12 }}>
            <ScreeningScoreTag screening={application.screening} />
            <div style={{ marginTop: 6 }}>
              <ScreeningChecks screening={application.screening} />
            </div>
          </section>
        )}
        <p style={{ margin: '12px 0 4px' }}>
          <strong>{formatMoney(applicant.yourBid)}</strong> · {timelineLabel(applicant.estimatedTimeLine)} ·{' '}
          {deliveryTermsLabel(applicant.paymentDeliveryTerms)}
        </p>
        <p className="fl-paragraph fl-clamp" style={{ whiteSpace: 'pre-wrap', ['--clamp-rows' as string]: 3 }}>
          {applicant.coverLetter}
        </p>
        {applicant.user.skillProfile.subCategory.length > 0 && (
          <FlexBox wrap gap={6} style={{ marginBottom: 12 }}>
            {applicant.user.skillProfile.subCategory.slice(0, 8).map((skill) => (
              <PlainTag key={skill} color="blue">
                {skill}
              </PlainTag>
            ))}
          </FlexBox>
        )}
        <p className="fl-paragraph">
          Portfolio: <PortfolioLink portfolio={applicant.portfolio} />
        </p>
        <FlexBox gap={8} wrap>
          <PlainButton type="primary" onClick={() => onOpen(application)}>
            View Proposal
          </PlainButton>
          <LinkButton to={messagePagePath(applicant.user._id)}>Message</LinkButton>
        </FlexBox>
      </article>
    </PlainCard>
  );
}
