import {
  knownOr,
  APPLICATION_STATUS_LABELS,
  PROPOSAL_TIMELINE_OPTIONS,
  type Application,
  type ApplicationStatus,
} from '@freelane/shared/contracts';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../lib/format';
import { hasJobPage, jobPagePath } from '../../../lib/job-page-link';
import { useFormatMoney } from '@freelane/shared';
import { PlainButton, PlainTag, type PlainTagColor, FlexBox } from '@freelane/shared/ui';
import { FactsList } from '../../../components/facts-list';

// antd's success and error presets were its green and red shades: the same look without antd.
const STATUS_COLORS: Record<ApplicationStatus, PlainTagColor> = { pending: 'gold', accepted: 'green', rejected: 'red' };

interface ApplicationCardProps {
  application: Application;
  onEdit: (application: Application) => void;
}

/**
 * One of the freelancer's proposals: the job, its status as the freelancer reads it, and Edit while
 * pending. Plain components only: it is /proposals' first screen (issue 39).
 */
export function ApplicationCard({ application, onEdit }: ApplicationCardProps) {
  const formatMoney = useFormatMoney();
  const { job, applicant } = application;
  const titleId = `application-title-${application._id}`;
  const editable = application.status === 'pending' && job.status === 'active';
  const timeline = PROPOSAL_TIMELINE_OPTIONS.find((option) => option.value === applicant.estimatedTimeLine)?.label;
  return (
    <section role="article" aria-labelledby={titleId} className="fl-card">
      <div className="fl-card__body">
        <FlexBox justify="space-between" align="start" gap={8} wrap>
          <div style={{ flex: '1 1 240px', minWidth: 0 }}>
            <h3 className="fl-title" id={titleId} style={{ fontSize: 18, margin: 0 }}>
              {/* While the job is open, its page shows the whole post again. */}
              {hasJobPage(job) ? <Link to={jobPagePath(job._id)}>{job.title}</Link> : job.title}
            </h3>
            <span className="fl-text-secondary">
              {job.owner.fullName} · Sent {formatDate(application.createdAt)}
              {application.updatedAt !== application.createdAt && ` · Edited ${formatDate(application.updatedAt)}`}
            </span>
          </div>
          <PlainTag color={knownOr(STATUS_COLORS, application.status, 'default')}>
            {knownOr(APPLICATION_STATUS_LABELS, application.status, 'Unknown')}
          </PlainTag>
        </FlexBox>
        <FactsList
          style={{ marginTop: 12 }}
          items={[
            { key: 'bid', label: 'Your bid', children: formatMoney(applicant.yourBid) },
            { key: 'timeline', label: 'Timeline', children: timeline },
            { key: 'budget', label: 'Job budget', children: formatMoney(job.salary) },
          ]}
        />
        <p className="fl-clamp" style={{ margin: '8px 0 1em' }}>
          {applicant.coverLetter}
        </p>
        {editable ? (
          <PlainButton onClick={() => onEdit(application)} aria-describedby={titleId}>
            Edit Proposal
          </PlainButton>
        ) : (
          application.status === 'pending' && (
            <span className="fl-text-secondary">This job is no longer open, so the proposal can&apos;t be edited.</span>
          )
        )}
      </div>
    </section>
  );
}
