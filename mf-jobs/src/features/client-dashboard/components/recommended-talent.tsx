import { useMemo } from 'react';
import { getErrorMessage, useGetSuggestedFreelancersQuery } from '@freelane/shared';
import {
  ErrorState,
  LinkButton,
  LoadingState,
  PlainCard,
  PlainEmpty,
  PlainList,
  useConnect,
} from '@freelane/shared/ui';
import { pickRandom } from '../lib/pick-random';
import { TalentCard } from './talent-card';

/** Spec: three recommended freelancers, chosen at random from one page of suggestions. */
export const RECOMMENDED_COUNT = 3;
export const SUGGESTION_POOL_SIZE = 12;

/** Recommended Talent: three random freelancers with Connect (adds the contact, opens the conversation). */
export function RecommendedTalent() {
  const { data, error, isLoading, isError, refetch } = useGetSuggestedFreelancersQuery({
    page: 1,
    limit: SUGGESTION_POOL_SIZE,
  });
  const { connect, connectingId } = useConnect();
  // Chosen once per answer, so a re-render does not reshuffle the cards under the reader.
  const picked = useMemo(() => pickRandom(data?.users ?? [], RECOMMENDED_COUNT), [data]);

  let content;
  if (isLoading) content = <LoadingState label="Loading recommended talent" avatar rows={4} />;
  else if (isError)
    content = (
      <ErrorState
        title="We couldn't load recommendations"
        message={getErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  else if (picked.length === 0) content = <PlainEmpty description="No freelancers to recommend yet." />;
  else
    content = (
      <PlainList
        items={picked}
        getKey={(freelancer) => freelancer._id}
        renderItem={(freelancer) => (
          <TalentCard
            freelancer={freelancer}
            connecting={connectingId === freelancer._id}
            onConnect={(id) => void connect(id)}
          />
        )}
      />
    );

  return (
    <PlainCard aria-label="Recommended Talent">
      <h2 className="fl-title" style={{ fontSize: 18, marginTop: 0 }}>
        Recommended Talent
      </h2>
      {content}
      <LinkButton type="link" to="/find-talent" style={{ paddingLeft: 0 }}>
        Find more talent
      </LinkButton>
    </PlainCard>
  );
}
