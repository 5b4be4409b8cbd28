import { screen } from '@testing-library/react';
import { createAppStore, setUser } from '@freelane/shared';
import { buildCurrentUser, startMockServer } from '@freelane/shared/testing';
import Message, { preloadFor } from './message';
import { getMessagesApi } from '../features/chat/api/get-messages';
import { buildPerson } from '../testing/builders';
import { FakeChatServer } from '../testing/fake-chat-server';
import { renderChat } from '../testing/render-chat';

startMockServer();

const clara = buildCurrentUser({ role: 'client', fullName: 'Clara Client' });
const ben = buildPerson({
  fullName: 'Ben Okafor',
  role: 'freelancer',
  profile: { profilePhoto: null, professionalTitle: 'Web developer' },
});

// One file of its own: the conversation's code, once loaded, stays loaded for the whole module registry.
describe("the Messages page's preloadFor (the shell awaits it before replacing the server's HTML)", () => {
  it('asks for nothing without a conversation, or with a malformed one', () => {
    expect(preloadFor({ pathname: '/message', search: '' })).toBeUndefined();
    expect(preloadFor({ pathname: '/message', search: '?userId=not-an-id' })).toBeUndefined();
  });

  it('loads the open conversation, which then renders in the first commit instead of a skeleton', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    chat.history(ben._id, 2);
    // The server's answers are in the store before the first render (seedPrerenderedQueries).
    const store = createAppStore();
    store.dispatch(setUser(clara));
    await store.dispatch(getMessagesApi.endpoints.getMessages.initiate(ben._id));

    await preloadFor({ pathname: '/message', search: `?userId=${ben._id}` });
    renderChat(<Message />, { route: `/message?userId=${ben._id}`, signedInAs: clara, store });

    // getBy, not findBy: present in the very first commit, with no "Loading conversation" before it.
    expect(screen.getByRole('region', { name: 'Conversation with Ben Okafor' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading conversation' })).not.toBeInTheDocument();
    expect(chat.requestsTo(`/message/getMessage/${ben._id}`, 'GET')).toHaveLength(1);
    // Issue 39: what preloadFor loads before the first render is plain (the header, the log with its
    // message menus, the composer): no antd component is drawn until something is opened.
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(document.querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
  });
});
