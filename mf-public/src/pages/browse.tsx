import { LinkButton, PageContainer } from '@freelane/shared/ui';
import '../components/marketing.css';

const DESTINATIONS = [
  {
    title: 'Read the blog',
    text: 'Guides on pricing, proposals, delivering work and hiring well.',
    to: '/blog',
    action: 'Go to the blog',
  },
  {
    title: 'See what we offer',
    text: 'No commission, an open community and learning built in.',
    to: '/offering',
    action: 'View offerings',
  },
  {
    title: 'Find work or talent',
    text: 'Create a free account to post jobs, apply to them and message each other.',
    to: '/SignUp',
    action: 'Sign Up',
  },
] as const;

/**
 * /browse — the original product shows an empty placeholder here. A public catalogue does
 * not exist yet, so this page says so and points to what a visitor can do today. No antd: see
 * about.tsx.
 */
export default function Browse() {
  return (
    <PageContainer>
      <h1 className="fl-title">Browse Freelane</h1>
      <p className="fl-prose fl-prose--narrow">
        A public listing of jobs and freelancers is not available yet. Jobs and talent search are open to members once
        they sign in. In the meantime, here is where to start:
      </p>
      <div className="fl-grid-3" style={{ marginTop: 24 }}>
        {DESTINATIONS.map((destination) => (
          <div key={destination.to} className="fl-offering">
            <h2 className="fl-offering__title">{destination.title}</h2>
            <p className="fl-paragraph">{destination.text}</p>
            <LinkButton to={destination.to} type="default" size="middle">
              {destination.action}
            </LinkButton>
          </div>
        ))}
      </div>
    </PageContainer>
  );
}
