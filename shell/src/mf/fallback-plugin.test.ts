import { http, HttpResponse } from 'msw';
import { urlOf } from '@freelane/shared/contracts/endpoint';
import { publicEndpoints } from '@freelane/shared/contracts/endpoints/public';
import { server, setupMswServer } from '../testing/server';
import fallbackPlugin, { isFallbackModule, REMOTE_LOAD_FAILURE_URL } from './fallback-plugin';

jest.mock('./remote-registry', () => ({
  getLiveRegistry: () => ({
    mf_jobs: {
      version: '20261122-044210-b7e01c55',
      entry: '/remotes/mf-jobs/20261122-044210-b7e01c55/mf-manifest.json',
    },
  }),
}));

setupMswServer();

type LoadError = Parameters<NonNullable<ReturnType<typeof fallbackPlugin>['errorLoadRemote']>>[0];
const fail = (id: string, error: unknown) =>
  fallbackPlugin().errorLoadRemote?.({ id, error, lifecycle: 'onLoad' } as LoadError);

describe('an area that fails to load', () => {
  it('is reported to the endpoint its definition names', () => {
    expect(publicEndpoints.reportRemoteLoadFailure.method).toBe('POST');
    expect(REMOTE_LOAD_FAILURE_URL).toBe(urlOf(publicEndpoints.reportRemoteLoadFailure));
  });

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('becomes the fallback module and is reported to the server once per area, with its version and kind', async () => {
    document.cookie = 'XSRF-TOKEN=nonce.signature';
    const reports: { body: unknown; csrf: string | null }[] = [];
    server.use(
      http.post(REMOTE_LOAD_FAILURE_URL, async ({ request }) => {
        reports.push({ body: await request.json(), csrf: request.headers.get('X-XSRF-TOKEN') });
        return HttpResponse.json({ success: true });
      }),
    );
    const chunk = Object.assign(new Error('Loading chunk 412 failed.'), { name: 'ChunkLoadError' });
    expect(isFallbackModule(fail('mf_jobs/FindJobsPage', chunk))).toBe(true);
    fail('mf_jobs/MyJobsPage', chunk);
    fail('mf_messaging/ChatPage', new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest.'));
    fail('not_an_area/Page', new Error('whatever'));
    await waitFor(() => reports.length === 2);
    expect(reports).toEqual([
      { body: { area: 'mf_jobs', version: '20261122-044210-b7e01c55', kind: 'chunk' }, csrf: 'nonce.signature' },
      { body: { area: 'mf_messaging', version: 'unknown', kind: 'manifest' }, csrf: 'nonce.signature' },
    ]);
  });

  it('never lets a failed report get in the way', async () => {
    server.use(http.post(REMOTE_LOAD_FAILURE_URL, () => HttpResponse.error()));
    expect(isFallbackModule(fail('mf_accounts/LoginPage', new TypeError('boom')))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
});

async function waitFor(done: () => boolean) {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > 2000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await new Promise((resolve) => setTimeout(resolve, 30));
}
