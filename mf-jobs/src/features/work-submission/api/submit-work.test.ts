import { HttpResponse } from 'msw';
import { createAppStore } from '@freelane/shared';
import { server, startMockServer, mockEndpoint } from '@freelane/shared/testing';
import { SUBMIT_WORK_TIMEOUT_MS, submitWorkApi } from './submit-work';
import { makeFile } from '../../../testing/make-file';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

startMockServer();

describe('submitWork call', () => {
  it('sends each file as a `files` entry and reports upload progress up to 100%', async () => {
    const received: string[] = [];
    server.use(
      mockEndpoint(jobEndpoints.submitWork, async ({ request }) => {
        const form = await request.formData();
        received.push(...form.getAll('files').map((file) => (file as File).name));
        return HttpResponse.json({ success: false, message: 'Stop here.' }, { status: 409 });
      }),
    );
    const store = createAppStore();
    const percents: number[] = [];
    const result = await store.dispatch(
      submitWorkApi.endpoints.submitWork.initiate({
        jobId: '2c3d4e5f-4b5d-4c6e-8f90-000000000001',
        files: [makeFile('a.zip', 'application/zip'), makeFile('b.rar', 'application/vnd.rar')],
        onProgress: (percent) => percents.push(percent),
      }),
    );

    expect(received).toEqual(['a.zip', 'b.rar']);
    expect(percents.at(-1)).toBe(100);
    expect(result.error).toMatchObject({ status: 409, data: { message: 'Stop here.' } });
    expect(SUBMIT_WORK_TIMEOUT_MS).toBeGreaterThanOrEqual(5 * 60 * 1000);
  });
});
