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
import '../index'; // the store stack, as a page that loads it: the public config's request is provided
import {
  PRERENDERED_QUERIES_ELEMENT_ID,
  selectCachedPublicConfig,
  selectSessionCheckPending,
  usePublicConfig,
} from './session-queries';

startMockServer();

const SEEDED = { communityUrl: 'https://seeded.example.test/group', googleSignInEnabled: false, currency: 'EUR' };

function seedPage(entries: unknown[] | null) {
  document.getElementById(PRERENDERED_QUERIES_ELEMENT_ID)?.remove();
  if (!entries) return;
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PRERENDERED_QUERIES_ELEMENT_ID;
  element.textContent = JSON.stringify(entries);
  document.body.append(element);
}

afterEach(() => seedPage(null));

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
    seedPage([{ endpointName: 'getPublicConfig', arg: undefined, value: SEEDED }]);
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
