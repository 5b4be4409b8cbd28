import { HttpResponse } from 'msw';
import { createAppStore } from '@freelane/shared';
import { mockEndpoint, server, startMockServer } from '@freelane/shared/testing';
import { DISPUTE_UPLOAD_TIMEOUT_MS, postDisputeMessageApi } from './post-dispute-message';
import { makeFile } from '../../../testing/make-file';
import { disputeEndpoints } from '@freelane/shared/contracts/endpoints/dispute';

startMockServer();

const args = { jobId: '2c3d4e5f-4b5d-4c6e-8f90-000000000001', disputeId: '5f6a7b8c-4b5d-4c6e-8f90-000000000001' };

describe('postDisputeMessage call', () => {
  it('sends text alone as JSON, and text with files as multipart (message first) with upload progress', async () => {
    const received: { type: string; message: unknown; files: string[]; order?: string[] }[] = [];
    server.use(
      mockEndpoint(disputeEndpoints.postDisputeMessage, async ({ request }) => {
        const type = request.headers.get('content-type') ?? '';
        if (type.includes('multipart')) {
          const form = await request.formData();
          received.push({
            type: 'multipart',
            message: form.get('message'),
            files: form.getAll('files').map((file) => (file as File).name),
            order: [...form.keys()],
          });
        } else {
          received.push({ type: 'json', message: ((await request.json()) as { message: string }).message, files: [] });
        }
        return HttpResponse.json({ success: false, message: 'Stop here.' }, { status: 409 });
      }),
    );
    const store = createAppStore();
    await store.dispatch(
      postDisputeMessageApi.endpoints.postDisputeMessage.initiate({ ...args, text: 'Hello', files: [] }),
    );
    const percents: number[] = [];
    const result = await store.dispatch(
      postDisputeMessageApi.endpoints.postDisputeMessage.initiate({
        ...args,
        text: 'See both',
        files: [makeFile('a.png', 'image/png'), makeFile('b.pdf', 'application/pdf')],
        onProgress: (percent) => percents.push(percent),
      }),
    );

    expect(received).toEqual([
      { type: 'json', message: 'Hello', files: [] },
      { type: 'multipart', message: 'See both', files: ['a.png', 'b.pdf'], order: ['message', 'files', 'files'] },
    ]);
    expect(percents.at(-1)).toBe(100);
    expect(result.error).toMatchObject({ status: 409, data: { message: 'Stop here.' } });
    expect(DISPUTE_UPLOAD_TIMEOUT_MS).toBeGreaterThanOrEqual(5 * 60 * 1000);
  });
});
