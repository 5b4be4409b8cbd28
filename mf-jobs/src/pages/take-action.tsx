import { JobLoader } from '../components/job-loader';
import { PageContainer } from '@freelane/shared/ui';
import { TakeActionView } from '../features/work-review/components/take-action-view';

/** /takeAction?jobId= — the client reviews submitted work: accept, ask for the free revision, or mark incomplete. */
function TakeAction() {
  return (
    <PageContainer>
      <JobLoader heading="Review Submitted Work" backTo={{ to: '/myJobs', label: 'Back to My Jobs' }}>
        {(job) => <TakeActionView job={job} />}
      </JobLoader>
    </PageContainer>
  );
}

// Plain first screen (issue 39): Mark As Incomplete's dialog brings antd when it is opened.
export default TakeAction;
