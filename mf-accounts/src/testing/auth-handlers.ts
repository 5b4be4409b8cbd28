import { http, HttpResponse } from 'msw';
import { server } from '@freelane/shared/testing';

/** `GET /public/config` as the API answers it; Google sign-in on unless a test says otherwise. */
export function servePublicConfig(googleSignInEnabled = true) {
  server.use(
    http.get('*/api/v1/public/config', () =>
      HttpResponse.json({ success: true, communityUrl: 'https://community.freelane.test', googleSignInEnabled }),
    ),
  );
}
