import { PageContainer, useCurrentUser } from '@freelane/shared';
import { Alert, Card, Steps, Typography } from 'antd';

const WHAT_TO_EXPECT = [
  {
    title: 'Client discovery',
    description: 'Clients find you in the hiring-assistant directory, filtered by specialization and rating.',
  },
  {
    title: 'Client appointment',
    description: 'A client appoints you to a job; you are notified and a card for that client appears here.',
  },
  { title: 'Job management', description: 'You review the applications on the job and shortlist the best candidates.' },
  {
    title: 'Earning commission',
    description: 'When the client hires on your recommendation, you earn the assistant fee.',
  },
];

/**
 * /hiringAssistantDashboard (accepted assistants): the spec's welcome and What to Expect. Client
 * appointments are not built yet (issue 13 stays open for them), so no figure here is invented.
 */
export default function HiringAssistantDashboard() {
  const user = useCurrentUser();
  return (
    <PageContainer maxWidth={960}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Hiring Assistant Dashboard
      </Typography.Title>
      <Typography.Paragraph style={{ fontSize: 16 }}>
        Welcome{user ? `, ${user.fullName}` : ''}! Client cards appear here once clients appoint you to their jobs.
      </Typography.Paragraph>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 24 }}
        message="You are listed in the hiring-assistant directory"
        description="Clients can already find, shortlist and message you. Appointing an assistant to a specific job is coming next."
      />
      <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>What to Expect</h2>}>
        <Steps direction="vertical" current={-1} items={WHAT_TO_EXPECT} />
      </Card>
    </PageContainer>
  );
}
