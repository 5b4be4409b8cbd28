import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FIRST_SIGN_IN_STATE, useLazyGetProfileQuery } from '@freelane/shared';
import { getGoogleLandingPath } from '../features/auth/lib/google-landing-path';
import { FlexBox } from '@freelane/shared/ui';

/**
 * /google-success — the OpenID Connect callback already set the session cookie; this page asks
 * the server who signed in (nothing personal is read from the URL) and routes by role; `?welcome=1`
 * (the callback's) says it was the account's first sign-in, greeted as one (issue 36). Drawn without
 * antd (issue 39): a spinner and a heading need none.
 */
function GoogleSuccess() {
  const [fetchProfile] = useLazyGetProfileQuery();
  const navigate = useNavigate();
  const firstSignIn = useSearchParams()[0].get('welcome') === '1';
  // React may run effects twice in development; one sign-in check is enough.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // getProfile stores the user itself (shared endpoint); here only the route is decided.
    fetchProfile(undefined, false)
      .unwrap()
      .then((user) =>
        navigate(getGoogleLandingPath(user), { replace: true, state: firstSignIn ? FIRST_SIGN_IN_STATE : undefined }),
      )
      .catch(() => navigate('/login?google=failed', { replace: true }));
  }, [fetchProfile, navigate, firstSignIn]);

  return (
    <FlexBox vertical align="center" justify="center" gap={16} style={{ minHeight: '50vh', padding: 24 }} role="status">
      {/* antd's large Spin: a 32 px ring in the primary colour (the button spinner's look, larger). */}
      <span
        className="fl-btn__spinner"
        aria-hidden="true"
        style={{ width: 32, height: 32, borderWidth: 3, color: 'var(--fl-color-primary)' }}
      />
      <h1 className="fl-title" style={{ fontSize: 22, margin: 0 }}>
        Logging you in...
      </h1>
    </FlexBox>
  );
}

export default GoogleSuccess;
