import { getErrorMessage, useCurrentUser } from '@freelane/shared';
// Values from plain modules: through the contracts barrel the page would carry zod and every schema.
import {
  MENTOR_EXPERTISE,
  MENTOR_EXPERTISE_LABELS,
  MENTOR_FEE_SHARE_PERCENT,
  type MentorExpertise,
} from '@freelane/shared/contracts/mentorship-options';
import { messagePagePath } from '@freelane/shared/contracts/page-paths';
import {
  ErrorState,
  FlexBox,
  LoadingState,
  PageContainer,
  PagedList,
  PlainButton,
  PlainCard,
  PlainEmpty,
  PlainSelect,
  useToasts,
} from '@freelane/shared/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetMentorsQuery } from '../features/mentorship/api/get-mentors';
import { useGetMentorshipQuery } from '../features/mentorship/api/get-mentorship';
import { useSetMentorshipSubscriptionMutation } from '../features/mentorship/api/mentorship-subscription';
import { MentorCard } from '../features/mentorship/components/mentor-card';
import { MentorStatus } from '../features/mentorship/components/mentor-status';

const PAGE_SIZE = 12;

/** /mentorship: the programme, the caller's own application, Get Notified, and the approved mentors. */
function Mentorship() {
  const user = useCurrentUser();
  const { message } = useToasts();
  const [searchParams, setSearchParams] = useSearchParams();
  const expertise = (MENTOR_EXPERTISE as readonly string[]).includes(searchParams.get('expertise') ?? '')
    ? (searchParams.get('expertise') as MentorExpertise)
    : undefined;
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const mentorship = useGetMentorshipQuery();
  const mentors = useGetMentorsQuery({ expertise, page, limit: PAGE_SIZE });
  const [setSubscription, subscription] = useSetMentorshipSubscriptionMutation();

  const changeSearch = (next: { expertise?: string; page?: number }) => {
    const params = new URLSearchParams();
    const nextExpertise = 'expertise' in next ? next.expertise : expertise;
    if (nextExpertise) params.set('expertise', nextExpertise);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSearchParams(params);
  };
  const toggleSubscription = async (subscribe: boolean) => {
    try {
      message.success((await setSubscription(subscribe).unwrap()).message);
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };
  const canApply =
    user?.role === 'freelancer' && mentorship.data && ['Inactive', 'Declined'].includes(mentorship.data.status);

  return (
    <PageContainer>
      <h1 className="fl-title" style={{ marginTop: 0 }}>
        Mentorship
      </h1>
      <p className="fl-paragraph" style={{ fontSize: 16, maxWidth: 720 }}>
        Learn from freelancers who have done it before: pricing, proposals, portfolios and the craft itself. Many
        mentors offer a free 15-30 minutes introductory session; mentors receive {MENTOR_FEE_SHARE_PERCENT}% of
        mentorship fees.
      </p>

      <FlexBox vertical gap={16} style={{ width: '100%', marginBottom: 32 }}>
        {mentorship.isLoading ? (
          <LoadingState label="Loading your mentorship status" rows={1} />
        ) : mentorship.isError || !mentorship.data ? (
          <ErrorState
            title="We couldn't load your mentorship status"
            message={getErrorMessage(mentorship.error)}
            onRetry={() => void mentorship.refetch()}
          />
        ) : (
          <>
            <MentorStatus mentorship={mentorship.data} />
            <FlexBox wrap align="center" gap={8}>
              {mentorship.data.subscribed ? (
                <PlainButton loading={subscription.isLoading} onClick={() => void toggleSubscription(false)}>
                  Subscribed — Stop notifications
                </PlainButton>
              ) : (
                <PlainButton
                  type="primary"
                  loading={subscription.isLoading}
                  onClick={() => void toggleSubscription(true)}
                >
                  Get Notified
                </PlainButton>
              )}
              {canApply ? (
                <Link className="fl-link" to="/joinAsMentor">
                  Apply as a Mentor
                </Link>
              ) : null}
            </FlexBox>
            {mentorship.data.subscribed ? (
              <span className="fl-text-secondary">You Will Be Notified when new mentors are approved.</span>
            ) : null}
          </>
        )}
      </FlexBox>

      <PlainCard
        title={<span style={{ fontSize: 20 }}>Mentors</span>}
        extra={
          <PlainSelect
            aria-label="Area of expertise"
            style={{ minWidth: 220, width: 'auto' }}
            value={expertise ?? 'all'}
            onChange={(value) => changeSearch({ expertise: value === 'all' ? undefined : value, page: 1 })}
            options={[
              { value: 'all', label: 'All areas' },
              ...MENTOR_EXPERTISE.map((value) => ({ value, label: MENTOR_EXPERTISE_LABELS[value] })),
            ]}
          />
        }
      >
        <PagedList
          query={mentors}
          items={mentors.data?.mentors}
          pagination={mentors.data?.pagination}
          onPageChange={(next) => changeSearch({ page: next })}
          pagerMarginTop={24}
          loading={<LoadingState label="Loading mentors" />}
          errorTitle="We couldn't load the mentors"
          errorFallback="Something went wrong while loading the mentors. Please try again."
          empty={
            <PlainEmpty
              description={
                expertise
                  ? 'No mentor offers this area yet. Try another one.'
                  : 'No mentors yet. Press Get Notified and we will tell you when the first ones are approved.'
              }
            />
          }
        >
          {(list) => (
            <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
              {list.map((mentor) => (
                <MentorCard
                  key={mentor._id}
                  mentor={mentor}
                  isSelf={mentor._id === user?._id}
                  requestTo={messagePagePath(mentor._id)}
                />
              ))}
            </div>
          )}
        </PagedList>
      </PlainCard>
    </PageContainer>
  );
}

export default Mentorship;
