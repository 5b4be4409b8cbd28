import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { useCurrentUser } from '@freelane/shared';
import type { Job } from '@freelane/shared/contracts';
import { FlexBox, LinkButton, PageContainer, SvgIcon } from '@freelane/shared/ui';
import { InvoiceButton } from '../components/invoice-button';
import { JobLoader } from '../components/job-loader';
import { JobReviewsSection } from '../features/reviews/components/job-reviews-section';
import { ContractView } from '../features/work-review/components/contract-view';

/** Reviews belong to the two parties of a completed job; nobody else has a window to see. */
const isPartyTo = (job: Job, userId: string | undefined) =>
  userId !== undefined && (job.owner._id === userId || job.hiredFreelancer?._id === userId);

/** /completedJobs?jobId= — the contract of a hired job, for its client and its freelancer, and its reviews once completed. */
function CompletedJobs() {
  const currentUser = useCurrentUser();
  const back =
    currentUser?.role === 'freelancer'
      ? { to: '/my-project', label: 'Back to My Projects' }
      : { to: '/myJobs', label: 'Back to My Jobs' };
  return (
    <PageContainer>
      <LinkButton to={back.to} type="link" icon={<SvgIcon icon={ArrowLeftOutlined} />} style={{ paddingLeft: 0 }}>
        {back.label}
      </LinkButton>
      <h1 className="fl-title" style={{ marginTop: 8, fontSize: 28 }}>
        Contract Details
      </h1>
      <JobLoader backTo={back}>
        {(job) => (
          <FlexBox vertical gap={24}>
            <ContractView job={job} viewerId={currentUser?._id} />
            {job.status === 'completed' && currentUser && isPartyTo(job, currentUser._id) && (
              <>
                <div>
                  <InvoiceButton jobId={job._id} title={job.title} />
                </div>
                <JobReviewsSection jobId={job._id} viewerName={currentUser.fullName} />
              </>
            )}
          </FlexBox>
        )}
      </JobLoader>
    </PageContainer>
  );
}

// Plain first screen (issue 39): the reviews' forms bring antd when their section comes near.
export default CompletedJobs;
