import { screen, waitFor, within } from '@testing-library/react';
import { buildCurrentUser, startMockServer } from '@freelane/shared/testing';
import ChatWidget from './chat-widget';
import { buildPerson } from '../testing/builders';
import { FakeChatServer } from '../testing/fake-chat-server';
import { renderChat } from '../testing/render-chat';

startMockServer();

const clara = buildCurrentUser({ role: 'client', fullName: 'Clara Client' });
const ben = buildPerson({ fullName: 'Ben Okafor', role: 'freelancer' });
const ava = buildPerson({ fullName: 'Ava Patel', role: 'freelancer' });

function setUp() {
  const chat = new FakeChatServer(clara);
  chat.addPerson(ben);
  chat.addPerson(ava);
  chat.history(ava._id, 2);
  chat.conversations.get(ava._id)!.lastReadSeq = 2;
  chat.history(ben._id, 3);
  return chat;
}

const panel = () => screen.getByRole('dialog', { name: 'Messages' });

describe('Chat widget', () => {
  it('shows the unread total and opens the recent conversations', async () => {
    setUp();
    const { user } = renderChat(<ChatWidget />, { route: '/find-jobs', signedInAs: clara });

    const button = screen.getByRole('button', { name: 'Messages' });
    await waitFor(() => expect(button.parentElement).toHaveTextContent('2'));
    await user.click(button);

    const conversations = await within(panel()).findByRole('navigation', { name: 'Conversations' });
    const benRow = await within(conversations).findByRole('button', { name: /Ben Okafor/ });
    expect(benRow).toHaveTextContent('Hello 3');
    expect(benRow).toHaveTextContent('2 unread');
    expect(within(conversations).getByRole('button', { name: /Ava Patel/ })).toHaveTextContent('You: Reply 2');
  });

  it('opens a compact chat that sends like the page, with Back and Open in Messages', async () => {
    const chat = setUp();
    const { user } = renderChat(<ChatWidget />, { route: '/find-jobs', signedInAs: clara });
    await user.click(screen.getByRole('button', { name: 'Messages' }));
    await user.click(await within(panel()).findByRole('button', { name: /Ben Okafor/ }));

    const log = await within(panel()).findByRole('log', { name: 'Messages with Ben Okafor' });
    expect(await within(log).findByText('Hello 3')).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: /Open in Messages/ })).toHaveAttribute('href', `/message?userId=${ben._id}`);
    await user.click(within(panel()).getByRole('textbox', { name: 'Message' }));
    await user.paste('From the widget');
    await user.keyboard('{Enter}');
    expect(await within(log).findByText('From the widget')).toBeInTheDocument();
    await waitFor(() => expect(chat.requestsTo('/message/sendMessage/', 'POST')).toHaveLength(1));

    await user.click(within(panel()).getByRole('button', { name: 'Back to conversations' }));
    expect(await within(panel()).findByRole('navigation', { name: 'Conversations' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    setUp();
    const { user } = renderChat(<ChatWidget />, { route: '/find-jobs', signedInAs: clara });
    await user.click(screen.getByRole('button', { name: 'Messages' }));
    await within(panel()).findByRole('button', { name: /Ben Okafor/ });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Messages' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Messages' })).toHaveFocus();
  });

  it('steps aside on /message, and Open in Messages goes there', async () => {
    setUp();
    const { user } = renderChat(<ChatWidget />, { route: '/find-jobs', signedInAs: clara });
    await user.click(screen.getByRole('button', { name: 'Messages' }));
    await user.click(within(panel()).getByRole('link', { name: /Open in Messages/ }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/message$/);
    expect(screen.queryByRole('button', { name: 'Messages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('renders nothing on /message itself', () => {
    setUp();
    renderChat(<ChatWidget />, { route: '/message', signedInAs: clara });
    expect(screen.queryByRole('button', { name: 'Messages' })).not.toBeInTheDocument();
  });
});
