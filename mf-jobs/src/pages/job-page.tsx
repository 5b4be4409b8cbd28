import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { lazy, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  APPLICATION_STATUS_LABELS,
  budgetTypeLabel,
  durationLabel,
  JOB_RANK_OPTIONS,
  knownOr,
  type JobPage as JobPageData,
} from '@freelane/shared/contracts';
import { useCurrentUser, useFormatMoney, useLivePart, usePageAnswer, type LivePart } from '@freelane/shared/session';
import {
  ErrorState,
  LinkButton,
  OnceOpened,
  PageContainer,
  PlainAvatar,
  PlainButton,
  PlainCard,
  PlainSkeleton,
  PlainTag,
  SvgIcon,
  TextLink,
  FlexBox,
} from '@freelane/shared/ui';
import type { JobPageQueryState, OwnApplication } from '../features/job-page/live/job-page-live';
import { deadlineLabel, formatDate, postedAgo } from '../lib/format';

/** The page's live part: its queries (loaded after the first commit). */
const loadJobPageLive = () => import('../features/job-page/live/job-page-live');
type JobPageLive = LivePart<Awaited<ReturnType<typeof loadJobPageLive>>>;

const ApplyDrawer = lazy(() => import('../features/proposal-form/components/apply-drawer'));

/** Label and value side by side, labels in one column: a short list of facts reads as a table. */
const FACTS = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '6px 16px',
  margin: 0,
} as const;

const rankLabel = (rank: JobPageData['rank']) =>
  JOB_RANK_OPTIONS.find((option) => option.value === rank)?.label ?? rank;

/**
 * What the reader may do: a visitor signs in (and comes back here), a freelancer applies through
 * Find Jobs' proposal form, the job's own client goes to its applicants; anyone else reads.
 */
function ApplyArea({ job, live }: { job: JobPageData; live: JobPageLive }) {
  const user = useCurrentUser();
  if (!user) {
    return (
      <LinkButton type="primary" size="large" to={`/login?next=${encodeURIComponent(`/jobs/${job._id}`)}`}>
        Sign in to apply
      </LinkButton>
    );
  }
  if (user._id === job.client._id) {
    return (
      <LinkButton type="primary" size="large" to={`/viewApplicants?jobId=${job._id}`}>
        See its applicants ({job.applicantCount})
      </LinkButton>
    );
  }
  if (user.role !== 'freelancer') {
    return <span className="fl-text-secondary">Freelancers apply to this job from their account.</span>;
  }
  return <FreelancerApply job={job} live={live} />;
}

/** A freelancer's Apply, with their own proposal on the job once the live part has read it. */
function FreelancerApply({ job, live }: { job: JobPageData; live: JobPageLive }) {
  const [open, setOpen] = useState(false);
  const [applied, setApplied] = useState<OwnApplication | null>(null);
  const OwnQuery = live.module?.OwnApplicationQuery;
  return (
    <FlexBox align="center" gap={12} wrap>
      {OwnQuery && <OwnQuery jobId={job._id} onChange={setApplied} />}
      <PlainButton type="primary" size="large" disabled={Boolean(applied)} onClick={() => setOpen(true)}>
        Apply
      </PlainButton>
      {applied && (
        <span className="fl-text-secondary">
          You have applied ({knownOr(APPLICATION_STATUS_LABELS, applied.status, 'Unknown')}).{' '}
          <TextLink to="/proposals">See your proposals</TextLink>
        </span>
      )}
      <OnceOpened open={open}>
        <ApplyDrawer open={open} job={job} applied={Boolean(applied)} onClose={() => setOpen(false)} />
      </OnceOpened>
    </FlexBox>
  );
}

function ClientCard({ client }: { client: JobPageData['client'] }) {
  const { average, count } = client.rating;
  return (
    <PlainCard title="About the client" aria-label="About the client">
      <FlexBox align="center" gap={12} style={{ marginBottom: 12 }}>
        <PlainAvatar src={client.profilePhoto} name={client.fullName} size={44} />
        <strong>{client.fullName}</strong>
      </FlexBox>
      <dl style={FACTS}>
        <dt className="fl-text-secondary">Rating</dt>
        <dd style={{ margin: 0 }}>
          {average === null
            ? 'No reviews yet'
            : `${average.toFixed(1)} of 5 (${count} ${count === 1 ? 'review' : 'reviews'})`}
        </dd>
        <dt className="fl-text-secondary">Jobs posted</dt>
        <dd style={{ margin: 0 }}>{client.jobsPosted}</dd>
        <dt className="fl-text-secondary">Member since</dt>
        <dd style={{ margin: 0 }}>{formatDate(client.memberSince)}</dd>
      </dl>
    </PlainCard>
  );
}

function JobDetails({ job, live }: { job: JobPageData; live: JobPageLive }) {
  const formatMoney = useFormatMoney();
  return (
    <article aria-labelledby="job-page-title">
      <h1 id="job-page-title" className="fl-title" style={{ marginTop: 0, overflowWrap: 'break-word' }}>
        {job.title}
      </h1>
      <p className="fl-text-secondary" style={{ marginTop: 0 }}>
        {job.client.fullName} · {postedAgo(job.createdAt)} · {job.applicantCount}{' '}
        {job.applicantCount === 1 ? 'proposal' : 'proposals'}
      </p>
      <dl style={FACTS} aria-label="The job at a glance">
        <dt className="fl-text-secondary">Budget</dt>
        <dd style={{ margin: 0 }}>
          <strong>{formatMoney(job.salary)}</strong> {budgetTypeLabel(job.budgetType)}
        </dd>
        <dt className="fl-text-secondary">Apply by</dt>
        <dd style={{ margin: 0 }}>
          {formatDate(job.applicationDeadline)} ({deadlineLabel(job.applicationDeadline)})
        </dd>
        <dt className="fl-text-secondary">Duration</dt>
        <dd style={{ margin: 0 }}>{durationLabel(job.duration)}</dd>
        <dt className="fl-text-secondary">Level</dt>
        <dd style={{ margin: 0 }}>{rankLabel(job.rank)}</dd>
        <dt className="fl-text-secondary">Category</dt>
        <dd style={{ margin: 0 }}>{job.category}</dd>
      </dl>
      <div style={{ margin: '16px 0 24px' }}>
        <ApplyArea job={job} live={live} />
      </div>
      <h2 className="fl-title">About the job</h2>
      {/* The whole post as its client wrote it, paragraphs kept: never cut (issue 36). */}
      <p className="fl-paragraph" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word' }}>
        {job.description}
      </p>
      <h2 className="fl-title">Skills</h2>
      <FlexBox gap={6} wrap role="list" aria-label="Skills" style={{ marginBottom: 24 }}>
        {job.skills.map((skill) => (
          <span role="listitem" key={skill}>
            <PlainTag color="geekblue">{skill}</PlainTag>
          </span>
        ))}
      </FlexBox>
      <ClientCard client={job.client} />
    </article>
  );
}

/**
 * /jobs/:id — one open job, whole, for anyone (issue 36): the post, its client, budget, deadline and
 * skills, and Apply. Server-rendered with its data (a shared link shows the job at once) and drawn
 * with the plain components only: no antd before a phone can read it, and no store stack (issue
 * 39): the job the page came with draws the first screen; the live part loads after it.
 */
function JobPage() {
  const { id = '' } = useParams();
  const firstJob = usePageAnswer<JobPageData>('getJobPage', id);
  const [query, setQuery] = useState<JobPageQueryState | undefined>(undefined);
  const live = useLivePart(loadJobPageLive);
  // A state reported for another job (before an in-app move to this one) says nothing of this one.
  const current = query?.id === id ? query : undefined;
  // Once the live query has answered, its answer stands (a job closed since is "not found").
  const job = current && !current.loading ? current.item : (current?.item ?? firstJob);
  let body;
  if (job) {
    body = <JobDetails job={job} live={live} />;
  } else if (!id || current?.notFound) {
    body = (
      <div style={{ textAlign: 'center', padding: '48px 0' }}>
        <h1 className="fl-title">Job not found</h1>
        <p className="fl-paragraph">This job does not exist or is no longer open for proposals.</p>
        <LinkButton to="/find-jobs" type="primary" size="large">
          Find open jobs
        </LinkButton>
      </div>
    );
  } else if (current?.errorMessage || live.failed) {
    body = (
      <ErrorState
        title="We couldn't load this job"
        message={current?.errorMessage ?? 'Something went wrong while loading the job. Please try again.'}
        onRetry={current?.errorMessage ? current.refetch : live.retry}
        headingLevel={1}
      />
    );
  } else {
    body = (
      <div aria-busy="true" style={{ minHeight: '100vh' }}>
        <span role="status" className="visually-hidden">
          Loading the job…
        </span>
        <PlainSkeleton rows={8} />
      </div>
    );
  }
  const LiveQuery = live.module?.JobPageQuery;
  return (
    <PageContainer maxWidth={860}>
      {LiveQuery && id && <LiveQuery id={id} onChange={setQuery} />}
      <nav aria-label="Breadcrumb" style={{ marginBottom: 16 }}>
        <TextLink to="/find-jobs">
          <SvgIcon icon={ArrowLeftOutlined} /> All open jobs
        </TextLink>
      </nav>
      {body}
    </PageContainer>
  );
}

export default JobPage;
