import { act, screen, waitFor, within } from '@testing-library/react';
import { buildCurrentUser, startMockServer } from '@freelane/shared/testing';
import Message from './message';
import { buildPerson } from '../testing/builders';
import { FakeChatServer } from '../testing/fake-chat-server';
import { conversationRow, findConversationRow, findMessageLog, messageBox, messageLog } from '../testing/chat-queries';
import { renderChat } from '../testing/render-chat';

startMockServer();

const clara = buildCurrentUser({ role: 'client', fullName: 'Clara Client' });
const ben = buildPerson({ fullName: 'Ben Okafor', role: 'freelancer' });

const log = () => messageLog('Ben Okafor');
const sends = (chat: FakeChatServer) => chat.requestsTo('/message/sendMessage/', 'POST');
const sentId = (chat: FakeChatServer, index: number) => (sends(chat)[index].body as { clientMessageId: string }).clientMessageId;

/** Pasting is what a fast typist looks like to the page, and keeps tests quick (antd's auto-size box re-measures per key). */
async function write(user: ReturnType<typeof renderChat>['user'], text: string) {
  await user.click(messageBox());
  await user.paste(text);
  await user.keyboard('{Enter}');
}

function openWithBen(chat: FakeChatServer) {
  chat.addPerson(ben);
  return renderChat(<Message />, { route: `/message?userId=${ben._id}`, signedInAs: clara });
}

describe('Sending messages', () => {
  it('sends on Enter with a fresh clientMessageId, while Shift+Enter makes a new line', async () => {
    const chat = new FakeChatServer(clara);
    const { user } = openWithBen(chat);
    await screen.findByText('No messages yet. Say hello to Ben Okafor!');

    await user.type(messageBox(), 'First line{Shift>}{Enter}{/Shift}second line');
    expect(messageBox()).toHaveValue('First line\nsecond line');
    expect(sends(chat)).toHaveLength(0);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(sends(chat)).toHaveLength(1));
    expect(sends(chat)[0].body).toEqual({ message: 'First line\nsecond line', clientMessageId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(messageBox()).toHaveValue('');
    expect(await within(log()).findByText((_, node) => node?.textContent === 'First line\nsecond line' && node.tagName === 'DIV')).toBeInTheDocument();
  });

  it('shows a message as "Sending…" at once, then once only when the socket event and the answer both arrive', async () => {
    const chat = new FakeChatServer(clara);
    let release = () => {};
    chat.sendGate = new Promise<void>((resolve) => (release = resolve));
    const { user, socket } = openWithBen(chat);
    await screen.findByText('No messages yet. Say hello to Ben Okafor!');

    await write(user, 'Are you free on Monday?');
    expect(await within(log()).findByText('Sending…')).toBeInTheDocument();
    expect(within(log()).getByText('Are you free on Monday?')).toBeInTheDocument();
    await waitFor(() => expect(sends(chat)).toHaveLength(1));

    // The server commits and tells every tab before this one's HTTP answer arrives.
    const stored = chat.store(clara._id, ben._id, 'Are you free on Monday?', { clientMessageId: sentId(chat, 0) });
    act(() => socket.serverEmit('newMessage', { message: stored, senderId: clara._id }));
    await waitFor(() => expect(within(log()).queryByText('Sending…')).not.toBeInTheDocument());
    expect(within(log()).getAllByText('Are you free on Monday?')).toHaveLength(1);

    // The answer arrives: the new conversation joins the list, and the message is still shown once.
    release();
    expect(await findConversationRow(/Ben Okafor/)).toHaveTextContent('You: Are you free on Monday?');
    expect(within(log()).getAllByText('Are you free on Monday?')).toHaveLength(1);
  });

  it('keeps a failed message with Retry, and Retry sends it again with the same clientMessageId', async () => {
    const chat = new FakeChatServer(clara);
    chat.sendFailures.push({ status: 500, message: 'Our database is having a moment.' });
    const { user } = openWithBen(chat);
    await screen.findByText('No messages yet. Say hello to Ben Okafor!');

    await write(user, 'Here is the plan');
    expect(await within(log()).findByText('Not sent: Our database is having a moment.')).toBeInTheDocument();
    // The toast says it too (spec §8: the server's message).
    expect(await screen.findByText('Our database is having a moment.')).toBeInTheDocument();

    await user.click(within(log()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(log()).queryByText(/Not sent/)).not.toBeInTheDocument());
    expect(sends(chat)).toHaveLength(2);
    expect(sentId(chat, 1)).toBe(sentId(chat, 0));
    expect(within(log()).getAllByText('Here is the plan')).toHaveLength(1);
    expect(chat.conversations.get(ben._id)!.messages).toHaveLength(1);
  });

  it('says "Failed to send message" when the server gives no reason', async () => {
    const chat = new FakeChatServer(clara);
    chat.sendFailures.push({ status: 502 });
    const { user } = openWithBen(chat);
    await screen.findByText('No messages yet. Say hello to Ben Okafor!');

    await write(user, 'Hello?');
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(within(log()).getByText('Not sent')).toBeInTheDocument();
  });

  it('sends a message that failed for want of a connection again on reconnect, with the same id', async () => {
    const chat = new FakeChatServer(clara);
    chat.sendFailures.push({ status: 0, network: true });
    const { user, socket } = openWithBen(chat);
    await screen.findByText('No messages yet. Say hello to Ben Okafor!');

    act(() => socket.drop());
    await write(user, 'Sent from the train');
    expect(await within(log()).findByText(/It will be sent again when you are back online/)).toBeInTheDocument();
    // Said once, on the message: no error toast for a send that will go again by itself.
    expect(screen.queryByText(/Cannot reach Freelane|Failed to send message/)).not.toBeInTheDocument();

    act(() => socket.reconnect());
    await waitFor(() => expect(within(log()).queryByText(/Not sent/)).not.toBeInTheDocument());
    expect(sends(chat)).toHaveLength(2);
    expect(sentId(chat, 1)).toBe(sentId(chat, 0));
    expect(within(log()).getAllByText('Sent from the train')).toHaveLength(1);
  });

  it('keeps pending and failed messages when switching conversations', async () => {
    const chat = new FakeChatServer(clara);
    const ava = buildPerson({ fullName: 'Ava Patel', role: 'freelancer' });
    chat.addPerson(ava);
    chat.history(ava._id, 1);
    chat.history((chat.addPerson(ben), ben._id), 1);
    chat.sendFailures.push({ status: 500, message: 'Try later.' });
    const { user } = renderChat(<Message />, { route: `/message?userId=${ben._id}`, signedInAs: clara });
    await within(await findMessageLog('Ben Okafor')).findByText('Hello 1');

    await write(user, 'Keep me');
    expect(await within(log()).findByText('Not sent: Try later.')).toBeInTheDocument();
    await user.click(conversationRow(/Ava Patel/));
    expect(await findMessageLog('Ava Patel')).toBeInTheDocument();
    await user.click(conversationRow(/Ben Okafor/));

    expect(await within(await findMessageLog('Ben Okafor')).findByText('Keep me')).toBeInTheDocument();
    expect(within(log()).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
