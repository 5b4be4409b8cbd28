import { useEffect } from 'react';
import { Spin, Typography } from 'antd';
import { getErrorMessage, useGetPublicConfigQuery } from '@freelane/shared';
import { ErrorState, PageContainer, withAntd } from '@freelane/shared/ui';

/**
 * /community — sends the browser to the external community group (COMMUNITY_URL).
 * `replace` keeps this hop out of the history, so Back returns to where the visitor was.
 */
function Community() {
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
      <Spin size="large" />
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 24 }}>
        <span role="status">Taking you to the Freelane community…</span>
      </Typography.Title>
      {communityUrl && (
        <Typography.Paragraph>
          Not moving? <a href={communityUrl}>Open the Freelane community</a>.
        </Typography.Paragraph>
      )}
    </PageContainer>
  );
}

export default withAntd(Community);
