import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';

const AREA_NAME = 'Accounts and profiles';

const USEFUL_LINKS = [
  { to: '/blog', label: 'Read the Freelane blog' },
  { to: '/offering', label: 'See what Freelane offers' },
  { to: '/', label: 'Back to the home page' },
] as const;

/**
 * The area's one real page until its screens are built (later issues): every page name this
 * remote exposes shows it, so its routes work and say honestly what is coming.
 */
export default function AreaHome() {
  return (
    <div style={{ maxWidth: 800, margin: '0 auto', padding: 'clamp(48px, 8vw, 96px) 20px' }}>
      <Typography.Title level={1}>{AREA_NAME}</Typography.Title>
      <Typography.Paragraph style={{ fontSize: 18 }}>
        This is where you will create your Freelane account as a client or a freelancer, sign in with e-mail or Google, recover a forgotten password and keep your profile up to date — photo, skills, bio and resume.
      </Typography.Paragraph>
      <Typography.Paragraph style={{ fontSize: 16 }}>
        Clients will also search for freelancers here by skill or title and connect with them directly. These screens are being built and are not open yet.
      </Typography.Paragraph>
      <Card style={{ marginTop: 32 }}>
        <Typography.Title level={2} style={{ fontSize: 20 }}>
          In the meantime
        </Typography.Title>
        <nav aria-label="Useful links">
          <ul style={{ paddingLeft: 20, marginBottom: 0 }}>
            {USEFUL_LINKS.map((link) => (
              <li key={link.to} style={{ marginBottom: 8, fontSize: 16 }}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </Card>
    </div>
  );
}
