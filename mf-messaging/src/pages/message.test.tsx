import { screen, waitFor, within } from '@testing-library/react';
import { buildCurrentUser, startMockServer } from '@freelane/shared/testing';
import Message from './message';
import { buildPerson } from '../testing/builders';
import { FakeChatServer } from '../testing/fake-chat-server';
import { conversationList, conversationRow, findConversationRow, findMessageLog, messageLog } from '../testing/chat-queries';
import { renderChat } from '../testing/render-chat';

startMockServer();

const clara = buildCurrentUser({ role: 'client', fullName: 'Clara Client' });
const ben = buildPerson({ fullName: 'Ben Okafor', role: 'freelancer', profile: { profilePhoto: null, professionalTitle: 'Web developer' } });

const log = () => messageLog('Ben Okafor');
const location = () => screen.getByTestId('location');

describe('Messages page', () => {
  it('shows the empty state until a conversation is opened', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    chat.history(ben._id, 2);
    renderChat(<Message />, { signedInAs: clara });

    expect(screen.getByRole('heading', { name: 'Your Messages' })).toBeInTheDocument();
    expect(screen.getByText('Send a message to start a chat')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search Conversations' })).toHaveAttribute('placeholder', 'Search Conversations');
    expect(await findConversationRow(/Ben Okafor/)).toBeInTheDocument();
  });

  it('opens ?userId= on that person with their messages in seq order', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben, { online: true, activeJob: [{ _id: '0c0c0c0c-4b5d-4c6e-8f90-00000000abcd', title: 'Shop build', status: 'progress' }] });
    chat.history(ben._id, 4);
    renderChat(<Message />, { route: `/message?userId=${ben._id}`, signedInAs: clara });

    const pane = await screen.findByRole('region', { name: 'Conversation with Ben Okafor' });
    expect(within(pane).getByRole('heading', { name: 'Ben Okafor' })).toBeInTheDocument();
    expect(within(pane).getByText('Online')).toBeInTheDocument();
    expect(within(pane).getByRole('link', { name: 'Shop build' })).toHaveAttribute('href', '/completedJobs?jobId=0c0c0c0c-4b5d-4c6e-8f90-00000000abcd');
    const texts = within(log()).getAllByText(/^(Hello|Reply) \d$/).map((node) => node.textContent);
    expect(texts).toEqual(['Hello 1', 'Reply 2', 'Hello 3', 'Reply 4']);
    expect(within(pane).getByRole('textbox', { name: 'Message' })).toHaveAttribute('placeholder', 'Type a message...');
    expect(within(pane).getByRole('button', { name: /Send/ })).toBeInTheDocument();
  });

  it('names the job a message is about, linked to its page, and nothing on other messages', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    chat.receive(ben._id, 'A plain hello');
    chat.receive(ben._id, 'Clarification request: which footer links are broken?', {
      aboutJob: { _id: '0c0c0c0c-4b5d-4c6e-8f90-00000000abcd', title: 'Shop build' },
    });
    renderChat(<Message />, { route: `/message?userId=${ben._id}`, signedInAs: clara });

    const question = (await within(await findMessageLog('Ben Okafor')).findByText(/which footer links/)).closest('li')!;
    expect(question).toHaveTextContent('About: Shop build');
    expect(within(question).getByRole('link', { name: 'Shop build' })).toHaveAttribute('href', '/completedJobs?jobId=0c0c0c0c-4b5d-4c6e-8f90-00000000abcd');
    const plain = within(log()).getByText('A plain hello').closest('li')!;
    expect(plain).not.toHaveTextContent('About:');
    expect(within(plain).queryByRole('link')).not.toBeInTheDocument();
  });

  it('starts a conversation with someone new', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    renderChat(<Message />, { route: `/message?userId=${ben._id}`, signedInAs: clara });

    expect(await screen.findByText('No messages yet. Say hello to Ben Okafor!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  });

  it('says why instead of the message box when one may not write', async () => {
    const chat = new FakeChatServer(clara);
    const sam = buildPerson({ fullName: 'Sam Stranger', role: 'client' });
    chat.addPerson(sam, { canWrite: false, cannotWriteReason: 'You can write to a client only after they contact you.' });
    renderChat(<Message />, { route: `/message?userId=${sam._id}`, signedInAs: clara });

    expect(await screen.findByText('You can write to a client only after they contact you.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('explains an unknown person instead of crashing', async () => {
    new FakeChatServer(clara);
    renderChat(<Message />, { route: '/message?userId=0c0c0c0c-4b5d-4c6e-8f90-0000000fffff', signedInAs: clara });

    expect(await screen.findByText('This user does not exist.')).toBeInTheDocument();
    expect(screen.getByText('This conversation could not be opened')).toBeInTheDocument();
  });

  it('selecting a conversation puts it in the URL', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    chat.history(ben._id, 1);
    const { user } = renderChat(<Message />, { signedInAs: clara });

    await user.click(await findConversationRow(/Ben Okafor/));
    expect(location()).toHaveTextContent(`/message?userId=${ben._id}`);
    expect(await screen.findByRole('region', { name: 'Conversation with Ben Okafor' })).toBeInTheDocument();
    expect(conversationRow(/Ben Okafor/)).toHaveAttribute('aria-current', 'true');
  });

  it('searches conversations on the server and loads more a page at a time', async () => {
    const chat = new FakeChatServer(clara);
    for (let index = 1; index <= 32; index += 1) {
      const person = buildPerson({ fullName: `Contact ${String(index).padStart(2, '0')}` });
      chat.addPerson(person);
      chat.history(person._id, 1);
    }
    chat.addPerson(ben);
    chat.history(ben._id, 1);
    const { user } = renderChat(<Message />, { signedInAs: clara });
    await findConversationRow(/Ben Okafor/);
    expect(within(conversationList()).getAllByRole('button', { name: /Contact/ })).toHaveLength(29);

    await user.click(within(conversationList()).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(conversationList()).getAllByRole('button', { name: /Contact/ })).toHaveLength(32));
    expect(within(conversationList()).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search Conversations' }), 'okafor');
    await waitFor(() => expect(within(conversationList()).queryAllByRole('button', { name: /Contact/ })).toHaveLength(0));
    expect(conversationRow(/Ben Okafor/)).toBeInTheDocument();
    expect(chat.requestsTo('/message/getClientContacts').some((request) => request.query.search === 'okafor')).toBe(true);

    await user.clear(screen.getByRole('textbox', { name: 'Search Conversations' }));
    await user.type(screen.getByRole('textbox', { name: 'Search Conversations' }), 'nobody');
    expect(await screen.findByText('No conversations match “nobody”.')).toBeInTheDocument();
  });
});
