import { useEffect } from 'react';
import { getErrorMessage, useGetPublicConfigQuery } from '@freelane/shared';
import { ErrorState, PageContainer } from '@freelane/shared/ui';

/**
 * /community — sends the browser to the external community group (COMMUNITY_URL).
 * `replace` keeps this hop out of the history, so Back returns to where the visitor was.
 */
export default function Community() {
  const { data, error, isError, refetch } = useGetPublicConfigQuery();
  const communityUrl = data?.communityUrl;

  useEffect(() => {
    if (communityUrl) window.location.replace(communityUrl);
  }, [communityUrl]);

  if (isError) {
    return (
      <PageContainer maxWidth={800}>
        <ErrorState
          headingLevel={1}
          title="We couldn't find the community link"
          message={getErrorMessage(error, 'Something went wrong. Please try again.')}
          onRetry={() => void refetch()}
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer maxWidth={800} style={{ textAlign: 'center', padding: 'clamp(64px, 12vw, 128px) 20px' }}>
      {/* The shell's CSS spinner (its stylesheet is in every page): no antd for a redirect. */}
      <span className="fl-spinner" aria-hidden="true" style={{ display: 'inline-block' }} />
      <h1 className="fl-title" style={{ fontSize: 28, marginTop: 24 }}>
        <span role="status">Taking you to the Freelane community…</span>
      </h1>
      {communityUrl && (
        <p className="fl-paragraph">
          Not moving?{' '}
          <a href={communityUrl} className="fl-link">
            Open the Freelane community
          </a>
          .
        </p>
      )}
    </PageContainer>
  );
}
