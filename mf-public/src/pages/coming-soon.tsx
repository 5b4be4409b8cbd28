import { PageContainer } from '@freelane/shared/ui';
import { Link } from 'react-router-dom';

/** /coming-soon — what is on the way, stated plainly. No antd: see about.tsx. */
export default function ComingSoon() {
  return (
    <PageContainer maxWidth={800} style={{ textAlign: 'center', padding: 'clamp(64px, 12vw, 128px) 20px' }}>
      <h1 className="fl-title">Coming Soon</h1>
      <p className="fl-paragraph" style={{ fontSize: 18 }}>
        We are still building this part of Freelane, including AI-assisted job posts and hiring assistants. It is not
        ready yet — we will announce it on the blog as soon as it is.
      </p>
      <p className="fl-paragraph" style={{ fontSize: 16 }}>
        <Link to="/" className="fl-link">
          Back to the home page
        </Link>{' '}
        ·{' '}
        <Link to="/blog" className="fl-link">
          Read the blog
        </Link>
      </p>
    </PageContainer>
  );
}
