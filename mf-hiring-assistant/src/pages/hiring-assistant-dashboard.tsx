import { getErrorMessage, useCurrentUser, useFormatMoney } from '@freelane/shared';
import { ErrorState, ListPager, PageContainer, LoadingState, useToasts, withAntd } from '@freelane/shared/ui';
import { Card, Collapse, Empty, Statistic, Steps, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  useEndAppointmentMutation,
  useGetAssistantFeeListQuery,
  useRespondToAppointmentMutation,
} from '../features/appointments/api/appointments';
import { useGetHiringClientsQuery } from '../api/hiring-clients';
import { AssistedApplications } from '../features/appointments/components/assisted-applications';
import { ClientCard } from '../features/appointments/components/client-card';
import { AssistantJobDrafts } from '../features/job-drafts/components/assistant-job-drafts';

const PAGE_SIZE = 10;
const WHAT_TO_EXPECT = [
  {
    title: 'Client discovery',
    content: 'Clients find you in the hiring-assistant directory, filtered by specialization and rating.',
  },
  {
    title: 'Client appointment',
    content: 'A client appoints you to a job; you are notified and a card for that client appears here.',
  },
  { title: 'Job management', content: 'You review the applications on the job and shortlist the best candidates.' },
  {
    title: 'Earning commission',
    content: 'When the client hires on your recommendation, you earn the assistant fee.',
  },
];

/** /hiringAssistantDashboard (accepted assistants): a card per client and job, the proposals to review, and the fees. */
function HiringAssistantDashboard() {
  const formatMoney = useFormatMoney();
  const user = useCurrentUser();
  const { message } = useToasts();
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<{ _id: string; title: string } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const cards = useGetHiringClientsQuery({ page, limit: PAGE_SIZE });
  const fees = useGetAssistantFeeListQuery({ page: 1, limit: 1 });
  const [respond] = useRespondToAppointmentMutation();
  const [end] = useEndAppointmentMutation();

  const act = async (id: string, run: () => Promise<{ message: string }>) => {
    setBusyId(id);
    try {
      message.success((await run()).message);
    } catch (error) {
      message.error(getErrorMessage(error));
    } finally {
      setBusyId(null);
    }
  };
  const hasCards = Boolean(cards.data && cards.data.clients.length > 0);
  const steps = <Steps orientation="vertical" current={-1} items={WHAT_TO_EXPECT} />;

  return (
    <PageContainer maxWidth={1040}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Hiring Assistant Dashboard
      </Typography.Title>
      <Typography.Paragraph style={{ fontSize: 16 }}>
        Welcome{user ? `, ${user.fullName}` : ''}! Client cards appear here once clients appoint you to their jobs.
      </Typography.Paragraph>
      <Card style={{ marginBottom: 24 }}>
        <Statistic title="Fees earned" value={formatMoney(fees.data?.total ?? 0)} loading={fees.isLoading} />
        <Link to="/earnings">See them in Earnings</Link>
      </Card>
      {cards.isLoading ? (
        <LoadingState label="Loading your clients" />
      ) : cards.isError || !cards.data ? (
        <ErrorState
          title="We couldn't load your clients"
          message={getErrorMessage(cards.error)}
          onRetry={() => void cards.refetch()}
        />
      ) : hasCards ? (
        <>
          <section
            aria-label="Your clients"
            style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}
          >
            {cards.data.clients.map((appointment) => (
              <ClientCard
                key={appointment._id}
                appointment={appointment}
                busy={busyId === appointment._id}
                onRespond={(decision) =>
                  void act(appointment._id, () => respond({ appointmentId: appointment._id, decision }).unwrap())
                }
                onEnd={() => void act(appointment._id, () => end(appointment._id).unwrap())}
                onReview={() => setReviewing(appointment.job)}
              />
            ))}
          </section>
          <ListPager pagination={cards.data.pagination} onChange={setPage} style={{ marginTop: 24 }} />
          <Collapse style={{ marginTop: 24 }} items={[{ key: 'expect', label: 'What to Expect', children: steps }]} />
        </>
      ) : (
        <>
          <Empty style={{ marginBottom: 24 }} description="No client has appointed you yet." />
          <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>What to Expect</h2>}>{steps}</Card>
        </>
      )}
      <AssistantJobDrafts />
      <AssistedApplications job={reviewing} onClose={() => setReviewing(null)} />
    </PageContainer>
  );
}

export default withAntd(HiringAssistantDashboard);
