import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { publicConfigApi } from '../features/public-config/api/get-public-config';
import { currentUserApi, refreshCurrentUser } from '../features/current-user/api/get-profile';
import { createAppStore } from '../store/create-store';
import { HttpResponse } from 'msw';
import { userEndpoints } from '../contracts/endpoints/user';
import { mockEndpoint } from '../testing/mock-endpoint';
import { server, startMockServer } from '../testing/msw-server';
import { forgetPageAnswers, pageCameWith } from '../testing/page-answers';
import '../index'; // the store stack, as a page that loads it: the public config's request is provided
import { getAllBlogApi } from '../features/blog/api/get-all-blog';
import { blogEndpoints } from '../contracts/endpoints/blog';
import {
  cacheKeyOf,
  selectCachedPublicConfig,
  selectSessionCheckPending,
  usePageAnswer,
  usePublicConfig,
} from './session-queries';

startMockServer();

const SEEDED = { communityUrl: 'https://seeded.example.test/group', googleSignInEnabled: false, currency: 'EUR' };

afterEach(forgetPageAnswers);

describe("the first screen's reads of the API cache, without RTK Query's code", () => {
  it("agree with RTK Query's own selectors (the cache's layout is read directly)", async () => {
    const store = createAppStore();
    expect(selectCachedPublicConfig(store.getState())).toBeUndefined();
    await store.dispatch(publicConfigApi.endpoints.getPublicConfig.initiate());
    const rtk = publicConfigApi.endpoints.getPublicConfig.select()(store.getState()).data;
    expect(rtk?.communityUrl).toBe('https://community.example.test/freelane');
    expect(selectCachedPublicConfig(store.getState())).toBe(rtk);

    server.use(mockEndpoint(userEndpoints.getProfile, () => HttpResponse.json({ success: false }, { status: 401 })));
    const check = store.dispatch(refreshCurrentUser());
    expect(selectSessionCheckPending(store.getState())).toBe(
      currentUserApi.endpoints.getProfile.select()(store.getState()).isLoading,
    );
    expect(selectSessionCheckPending(store.getState())).toBe(true);
    await check.catch(() => undefined);
    expect(selectSessionCheckPending(store.getState())).toBe(false);
    expect(selectSessionCheckPending({ auth: { user: null } })).toBe(false); // the light store's state
  });

  it('reads the public config the page came with, before the store stack is there', () => {
    pageCameWith([{ endpointName: 'getPublicConfig', arg: undefined, value: SEEDED }]);
    const light = { getState: () => ({ auth: { user: null } }), subscribe: () => () => {}, dispatch: jest.fn() };
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={light as never}>{children}</Provider>;
    const { result } = renderHook(() => usePublicConfig(), { wrapper });
    expect(result.current).toEqual(SEEDED);
    expect(light.dispatch).not.toHaveBeenCalled(); // nothing asked of the API
  });

  it('asks the API when neither the cache nor the page has it', async () => {
    const store = createAppStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => usePublicConfig(), { wrapper });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current?.communityUrl).toBe('https://community.example.test/freelane'));
  });
});

describe("a page's own answers (usePageAnswer), without RTK Query's code", () => {
  it("keys an answer as RTK Query's cache does, for no argument, a string and an object", async () => {
    const store = createAppStore();
    server.use(mockEndpoint(blogEndpoints.getAllBlog, () => HttpResponse.json({ success: true, blog: [] })));
    await store.dispatch(getAllBlogApi.endpoints.getAllBlog.initiate(''));
    await store.dispatch(publicConfigApi.endpoints.getPublicConfig.initiate());
    const keys = Object.keys(store.getState().api.queries);
    expect(keys).toContain(cacheKeyOf('getAllBlog', ''));
    expect(keys).toContain(cacheKeyOf('getPublicConfig', undefined));
    // Plain objects by sorted keys, as RTK Query's default serializer writes them.
    const queryArgs = { b: 1, a: { d: 2, c: [3, { f: 1, e: 2 }] } };
    expect(cacheKeyOf('search', queryArgs)).toBe(
      defaultSerializeQueryArgs({ endpointName: 'search', queryArgs, endpointDefinition: {} as never }),
    );
    expect(cacheKeyOf('search', queryArgs)).toBe('search({"a":{"c":[3,{"e":2,"f":1}],"d":2},"b":1})');
  });

  it('reads the answer the page came with on the light store, and nothing else', () => {
    pageCameWith([
      { endpointName: 'getAllBlog', arg: 'react', value: { blog: ['other keyword'] } },
      { endpointName: 'getAllBlog', arg: '', value: { blog: ['first post'] } },
    ]);
    const light = { getState: () => ({ auth: { user: null } }), subscribe: () => () => {}, dispatch: jest.fn() };
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={light as never}>{children}</Provider>;
    const first = renderHook(() => usePageAnswer('getAllBlog', ''), { wrapper });
    expect(first.result.current).toEqual({ blog: ['first post'] });
    const none = renderHook(() => usePageAnswer('getBlogById', 'some-id'), { wrapper });
    expect(none.result.current).toBeUndefined();
    expect(light.dispatch).not.toHaveBeenCalled();
  });

  it("prefers the API cache's answer once the store stack has one", async () => {
    pageCameWith([{ endpointName: 'getAllBlog', arg: '', value: { blog: [] } }]);
    const store = createAppStore();
    server.use(
      mockEndpoint(blogEndpoints.getAllBlog, () =>
        HttpResponse.json({
          success: true,
          blog: [
            {
              _id: 'b1',
              title: 'From the API',
              image: null,
              description: 'A post.',
              content: [],
              createdAt: '2026-01-01T00:00:00.000Z',
              updatedAt: '2026-01-01T00:00:00.000Z',
            },
          ],
        }),
      ),
    );
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => usePageAnswer<{ blog: { title: string }[] }>('getAllBlog', ''), { wrapper });
    expect(result.current?.blog).toEqual([]);
    void store.dispatch(getAllBlogApi.endpoints.getAllBlog.initiate(''));
    await waitFor(() => expect(result.current?.blog[0]?.title).toBe('From the API'));
  });
});
