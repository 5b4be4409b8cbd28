import { getHttpClient } from '@freelane/shared';
import { warmPageRuntime } from './warm-page-runtime';

jest.mock('@freelane/shared', () => ({ getHttpClient: jest.fn() }));
const client = jest.mocked(getHttpClient);

describe('warmPageRuntime', () => {
  it('loads the HTTP client and dayjs once, and again after a failure', async () => {
    client.mockRejectedValueOnce(new Error('offline'));
    await warmPageRuntime();
    client.mockResolvedValue({} as never);
    await warmPageRuntime();
    await warmPageRuntime();
    expect(client).toHaveBeenCalledTimes(2);
  });
});
