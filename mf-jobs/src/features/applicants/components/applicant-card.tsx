import { messagePagePath } from '@freelane/shared/contracts';
import { LinkButton, ScreeningChecks, ScreeningScoreTag } from '@freelane/shared/ui';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import type { Application } from '@freelane/shared/contracts';
import { useFormatMoney } from '@freelane/shared';
import { deliveryTermsLabel, timelineLabel } from '../lib/proposal-labels';
import { ApplicantIdentity } from './applicant-identity';
import { ApplicationStatusTag } from './application-status-tag';
import { PortfolioLink } from './portfolio-link';

interface ApplicantCardProps {
  application: Application;
  onOpen: (application: Application) => void;
}

/** One proposal in the list: who, their real status, bid and timeline, a taste of the cover letter. */
export function ApplicantCard({ application, onOpen }: ApplicantCardProps) {
  const formatMoney = useFormatMoney();
  const { applicant } = application;
  const headingId = `applicant-${application._id}`;
  return (
    <Card>
      <article aria-labelledby={headingId}>
        <Flex justify="space-between" align="start" gap={12} wrap>
          <ApplicantIdentity user={applicant.user} headingId={headingId} />
          <ApplicationStatusTag status={application.status} />
        </Flex>
        {application.recommendation && (
          <section
            aria-label={`Recommended by ${application.recommendation.by.fullName}`}
            style={{ marginTop: 12, padding: '8px 12px', background: '#f0f9f1', borderRadius: 8 }}
          >
            <Tag color="green" style={{ marginBottom: 4 }}>
              Recommended by {application.recommendation.by.fullName}
            </Tag>
            <Typography.Paragraph style={{ margin: 0 }}>{application.recommendation.note}</Typography.Paragraph>
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
        <Typography.Paragraph style={{ margin: '12px 0 4px' }}>
          <strong>{formatMoney(applicant.yourBid)}</strong> · {timelineLabel(applicant.estimatedTimeLine)} ·{' '}
          {deliveryTermsLabel(applicant.paymentDeliveryTerms)}
        </Typography.Paragraph>
        <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ whiteSpace: 'pre-wrap' }}>
          {applicant.coverLetter}
        </Typography.Paragraph>
        {applicant.user.skillProfile.subCategory.length > 0 && (
          <Flex wrap gap={6} style={{ marginBottom: 12 }}>
            {applicant.user.skillProfile.subCategory.slice(0, 8).map((skill) => (
              <Tag key={skill} color="blue" style={{ margin: 0 }}>
                {skill}
              </Tag>
            ))}
          </Flex>
        )}
        <Typography.Paragraph>
          Portfolio: <PortfolioLink portfolio={applicant.portfolio} />
        </Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button type="primary" onClick={() => onOpen(application)}>
            View Proposal
          </Button>
          <LinkButton to={messagePagePath(applicant.user._id)}>Message</LinkButton>
        </Flex>
      </article>
    </Card>
  );
}
