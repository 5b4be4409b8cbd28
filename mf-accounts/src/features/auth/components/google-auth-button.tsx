import GoogleOutlined from '@ant-design/icons-svg/es/asn/GoogleOutlined';
import { useGetPublicConfigQuery } from '@freelane/shared';
import { urlOf } from '@freelane/shared/contracts/endpoint';
import { authEndpoints } from '@freelane/shared/contracts/endpoints/auth';
import { buttonClassName, PlainButton, SvgIcon } from '@freelane/shared/ui';

interface GoogleAuthButtonProps {
  label: string;
}

/**
 * Sign in (or up) with Google: a full page load, so the server's OpenID Connect redirects and cookies apply. When this deployment has no Google client configured the button
 * is disabled and says so, instead of sending the visitor into a failing redirect. Plain (issue 39):
 * it is on the first screen of /login and /SignUp, drawn as antd's large block Button (a link).
 */
export function GoogleAuthButton({ label }: GoogleAuthButtonProps) {
  const { data: config } = useGetPublicConfigQuery();
  const icon = <SvgIcon icon={GoogleOutlined} />;
  if (config && !config.googleSignInEnabled) {
    return (
      <div>
        <PlainButton block size="large" icon={icon} disabled>
          Google sign-in is off
        </PlainButton>
        <span className="fl-text-secondary" style={{ display: 'block', marginTop: 4, fontSize: 13 }}>
          This Freelane server has no Google sign-in set up. Use your e-mail and password instead.
        </span>
      </div>
    );
  }
  return (
    <a className={buttonClassName({ block: true, size: 'large' })} href={urlOf(authEndpoints.startGoogleSignIn)}>
      {icon}
      <span>{label}</span>
    </a>
  );
}
