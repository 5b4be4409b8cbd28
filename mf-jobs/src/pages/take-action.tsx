import { Typography } from 'antd';
import { JobLoader } from '../components/job-loader';
import { PageContainer } from '../components/page-container';
import { TakeActionView } from '../features/work-review/components/take-action-view';

/** /takeAction?jobId= — the client reviews submitted work: accept, ask for the free revision, or mark incomplete. */
export default function TakeAction() {
  return (
    <PageContainer>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 28 }}>
        Review Submitted Work
      </Typography.Title>
      <JobLoader backTo={{ to: '/myJobs', label: 'Back to My Jobs' }}>
        {(job) => <TakeActionView job={job} />}
      </JobLoader>
    </PageContainer>
  );
}
