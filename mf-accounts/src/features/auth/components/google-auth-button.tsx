import { GoogleOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useGetPublicConfigQuery } from '@freelane/shared';
import { urlOf } from '@freelane/shared/contracts/endpoint';
import { authEndpoints } from '@freelane/shared/contracts/endpoints/auth';

interface GoogleAuthButtonProps {
  label: string;
}

/**
 * Sign in (or up) with Google: a full page load, so the server's OpenID Connect redirects and cookies apply. When this deployment has no Google client configured the button
 * is disabled and says so, instead of sending the visitor into a failing redirect.
 */
export function GoogleAuthButton({ label }: GoogleAuthButtonProps) {
  const { data: config } = useGetPublicConfigQuery();
  if (config && !config.googleSignInEnabled) {
    return (
      <div>
        <Button block size="large" icon={<GoogleOutlined />} disabled>
          Google sign-in is off
        </Button>
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 13 }}>
          This Freelane server has no Google sign-in set up. Use your e-mail and password instead.
        </Typography.Text>
      </div>
    );
  }
  return (
    <Button block size="large" icon={<GoogleOutlined />} href={urlOf(authEndpoints.startGoogleSignIn)}>
      {label}
    </Button>
  );
}
