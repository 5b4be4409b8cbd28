import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { axiosBaseQuery } from './base-api';
import { AHEAD_TTL_MS, aheadAddress, fetchAhead, takeAhead } from './data-ahead';
import { getHttpClient } from './http-client';

jest.mock('./http-client', () => ({ getHttpClient: jest.fn(), isHttpClientError: () => false }));

const get = jest.fn();
const request = jest.fn();
jest.mocked(getHttpClient).mockResolvedValue({ get, request, defaults: {} } as never);
const api = { signal: new AbortController().signal, extra: undefined } as unknown as BaseQueryApi;

beforeEach(() => {
  get.mockReset().mockResolvedValue({ data: { ahead: true } });
  request.mockReset().mockResolvedValue({ data: { asked: true } });
});

describe('answers fetched ahead of their page (issue 39)', () => {
  it('are taken once, by the same address, while fresh', async () => {
    fetchAhead('/job/page/j1', 1_000);
    expect(takeAhead('/job/page/j2', 1_000)).toBeUndefined();
    await expect(takeAhead('/job/page/j1', 1_000 + AHEAD_TTL_MS)).resolves.toEqual({ data: { ahead: true } });
    expect(takeAhead('/job/page/j1', 1_000)).toBeUndefined();
    fetchAhead('/job/page/j1', 1_000);
    expect(takeAhead('/job/page/j1', 1_001 + AHEAD_TTL_MS)).toBeUndefined();
  });

  it("answer the page's plain GET of that address without a second request", async () => {
    fetchAhead('/job/page/j1');
    await expect(axiosBaseQuery({ url: '/job/page/j1' }, api, {})).resolves.toEqual({ data: { ahead: true } });
    expect(request).not.toHaveBeenCalled();
    // Asked again (a refetch), it is a request of its own.
    await expect(axiosBaseQuery({ url: '/job/page/j1' }, api, {})).resolves.toEqual({ data: { asked: true } });
  });

  it('never answer a request that is not the same plain GET', async () => {
    fetchAhead('/job/page/j1');
    await axiosBaseQuery({ url: '/job/page/j1', method: 'POST', data: {} }, api, {});
    await axiosBaseQuery({ url: '/job/page/j1', params: { page: 2 } }, api, {});
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('answer a GET with plain query parameters at the address they make, in name order', async () => {
    fetchAhead('/job/adminJobs?limit=50&page=1&status=active');
    await expect(
      axiosBaseQuery(
        { url: '/job/adminJobs', params: { page: 1, limit: 50, status: 'active', search: undefined } },
        api,
        {},
      ),
    ).resolves.toEqual({ data: { ahead: true } });
    expect(request).not.toHaveBeenCalled();
  });

  it('name no address for parameters the HTTP client encodes its own way', () => {
    expect(aheadAddress('/job/x')).toBe('/job/x');
    expect(aheadAddress('/job/x', { a: 'b c', n: 0, on: false, gone: null })).toBe('/job/x?a=b+c&n=0&on=false');
    expect(aheadAddress('/job/x', { page: 1, limit: 5, as: 'a' })).toBe('/job/x?as=a&limit=5&page=1');
    expect(aheadAddress('/job/x', { as: 'a', limit: 5, page: 1 })).toBe(
      aheadAddress('/job/x', { page: 1, as: 'a', limit: 5 }),
    );
    expect(aheadAddress('/job/x', { ids: ['a', 'b'] })).toBeNull();
    expect(aheadAddress('/job/x', { filter: { a: 1 } })).toBeNull();
  });
});
