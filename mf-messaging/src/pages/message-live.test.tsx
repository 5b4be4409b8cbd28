import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildCurrentUser, startMockServer } from '@freelane/shared/testing';
import Message from './message';
import { buildPerson } from '../testing/builders';
import {
  conversationList,
  conversationPane,
  conversationRow,
  findConversationRow,
  findMessageLog,
  messageBox,
  messageLog,
} from '../testing/chat-queries';
import { FakeChatServer } from '../testing/fake-chat-server';
import { renderChat } from '../testing/render-chat';

startMockServer();

const clara = buildCurrentUser({ role: 'client', fullName: 'Clara Client' });
const ben = buildPerson({ fullName: 'Ben Okafor', role: 'freelancer' });
const ava = buildPerson({ fullName: 'Ava Patel', role: 'freelancer' });

/** Ben's conversation open (the FakeChatServer must exist first: it installs the API handlers). */
const openBen = (_chat: FakeChatServer) =>
  renderChat(<Message />, { route: `/message?userId=${ben._id}`, signedInAs: clara });

describe('Live chat', () => {
  it('shows a pushed message in the list at once and counts it unread once, however often it arrives', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    chat.addPerson(ava);
    chat.history(ben._id, 2);
    chat.history(ava._id, 1);
    chat.conversations.get(ava._id)!.lastReadSeq = 1;
    chat.conversations.get(ben._id)!.lastReadSeq = 2;
    const { socket } = renderChat(<Message />, { signedInAs: clara });
    const row = await findConversationRow(/Ava Patel/);
    expect(row).not.toHaveTextContent('unread');

    const message = chat.receive(ava._id, 'Can we talk about the budget?');
    act(() => socket.serverEmit('newMessage', { message, senderId: ava._id }));
    act(() => socket.serverEmit('newMessage', { message, senderId: ava._id }));

    await waitFor(() => expect(conversationRow(/Ava Patel/)).toHaveTextContent('Can we talk about the budget?'));
    expect(conversationRow(/Ava Patel/)).toHaveTextContent('1 unread');
    // Newest activity first: Ava moved above Ben.
    const names = within(conversationList())
      .getAllByRole('button')
      .map((button) => button.textContent ?? '');
    expect(names[0]).toContain('Ava Patel');
    expect(names[1]).toContain('Ben Okafor');
  });

  it('brings someone new into the list when their first message arrives', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    chat.history(ben._id, 1);
    chat.addPerson(ava);
    const { socket } = renderChat(<Message />, { signedInAs: clara });
    await findConversationRow(/Ben Okafor/);

    const message = chat.receive(ava._id, 'Hi Clara, I saw your job.');
    act(() => socket.serverEmit('newMessage', { message, senderId: ava._id }));
    expect(await findConversationRow(/Ava Patel/)).toHaveTextContent('1 unread');
  });

  it('adds a pushed message to the open conversation and marks it read', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    chat.history(ben._id, 2);
    const { socket } = openBen(chat);
    const log = await findMessageLog('Ben Okafor');
    await within(log).findByText('Reply 2');

    const message = chat.receive(ben._id, 'Deal!');
    act(() => socket.serverEmit('newMessage', { message, senderId: ben._id }));
    expect(await within(log).findByText('Deal!')).toBeInTheDocument();
    await waitFor(() => expect(chat.requestsTo('/message/markRead/', 'POST').at(-1)?.body).toEqual({ upToSeq: 3 }));
  });

  it('catches up after a reconnection: fetches after the highest seq held and shows what was missed once', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    chat.history(ben._id, 3);
    const { socket } = openBen(chat);
    const log = await findMessageLog('Ben Okafor');
    await within(log).findByText('Hello 3');

    act(() => socket.drop());
    expect(await screen.findByText(/You are offline/)).toBeInTheDocument();
    chat.receive(ben._id, 'Sent while you were away');
    chat.store(clara._id, ben._id, 'Sent from my phone');

    act(() => socket.reconnect());
    expect(await within(log).findByText('Sent while you were away')).toBeInTheDocument();
    expect(within(log).getByText('Sent from my phone')).toBeInTheDocument();
    expect(chat.requestsTo(`/message/getMessage/${ben._id}`).some((request) => request.query.after === '3')).toBe(true);
    await waitFor(() => expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument());

    // The same message pushed late is not shown twice.
    const late = chat.conversations.get(ben._id)!.messages[3];
    act(() => socket.serverEmit('newMessage', { message: late, senderId: ben._id }));
    expect(within(log).getAllByText('Sent while you were away')).toHaveLength(1);
  });

  it('fetches a hole revealed by a live message', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    chat.history(ben._id, 1);
    const { socket } = openBen(chat);
    const log = await findMessageLog('Ben Okafor');
    await within(log).findByText('Hello 1');

    chat.receive(ben._id, 'Lost on the way');
    const third = chat.receive(ben._id, 'Third');
    act(() => socket.serverEmit('newMessage', { message: third, senderId: ben._id }));

    expect(await within(log).findByText('Lost on the way')).toBeInTheDocument();
    const texts = within(log)
      .getAllByText(/^(Hello 1|Lost on the way|Third)$/)
      .map((node) => node.textContent);
    expect(texts).toEqual(['Hello 1', 'Lost on the way', 'Third']);
  });

  it('catches up when the tab becomes visible again', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    chat.history(ben._id, 2);
    openBen(chat);
    const log = await findMessageLog('Ben Okafor');
    await within(log).findByText('Reply 2');

    chat.receive(ben._id, 'While the tab was hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await within(log).findByText('While the tab was hidden')).toBeInTheDocument();
  });

  it('shows "<Name> is typing…" while their signal is fresh, and tells them while we type', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    chat.history(ben._id, 1);
    const { socket, user } = openBen(chat);
    await within(await findMessageLog('Ben Okafor')).findByText('Hello 1');

    act(() => socket.serverEmit('typing', { userId: ben._id, isTyping: true }));
    expect(screen.getByText('Ben Okafor is typing…')).toBeInTheDocument();
    act(() => socket.serverEmit('typing', { userId: ava._id, isTyping: false }));
    expect(screen.getByText('Ben Okafor is typing…')).toBeInTheDocument();
    act(() => socket.serverEmit('typing', { userId: ben._id, isTyping: false }));
    expect(screen.queryByText('Ben Okafor is typing…')).not.toBeInTheDocument();

    await user.type(messageBox(), 'Hi');
    expect(socket.sentEvents('typing')).toEqual([{ toUserId: ben._id, isTyping: true }]);
    await user.keyboard('{Enter}');
    expect(socket.sentEvents('typing')).toEqual([
      { toUserId: ben._id, isTyping: true },
      { toUserId: ben._id, isTyping: false },
    ]);
  });

  it('shows "Seen" under the last message they read, and moves it with their read receipt', async () => {
    const chat = new FakeChatServer(clara);
    const conversation = chat.addPerson(ben);
    chat.history(ben._id, 4);
    conversation.lastReadSeq = 4;
    conversation.otherLastReadSeq = 2;
    const { socket } = openBen(chat);
    const log = await findMessageLog('Ben Okafor');

    await within(log).findByText('Seen');
    expect(within(log).getByText('Reply 2').closest('li')).toHaveTextContent('Seen');
    act(() =>
      socket.serverEmit('messagesRead', { conversationId: conversation.conversationId, readerId: ben._id, upToSeq: 4 }),
    );
    await waitFor(() => expect(within(log).getByText('Reply 4').closest('li')).toHaveTextContent('Seen'));
    expect(within(log).getAllByText('Seen')).toHaveLength(1);
  });

  it('marks what is on screen read and clears the badge', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    chat.history(ben._id, 3);
    const { user } = renderChat(<Message />, { signedInAs: clara });
    expect(await findConversationRow(/Ben Okafor/)).toHaveTextContent('2 unread');

    await user.click(conversationRow(/Ben Okafor/));
    await waitFor(() => expect(chat.requestsTo('/message/markRead/', 'POST')[0]?.body).toEqual({ upToSeq: 3 }));
    await waitFor(() => expect(conversationRow(/Ben Okafor/)).not.toHaveTextContent('unread'));
  });

  it('follows presence, deletions and a conversation deleted in another tab', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben, { online: true });
    const [first] = chat.history(ben._id, 2);
    const { socket } = openBen(chat);
    const log = await findMessageLog('Ben Okafor');
    await within(log).findByText('Hello 1');
    expect(within(conversationPane('Ben Okafor')).getByText('Online')).toBeInTheDocument();

    act(() => socket.serverEmit('presence', { userId: ben._id, online: false }));
    expect(await within(conversationPane('Ben Okafor')).findByText('Offline')).toBeInTheDocument();

    act(() => socket.serverEmit('messageUpdated', { message: { ...first, isDeleted: true, message: '' } }));
    expect(await within(log).findByText('Message deleted')).toBeInTheDocument();
    expect(within(log).queryByText('Hello 1')).not.toBeInTheDocument();

    await findConversationRow(/Ben Okafor/);
    act(() => socket.serverEmit('conversationDeleted', { userId: ben._id }));
    await waitFor(() =>
      expect(within(conversationList()).queryByRole('button', { name: /Ben Okafor/ })).not.toBeInTheDocument(),
    );
    expect(messageLog('Ben Okafor')).toHaveTextContent('No messages yet');
  });

  it('offers "New messages" instead of scrolling away from what a reader scrolled back to', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    chat.history(ben._id, 4);
    const { socket, user } = openBen(chat);
    const log = await findMessageLog('Ben Okafor');
    await within(log).findByText('Reply 4');

    // The reader scrolls up: far from the end of a tall log.
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 500 });
    fireEvent.scroll(log);
    const message = chat.receive(ben._id, 'Are you there?');
    act(() => socket.serverEmit('newMessage', { message, senderId: ben._id }));

    const jump = await screen.findByRole('button', { name: /New messages/ });
    await user.click(jump);
    expect(screen.queryByRole('button', { name: /New messages/ })).not.toBeInTheDocument();
  });

  it('reads a bottom-up log (its stylesheet: the server HTML starts at the end) from its end: 0 is the end, negative above', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    chat.history(ben._id, 4);
    const { socket } = openBen(chat);
    const log = await findMessageLog('Ben Okafor');
    await within(log).findByText('Reply 4');
    log.style.flexDirection = 'column-reverse';
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 500 });

    // At the end (scrollTop 0): a new message scrolls into view, nothing to jump to.
    log.scrollTop = 0;
    fireEvent.scroll(log);
    act(() => socket.serverEmit('newMessage', { message: chat.receive(ben._id, 'Still there?'), senderId: ben._id }));
    expect(await within(log).findByText('Still there?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New messages/ })).not.toBeInTheDocument();

    // Scrolled back up (1,000 px above the end): the next one is offered, not scrolled to.
    log.scrollTop = -1000;
    fireEvent.scroll(log);
    act(() => socket.serverEmit('newMessage', { message: chat.receive(ben._id, 'Hello?'), senderId: ben._id }));
    expect(await screen.findByRole('button', { name: /New messages/ })).toBeInTheDocument();
  });
});
