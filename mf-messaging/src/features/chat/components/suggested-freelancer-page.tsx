import { useEffect } from 'react';
import { Button, Skeleton, Typography } from 'antd';
import { getErrorMessage, useGetSuggestedFreelancersQuery } from '@freelane/shared';
import { SUGGESTED_FREELANCERS_STEP, type PageInfo } from '@freelane/shared/contracts';
import { RatingSummary } from '@freelane/shared/ui';
import { PersonAvatar } from '../../../components/person-avatar';

interface SuggestedFreelancerPageProps {
  page: number;
  onChoose: (userId: string) => void;
  onLoaded: (page: number, pagination: PageInfo) => void;
}

/** One page of suggested freelancers (SUGGESTED_FREELANCERS_STEP each), each with their rating and Message. */
export function SuggestedFreelancerPage({ page, onChoose, onLoaded }: SuggestedFreelancerPageProps) {
  const { data, error, isLoading, isError, refetch } = useGetSuggestedFreelancersQuery({
    page,
    limit: SUGGESTED_FREELANCERS_STEP,
    sort: 'newest',
  });

  useEffect(() => {
    if (data) onLoaded(page, data.pagination);
  }, [data, page, onLoaded]);

  if (isLoading) {
    return (
      <li role="status" aria-label="Loading freelancers">
        <Skeleton avatar active paragraph={{ rows: 1 }} />
      </li>
    );
  }
  if (isError || !data) {
    return (
      <li role="alert">
        <Typography.Text type="danger">{getErrorMessage(error, 'Freelancers could not be loaded.')}</Typography.Text>{' '}
        <Button size="small" onClick={() => void refetch()}>
          Try again
        </Button>
      </li>
    );
  }
  return (
    <>
      {data.users.map((freelancer) => (
        <li
          key={freelancer._id}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            padding: '10px 0',
            borderBottom: '1px solid var(--fl-color-gray-100)',
          }}
        >
          <PersonAvatar person={freelancer} size={44} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <Typography.Text strong style={{ display: 'block' }} ellipsis>
              {freelancer.fullName}
            </Typography.Text>
            <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
              {freelancer.profile.professionalTitle || 'Freelancer'}
            </Typography.Text>
            <RatingSummary rating={freelancer.rating} size="small" />
          </div>
          <Button
            type="primary"
            ghost
            onClick={() => onChoose(freelancer._id)}
            aria-label={`Message ${freelancer.fullName}`}
          >
            Message
          </Button>
        </li>
      ))}
    </>
  );
}
