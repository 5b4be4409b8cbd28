import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';

const AREA_NAME = 'Messages and notifications';

const USEFUL_LINKS = [
  { to: '/blog', label: 'Read the Freelane blog' },
  { to: '/about', label: 'About Freelane' },
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
        This is where clients and freelancers will chat in real time, share project briefs and agree the details of their work directly.
      </Typography.Paragraph>
      <Typography.Paragraph style={{ fontSize: 16 }}>
        Notifications about applications, deliveries and reviews will arrive here too. These screens are being built and are not open yet.
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
