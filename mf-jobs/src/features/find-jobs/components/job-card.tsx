import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Link } from 'react-router-dom';
import { APPLICATION_STATUS_LABELS } from '@freelane/shared/contracts/status-vocabulary';
import { knownOr } from '@freelane/shared/contracts/known-values';
import { budgetTypeLabel, durationLabel, JOB_RANK_OPTIONS } from '@freelane/shared/contracts/job-options';
import type { Job } from '@freelane/shared/contracts';
import { PlainButton, PlainTag, SvgIcon, UserReviewsLink } from '@freelane/shared/ui';
import { deadlineLabel, postedAgo } from '../../../lib/format';
import { jobPagePath } from '../../../lib/job-page-link';
import { useFormatMoney } from '@freelane/shared';
import './job-card.css';

const rankLabel = (rank: Job['rank']) => JOB_RANK_OPTIONS.find((option) => option.value === rank)?.label ?? rank;

/**
 * One open job: what the freelancer needs to decide (the client's rating from published reviews
 * included), and Submit Proposal (disabled once applied). Plain markup drawn like antd's Card and
 * Tags (issue 39): /find-jobs' first screen loads no antd.
 */
export function JobCard({ job, onPropose }: { job: Job; onPropose: (job: Job) => void }) {
  const formatMoney = useFormatMoney();
  const titleId = `job-title-${job._id}`;
  return (
    // antd's Card look (.fl-card) as an article named by its title.
    <section role="article" aria-labelledby={titleId} className="fl-card">
      <div className="fl-card__body">
        <div className="fl-job-card__top">
          <div style={{ flex: '1 1 320px', minWidth: 0 }}>
            <h3 className="fl-title" id={titleId} style={{ fontSize: 20, marginTop: 0, marginBottom: 4 }}>
              {/* The whole post is on the job page: the card shows three lines of it. */}
              <Link to={jobPagePath(job._id)}>{job.title}</Link>
            </h3>
            <span className="fl-text-secondary">
              <SvgIcon icon={UserOutlined} size={14} /> {job.owner.fullName} · {postedAgo(job.createdAt)}
            </span>
            <UserReviewsLink user={job.owner} size="small" />
          </div>
          <div style={{ textAlign: 'right' }}>
            <strong style={{ fontSize: 20 }}>{formatMoney(job.salary)}</strong>
            <div className="fl-text-secondary">{budgetTypeLabel(job.budgetType)}</div>
          </div>
        </div>
        <div className="fl-job-card__tags">
          <PlainTag color="blue">{job.category}</PlainTag>
          <PlainTag>{rankLabel(job.rank)}</PlainTag>
          <PlainTag>
            <SvgIcon icon={ClockCircleOutlined} size={12} /> {durationLabel(job.duration)}
          </PlainTag>
          <PlainTag>
            <SvgIcon icon={CalendarOutlined} size={12} /> {deadlineLabel(job.applicationDeadline)}
          </PlainTag>
        </div>
        <p className="fl-job-card__description">{job.description}</p>
        <div className="fl-job-card__skills" aria-label="Skills" role="list">
          {job.skills.map((skill) => (
            <span key={skill} role="listitem">
              <PlainTag color="geekblue">{skill}</PlainTag>
            </span>
          ))}
        </div>
        <div className="fl-job-card__actions">
          <PlainButton
            type="primary"
            aria-label={`Submit Proposal for ${job.title}`}
            disabled={Boolean(job.myApplication)}
            onClick={() => onPropose(job)}
          >
            Submit Proposal
          </PlainButton>
          {job.myApplication && (
            <span className="fl-text-secondary">
              You have applied ({knownOr(APPLICATION_STATUS_LABELS, job.myApplication.status, 'Unknown')}).{' '}
              <Link to="/proposals">See your proposals</Link>
            </span>
          )}
        </div>
      </div>
    </section>
  );
}
