import { getErrorMessage, useCurrentUser, useFormatMoney, useGetJobDraftsQuery } from '@freelane/shared';
import {
  ErrorState,
  ListPager,
  LoadingState,
  OnceOpened,
  PageContainer,
  PlainCard,
  PlainEmpty,
  TextLink,
  useToasts,
} from '@freelane/shared/ui';
import { lazy, useState } from 'react';
import {
  useEndAppointmentMutation,
  useGetAssistantFeeListQuery,
  useRespondToAppointmentMutation,
} from '../features/appointments/api/appointments';
import { useGetHiringClientsQuery } from '../api/hiring-clients';
import { ClientCard } from '../features/appointments/components/client-card';
import { WhatToExpectPanel, WhatToExpectSteps } from '../features/appointments/components/what-to-expect';
import { AssistantJobDrafts } from '../features/job-drafts/components/assistant-job-drafts';
import { ASSISTANT_DASHBOARD_FIRST } from '@freelane/shared/contracts/endpoints/hiring';

// The proposals drawer (Drawer, List, the recommend dialog and antd's theme) loads when an assistant
// first reviews a job: the dashboard's first screen renders no antd.
const AssistedApplications = lazy(() =>
  import('../features/appointments/components/assisted-applications').then((module) => ({
    default: module.AssistedApplications,
  })),
);

/** /hiringAssistantDashboard (accepted assistants): a card per client and job, the proposals to review, and the fees. */
function HiringAssistantDashboard() {
  const formatMoney = useFormatMoney();
  const user = useCurrentUser();
  const { message } = useToasts();
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<{ _id: string; title: string } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const cards = useGetHiringClientsQuery({ ...ASSISTANT_DASHBOARD_FIRST.cards, page });
  const fees = useGetAssistantFeeListQuery(ASSISTANT_DASHBOARD_FIRST.fees);
  // The job drafts section's first answers, asked for here beside the cards: the section is drawn
  // below the cards once they have come, and would otherwise only then start asking.
  const draftClients = useGetHiringClientsQuery(ASSISTANT_DASHBOARD_FIRST.draftClients);
  const drafts = useGetJobDraftsQuery(ASSISTANT_DASHBOARD_FIRST.drafts);
  // One loading state until the cards and the drafts have first answered (a failed one does not
  // hold the others): drawn as each came, the drafts moved down by the cards' height (an in-app
  // navigation's CLS up to 0.19, issue 39). Only the first time: the section's own subscription
  // asks a failed query again, and going back to loading then would unmount it and loop.
  const [answered, setAnswered] = useState(false);
  const allAnswered = !cards.isLoading && !draftClients.isLoading && !drafts.isLoading;
  if (allAnswered && !answered) setAnswered(true);
  const loading = !answered && !allAnswered;
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

  return (
    <PageContainer maxWidth={1040}>
      <h1 className="fl-title" style={{ marginTop: 0 }}>
        Hiring Assistant Dashboard
      </h1>
      <p style={{ fontSize: 16 }}>
        Welcome{user ? `, ${user.fullName}` : ''}! Client cards appear here once clients appoint you to their jobs.
      </p>
      <PlainCard style={{ marginBottom: 24 }}>
        {/* antd's Statistic: its title, then the value in 24 px (a grey bar of that height while it loads). */}
        <div className="fl-text-secondary" style={{ marginBottom: 4 }}>
          Fees earned
        </div>
        <div style={{ fontSize: 24, lineHeight: '38px', minHeight: 38 }}>
          {fees.isLoading ? (
            <span className="fl-skeleton" aria-label="Loading" style={{ display: 'block', paddingTop: 11 }}>
              <span className="fl-skeleton__row" style={{ display: 'block', width: 120, margin: 0 }} />
            </span>
          ) : (
            formatMoney(fees.data?.total ?? 0)
          )}
        </div>
        <TextLink to="/earnings">See them in Earnings</TextLink>
      </PlainCard>
      {loading ? (
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
          <WhatToExpectPanel style={{ marginTop: 24 }} />
        </>
      ) : (
        <>
          <div style={{ marginBottom: 24 }}>
            <PlainEmpty description="No client has appointed you yet." />
          </div>
          <PlainCard title="What to Expect" style={{ marginBottom: 24 }}>
            <WhatToExpectSteps />
          </PlainCard>
        </>
      )}
      {!loading && <AssistantJobDrafts />}
      <OnceOpened open={reviewing !== null}>
        <AssistedApplications job={reviewing} onClose={() => setReviewing(null)} />
      </OnceOpened>
    </PageContainer>
  );
}

export default HiringAssistantDashboard;
