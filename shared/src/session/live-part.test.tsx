import { act, renderHook, waitFor } from '@testing-library/react';
import { useLivePart } from './live-part';

describe('useLivePart: the part of a page loaded after its first commit', () => {
  it('is not there on the first render, then is; a page opened again has it at once', async () => {
    const part = { name: 'live' };
    const load = jest.fn(() => Promise.resolve(part));
    const first = renderHook(() => useLivePart(load));
    expect(first.result.current.module).toBeUndefined();
    await waitFor(() => expect(first.result.current.module).toBe(part));
    first.unmount();

    const again = renderHook(() => useLivePart(load));
    expect(again.result.current.module).toBe(part);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says when its code cannot be loaded, and loads it again on retry', async () => {
    const part = { name: 'live' };
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(part);
    const { result } = renderHook(() => useLivePart(load));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.module).toBeUndefined();

    act(() => result.current.retry());

    await waitFor(() => expect(result.current.module).toBe(part));
    expect(result.current.failed).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
