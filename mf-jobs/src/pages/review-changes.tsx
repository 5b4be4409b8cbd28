import { JobLoader } from '../components/job-loader';
import { PageContainer } from '@freelane/shared/ui';
import { ReviewChangesView } from '../features/work-review/components/review-changes-view';

/** /reviewChanges?jobId= — the client's one free revision request for submitted work. */
function ReviewChanges() {
  return (
    <PageContainer>
      <h1 className="fl-title" style={{ marginTop: 0, fontSize: 28 }}>
        Submission Revision Request
      </h1>
      <JobLoader backTo={{ to: '/myJobs', label: 'Back to My Jobs' }}>
        {(job) => <ReviewChangesView job={job} />}
      </JobLoader>
    </PageContainer>
  );
}

// Plain first screen (issue 39): the title, the form and the job's facts render without antd.
export default ReviewChanges;
