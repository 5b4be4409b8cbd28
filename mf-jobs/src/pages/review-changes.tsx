import { Typography } from 'antd';
import { JobLoader } from '../components/job-loader';
import { PageContainer, withAntd } from '@freelane/shared/ui';
import { ReviewChangesView } from '../features/work-review/components/review-changes-view';

/** /reviewChanges?jobId= — the client's one free revision request for submitted work. */
function ReviewChanges() {
  return (
    <PageContainer>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 28 }}>
        Submission Revision Request
      </Typography.Title>
      <JobLoader backTo={{ to: '/myJobs', label: 'Back to My Jobs' }}>
        {(job) => <ReviewChangesView job={job} />}
      </JobLoader>
    </PageContainer>
  );
}

export default withAntd(ReviewChanges);
