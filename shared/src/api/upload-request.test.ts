import { File as NodeFile } from 'node:buffer';
import type { AxiosProgressEvent } from 'axios';
import { buildUploadRequest } from './upload-request';

// jest-fixed-jsdom's FormData is Node's: it takes Node's File, not jsdom's.
const file = (name: string) => new NodeFile(['x'], name, { type: 'application/zip' }) as unknown as File;
const progress = (loaded: number, total?: number) => ({ loaded, total }) as AxiosProgressEvent;

describe('buildUploadRequest', () => {
  it('posts the text fields first, then every file in its kind’s field', () => {
    const request = buildUploadRequest({
      url: '/message/sendMessage/u1',
      rules: { field: 'files' },
      fields: { message: 'hello', clientMessageId: 'c1' },
      files: [file('a.zip'), file('b.zip')],
    });
    expect(request).toMatchObject({ url: '/message/sendMessage/u1', method: 'POST' });
    const entries = [...(request.data as FormData).entries()].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : value.name,
    ]);
    expect(entries).toEqual([
      ['message', 'hello'],
      ['clientMessageId', 'c1'],
      ['files', 'a.zip'],
      ['files', 'b.zip'],
    ]);
  });

  it('keeps the client’s timeout unless the upload names its own', () => {
    const one = { url: '/blog/uploadImage', rules: { field: 'image' }, files: [file('a.png')] };
    expect(buildUploadRequest(one)).not.toHaveProperty('timeout');
    expect(buildUploadRequest({ ...one, timeout: 600_000 }).timeout).toBe(600_000);
  });

  it('reports progress as a whole percentage, and nothing while the total is unknown', () => {
    const onProgress = jest.fn();
    const request = buildUploadRequest({ url: '/x', rules: { field: 'files' }, files: [file('a.zip')], onProgress });
    request.onUploadProgress?.(progress(1, 3));
    request.onUploadProgress?.(progress(5));
    request.onUploadProgress?.(progress(3, 3));
    expect(onProgress.mock.calls).toEqual([[33], [100]]);
  });
});
