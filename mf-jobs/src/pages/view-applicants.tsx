import { useState } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Empty, Flex, Pagination, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { getErrorMessage, type Application } from '@freelane/shared';
import { useGetJobQuery } from '../api/get-job';
import { useViewJobProposalQuery } from '../api/view-job-proposal';
import { ErrorState } from '@freelane/shared';
import { JobStatusTag } from '../components/job-status-tag';
import { LinkButton } from '../components/link-button';
import { PageContainer } from '@freelane/shared';
import { ApplicantCard } from '../features/applicants/components/applicant-card';
import { ProposalDialog } from '../features/applicants/components/proposal-dialog';
import { useDecideApplication } from '../features/applicants/hooks/use-decide-application';
import { useJobIdParam } from '../hooks/use-job-id-param';
import { LoadingState } from '../components/loading-state';

export const APPLICANTS_PAGE_SIZE = 10;

/** /viewApplicants?jobId= — the proposals on one of the client's jobs, each with its real status and the client's decision. */
export default function ViewApplicants() {
  const jobId = useJobIdParam();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const job = useGetJobQuery(jobId ?? '', { skip: !jobId });
  const proposals = useViewJobProposalQuery(
    { jobId: jobId ?? undefined, page, limit: APPLICANTS_PAGE_SIZE },
    { skip: !jobId },
  );
  const [openId, setOpenId] = useState<string | null>(null);
  const { accept, reject, deciding } = useDecideApplication(() => setOpenId(null));

  const open: Application | null =
    proposals.data?.applications.find((application) => application._id === openId) ?? null;
  const jobIsOpen = job.data?.job.status === 'active';

  let content;
  if (!jobId) {
    content = <Empty description="No job was named in the link. Open a job from My Jobs to see its applicants." />;
  } else if (proposals.isLoading) {
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
    content = <Empty description="No proposals yet. Freelancers can apply until the application deadline." />;
  } else {
    const { pagination } = proposals.data;
    content = (
      <>
        <Flex vertical gap={16} aria-busy={proposals.isFetching}>
          {proposals.data.applications.map((application) => (
            <ApplicantCard key={application._id} application={application} onOpen={(chosen) => setOpenId(chosen._id)} />
          ))}
        </Flex>
        {pagination.totalPages > 1 && (
          <Flex justify="center" style={{ marginTop: 24 }}>
            <Pagination
              current={pagination.page}
              pageSize={pagination.limit}
              total={pagination.total}
              showSizeChanger={false}
              onChange={(next) => {
                const params = new URLSearchParams(searchParams);
                params.set('page', String(next));
                setSearchParams(params);
              }}
            />
          </Flex>
        )}
      </>
    );
  }

  return (
    <PageContainer maxWidth={960}>
      <LinkButton to="/myJobs" type="link" icon={<ArrowLeftOutlined />} style={{ paddingLeft: 0 }}>
        Back To My Jobs
      </LinkButton>
      <Typography.Title level={1} style={{ marginTop: 8 }}>
        Job Applicants
      </Typography.Title>
      {job.data && (
        <Flex gap={8} align="center" wrap style={{ marginBottom: 24 }}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {job.data.job.title}
          </Typography.Text>
          <JobStatusTag status={job.data.job.status} />
          {proposals.data && (
            <Typography.Text type="secondary">
              {proposals.data.pagination.total} {proposals.data.pagination.total === 1 ? 'proposal' : 'proposals'}
            </Typography.Text>
          )}
        </Flex>
      )}
      {content}
      <ProposalDialog
        application={open}
        canDecide={!!open && open.status === 'pending' && jobIsOpen}
        deciding={deciding}
        onAccept={accept}
        onReject={reject}
        onClose={() => setOpenId(null)}
      />
    </PageContainer>
  );
}
