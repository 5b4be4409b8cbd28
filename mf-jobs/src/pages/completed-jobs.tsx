import { ArrowLeftOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useCurrentUser } from '@freelane/shared';
import { JobLoader } from '../components/job-loader';
import { LinkButton } from '../components/link-button';
import { PageContainer } from '@freelane/shared';
import { ContractView } from '../features/work-review/components/contract-view';

/** /completedJobs?jobId= — the contract of a hired job, for its client and its freelancer. */
export default function CompletedJobs() {
  const currentUser = useCurrentUser();
  const back =
    currentUser?.role === 'freelancer'
      ? { to: '/my-project', label: 'Back to My Project' }
      : { to: '/myJobs', label: 'Back to My Jobs' };
  return (
    <PageContainer>
      <LinkButton to={back.to} type="link" icon={<ArrowLeftOutlined />} style={{ paddingLeft: 0 }}>
        {back.label}
      </LinkButton>
      <Typography.Title level={1} style={{ marginTop: 8, fontSize: 28 }}>
        Contract Details
      </Typography.Title>
      <JobLoader backTo={back}>{(job) => <ContractView job={job} viewerId={currentUser?._id} />}</JobLoader>
    </PageContainer>
  );
}
