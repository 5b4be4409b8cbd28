import { PageContainer, withAntd } from '@freelane/shared/ui';
import { Typography } from 'antd';
import { Link } from 'react-router-dom';

/** /coming-soon — what is on the way, stated plainly. */
function ComingSoon() {
  return (
    <PageContainer maxWidth={800} style={{ textAlign: 'center', padding: 'clamp(64px, 12vw, 128px) 20px' }}>
      <Typography.Title level={1}>Coming Soon</Typography.Title>
      <Typography.Paragraph style={{ fontSize: 18 }}>
        We are still building this part of Freelane, including AI-assisted job posts and hiring assistants. It is not
        ready yet — we will announce it on the blog as soon as it is.
      </Typography.Paragraph>
      <Typography.Paragraph style={{ fontSize: 16 }}>
        <Link to="/">Back to the home page</Link> · <Link to="/blog">Read the blog</Link>
      </Typography.Paragraph>
    </PageContainer>
  );
}

export default withAntd(ComingSoon);
