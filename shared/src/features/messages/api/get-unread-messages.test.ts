import { createAppStore } from '../../../store/create-store';
import { countIncomingMessage, setUnreadMessagesTotal, unreadMessagesApi } from './get-unread-messages';

async function storeWith(total: number, conversations: number) {
  const store = createAppStore();
  await store.dispatch(
    unreadMessagesApi.util.upsertQueryData('getUnreadMessages', undefined, { success: true, total, conversations }),
  );
  const badge = () => unreadMessagesApi.endpoints.getUnreadMessages.select()(store.getState()).data;
  return { store, badge };
}

describe('the unread-messages badge cache', () => {
  it('counts an incoming message, and a first one makes one conversation unread', async () => {
    const { store, badge } = await storeWith(0, 0);
    store.dispatch(countIncomingMessage());
    expect(badge()).toMatchObject({ total: 1, conversations: 1 });
    store.dispatch(countIncomingMessage());
    expect(badge()).toMatchObject({ total: 2, conversations: 1 });
  });

  it('takes the total the server answers after reading, clearing the conversations at zero', async () => {
    const { store, badge } = await storeWith(5, 2);
    store.dispatch(setUnreadMessagesTotal(3));
    expect(badge()).toMatchObject({ total: 3, conversations: 2 });
    store.dispatch(setUnreadMessagesTotal(0));
    expect(badge()).toMatchObject({ total: 0, conversations: 0 });
  });
});
