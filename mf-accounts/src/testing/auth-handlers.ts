import { HttpResponse } from 'msw';
import { mockEndpoint, server } from '@freelane/shared/testing';
import { publicEndpoints } from '@freelane/shared/contracts/endpoints/public';

/** `GET /public/config` as the API answers it; Google sign-in on unless a test says otherwise. */
export function servePublicConfig(googleSignInEnabled = true) {
  server.use(
    mockEndpoint(publicEndpoints.getPublicConfig, () =>
      HttpResponse.json({ success: true, communityUrl: 'https://community.freelane.test', googleSignInEnabled }),
    ),
  );
}
