import { HttpResponse } from 'msw';
import { messageEndpoints } from '../contracts/endpoints/message';
import { createAppStore } from '../store/create-store';
import { mockEndpoint } from '../testing/mock-endpoint';
import { server, startMockServer } from '../testing/msw-server';
import { baseApi } from './base-api';
import { mutationOf, queryOf } from './endpoint-query';

startMockServer();

/** What the layer passes through to RTK Query beyond URL, method and tags (issue 35). */
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Keys outside every app's names: the endpoint-names scan skips tests.
    probeMergedTotals: queryOf(build, messageEndpoints.getUnreadMessages, {
      merge: (held, incoming) => {
        held.total += incoming.total;
      },
    }),
    probeSettings: mutationOf(build, messageEndpoints.updateChatSettings, {
      args: (showOnline: boolean) => ({ body: { showOnline } }),
      invalidatesTags: [],
      onQueryStarted: (_arg, { getState }) => {
        seenStates.push(getState());
      },
    }),
  }),
});
const seenStates: unknown[] = [];

describe('queryOf / mutationOf options', () => {
  it('joins a refetch into the held entry with merge, rather than replacing it', async () => {
    let total = 2;
    server.use(
      mockEndpoint(messageEndpoints.getUnreadMessages, () =>
        HttpResponse.json({ success: true, total, conversations: 1 }),
      ),
    );
    const store = createAppStore();
    const subscription = store.dispatch(probeApi.endpoints.probeMergedTotals.initiate());
    await subscription;
    total = 3;
    await store.dispatch(probeApi.endpoints.probeMergedTotals.initiate(undefined, { forceRefetch: true }));
    expect(probeApi.endpoints.probeMergedTotals.select()(store.getState()).data?.total).toBe(5);
    subscription.unsubscribe();
  });

  it("gives a write's onQueryStarted the store's state, to find the entries it patches", async () => {
    server.use(
      mockEndpoint(messageEndpoints.updateChatSettings, () =>
        HttpResponse.json({ success: true, settings: { sendReadReceipts: true, showOnline: false } }),
      ),
    );
    const store = createAppStore();
    await store.dispatch(probeApi.endpoints.probeSettings.initiate(false)).unwrap();
    expect(seenStates).toHaveLength(1);
    expect(seenStates[0]).toHaveProperty('api');
  });
});
