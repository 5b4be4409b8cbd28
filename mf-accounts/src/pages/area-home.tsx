import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '@freelane/shared';
import { withAntd } from '@freelane/shared/ui';

const AREA_NAME = 'Accounts and profiles';

/** The area's overview page (exposed as ./AreaHome): what it offers and where each part lives. */
function AreaHome() {
  const user = useCurrentUser();
  const links = user
    ? [
        { to: '/editProfile', label: 'Edit your profile' },
        { to: '/find-talent', label: 'Find Talent' },
      ]
    : [
        { to: '/SignUp', label: 'Create an account' },
        { to: '/login', label: 'Log in' },
        { to: '/forget-password', label: 'Recover a forgotten password' },
        { to: '/find-talent', label: 'Find Talent' },
      ];
  return (
    <div style={{ maxWidth: 800, margin: '0 auto', padding: 'clamp(48px, 8vw, 96px) 20px' }}>
      <Typography.Title level={1}>{AREA_NAME}</Typography.Title>
      <Typography.Paragraph style={{ fontSize: 18 }}>
        Create your Freelane account as a client or a freelancer, sign in with e-mail or Google, recover a forgotten password and keep your profile up to date — photo, skills, bio and resume.
      </Typography.Paragraph>
      <Typography.Paragraph style={{ fontSize: 16 }}>
        Clients search for freelancers by skill or title and connect with them directly.
      </Typography.Paragraph>
      <Card style={{ marginTop: 32 }}>
        <Typography.Title level={2} style={{ fontSize: 20 }}>
          Go to
        </Typography.Title>
        <nav aria-label="Accounts pages">
          <ul style={{ paddingLeft: 20, marginBottom: 0 }}>
            {links.map((link) => (
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

export default withAntd(AreaHome);
