import { lazy, useState } from 'react';
import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { Link, useSearchParams } from 'react-router-dom';
import { getErrorMessage, useGetJobScreeningQuery } from '@freelane/shared';
import type { ApplicantSort, Application } from '@freelane/shared/contracts';
import {
  ErrorState,
  LinkButton,
  ListPager,
  LoadingState,
  OnceOpened,
  PageContainer,
  PlainEmpty,
  SvgIcon,
  FlexBox,
} from '@freelane/shared/ui';
import { useGetJobQuery } from '../api/get-job';
import { useViewJobProposalQuery } from '../features/applicants/api/view-job-proposal';
import { JobStatusTag } from '../components/job-status-tag';
import { ApplicantCard } from '../features/applicants/components/applicant-card';
import { ApplicantSortSelect } from '../features/applicants/components/applicant-sort-select';
import { useDecideApplication } from '../features/applicants/hooks/use-decide-application';
import { useJobIdParam } from '../hooks/use-job-id-param';

export const APPLICANTS_PAGE_SIZE = 10;

// The proposal dialog draws antd, and loads it when opened (issue 39).
const ProposalDialog = lazy(() => import('../features/applicants/components/proposal-dialog-island'));

/**
 * /viewApplicants?jobId= — the proposals on one of the client's jobs, each with its real status and
 * the client's decision. The list is drawn with the plain components only (issue 39).
 */
function ViewApplicants() {
  const jobId = useJobIdParam();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const job = useGetJobQuery(jobId ?? '', { skip: !jobId });
  const screening = useGetJobScreeningQuery(jobId ?? '', { skip: !jobId });
  const screened = Boolean(screening.data?.screening);
  // Sorting by score means something only for a job that screens; a stale ?sort= falls back to newest.
  // A link asking for the score order waits for the screening, so the list does not reorder under the reader.
  const wantsScore = searchParams.get('sort') === 'screening';
  const sort: ApplicantSort = screened && wantsScore ? 'screening' : 'newest';
  const proposals = useViewJobProposalQuery(
    { jobId: jobId ?? undefined, page, limit: APPLICANTS_PAGE_SIZE, sort },
    { skip: !jobId || (wantsScore && screening.isLoading) },
  );
  const [openId, setOpenId] = useState<string | null>(null);
  const { accept, reject, deciding } = useDecideApplication(() => setOpenId(null));

  const open: Application | null =
    proposals.data?.applications.find((application) => application._id === openId) ?? null;
  const jobIsOpen = job.data?.job.status === 'active';
  // The job's line and the sort line sit above the list and come from their own answers: the page
  // shows the three together, so no answer arriving last pushes what is on screen down (issue 39:
  // CLS 0.085 after an in-app navigation, the list moving 117 px when the job and its screening came
  // after the proposals). A failed answer does not hold the others back.
  const settled = !job.isLoading && !screening.isLoading && !proposals.isLoading && !proposals.isUninitialized;

  let content;
  if (!jobId) {
    content = <PlainEmpty description="No job was named in the link. Open a job from My Jobs to see its applicants." />;
  } else if (!settled) {
    content = <LoadingState label="Loading the applicants" avatar />;
  } else if (proposals.isError || !proposals.data) {
    content = (
      <ErrorState
        title="We couldn't load the applicants"
        message={getErrorMessage(proposals.error, 'Something went wrong while loading the applicants.')}
        onRetry={() => void proposals.refetch()}
      />
    );
  } else if (proposals.data.applications.length === 0) {
    content = <PlainEmpty description="No proposals yet. Freelancers can apply until the application deadline." />;
  } else {
    const { pagination } = proposals.data;
    content = (
      <>
        <FlexBox vertical gap={16} aria-busy={proposals.isFetching}>
          {proposals.data.applications.map((application) => (
            <ApplicantCard key={application._id} application={application} onOpen={(chosen) => setOpenId(chosen._id)} />
          ))}
        </FlexBox>
        <ListPager
          pagination={pagination}
          style={{ marginTop: 24 }}
          onChange={(next) => {
            const params = new URLSearchParams(searchParams);
            params.set('page', String(next));
            setSearchParams(params);
          }}
        />
      </>
    );
  }

  return (
    <PageContainer maxWidth={960}>
      <LinkButton to="/myJobs" type="link" icon={<SvgIcon icon={ArrowLeftOutlined} />} style={{ paddingLeft: 0 }}>
        Back To My Jobs
      </LinkButton>
      <h1 className="fl-title" style={{ marginTop: 8 }}>
        Job Applicants
      </h1>
      {settled && job.data && (
        <FlexBox gap={8} align="center" wrap style={{ marginBottom: 24 }}>
          <strong style={{ fontSize: 16 }}>{job.data.job.title}</strong>
          <JobStatusTag status={job.data.job.status} />
          {proposals.data && (
            <span className="fl-text-secondary">
              {proposals.data.pagination.total} {proposals.data.pagination.total === 1 ? 'proposal' : 'proposals'}
            </span>
          )}
        </FlexBox>
      )}
      {jobId && settled && (screened || jobIsOpen) && (
        <FlexBox gap={12} align="center" wrap style={{ marginBottom: 16 }}>
          {screened && (
            <span>
              <span aria-hidden style={{ marginRight: 8 }}>
                Sort by
              </span>
              <ApplicantSortSelect
                value={sort}
                onChange={(next) => {
                  const params = new URLSearchParams(searchParams);
                  params.set('sort', next);
                  params.delete('page');
                  setSearchParams(params);
                }}
              />
            </span>
          )}
          {jobIsOpen && (
            <Link to={`/screening-tools?jobId=${encodeURIComponent(jobId)}`}>
              {screened ? 'Change the screening' : 'Screen these proposals'}
            </Link>
          )}
        </FlexBox>
      )}
      {content}
      <OnceOpened open={open !== null}>
        <ProposalDialog
          application={open}
          canDecide={!!open && open.status === 'pending' && jobIsOpen}
          deciding={deciding}
          onAccept={accept}
          onReject={reject}
          onClose={() => setOpenId(null)}
        />
      </OnceOpened>
    </PageContainer>
  );
}

export default ViewApplicants;
