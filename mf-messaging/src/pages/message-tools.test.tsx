import { screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { CHAT_ATTACHMENT_MAX_BYTES, SUGGESTED_FREELANCERS_STEP } from '@freelane/shared/contracts';
import { buildCurrentUser, findDialog, startMockServer } from '@freelane/shared/testing';
import Message from './message';
import { buildPerson, buildPublicFreelancer } from '../testing/builders';
import { conversationList, findConversationRow, findMessageLog, messageBox, messageLog } from '../testing/chat-queries';
import { FakeChatServer } from '../testing/fake-chat-server';
import { renderChat } from '../testing/render-chat';

startMockServer();

const clara = buildCurrentUser({ role: 'client', fullName: 'Clara Client' });
const fred = buildCurrentUser({ role: 'freelancer', fullName: 'Fred Freelancer' });
const ben = buildPerson({ fullName: 'Ben Okafor', role: 'freelancer' });

/** A picked file (Node's File, which MSW can read back from a multipart body); `size` fakes a big one. */
function makeFile(name: string, type: string, size?: number): File {
  const file = new NodeFile(['%PDF-1.4 test'], name, { type }) as unknown as File;
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

const fileInput = () => screen.getByLabelText('Choose files to attach') as HTMLInputElement;
const location = () => screen.getByTestId('location');

describe('Messages page tools', () => {
  it('gives clients the suggested-freelancers dialog, 7 at a time, and opens the chosen conversation', async () => {
    const chat = new FakeChatServer(clara);
    chat.freelancers = Array.from({ length: 10 }, (_, index) =>
      buildPublicFreelancer({
        fullName: `Talent ${index + 1}`,
        rating: index === 0 ? { average: 4.7, count: 12 } : { average: null, count: 0 },
      }),
    );
    chat.addPerson(buildPerson({ _id: chat.freelancers[8]._id, fullName: 'Talent 9' }));
    const { user } = renderChat(<Message />, { signedInAs: clara });

    await user.click(screen.getByRole('button', { name: 'Suggested freelancers' }));
    const dialog = await findDialog('no commission');
    const list = within(dialog).getByRole('list', { name: 'Suggested freelancers' });
    await waitFor(() =>
      expect(within(list).getAllByRole('button', { name: /^Message / })).toHaveLength(SUGGESTED_FREELANCERS_STEP),
    );
    const first = within(list).getByText('Talent 1').closest('li')!;
    expect(within(first).getByRole('img', { name: 'Rated 4.7 out of 5 from 12 reviews' })).toBeInTheDocument();
    expect(within(list).getByText('Talent 2').closest('li')).toHaveTextContent('No reviews yet');
    await user.click(within(dialog).getByRole('button', { name: 'See More' }));
    await waitFor(() => expect(within(list).getAllByRole('button', { name: /^Message / })).toHaveLength(10));
    expect(within(dialog).queryByRole('button', { name: 'See More' })).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Message Talent 9' }));
    expect(location()).toHaveTextContent(`/message?userId=${chat.freelancers[8]._id}`);
    expect(await findMessageLog('Talent 9')).toBeInTheDocument();
  });

  it('has no suggested-freelancers icon for freelancers', async () => {
    new FakeChatServer(fred);
    renderChat(<Message />, { signedInAs: fred });
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suggested freelancers' })).not.toBeInTheDocument();
  });

  it('asks before deleting a conversation, with the spec warning, then removes it', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    chat.history(ben._id, 2);
    const { user } = renderChat(<Message />, { route: `/message?userId=${ben._id}`, signedInAs: clara });
    await within(await findMessageLog('Ben Okafor')).findByText('Reply 2');
    await findConversationRow(/Ben Okafor/);

    await user.click(screen.getByRole('button', { name: 'Conversation options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete conversation' }));
    const confirm = await findDialog('permanently deleted');
    expect(confirm).toHaveTextContent('All chats with this person are permanently deleted');
    expect(chat.requestsTo('/message/deleteConversation/', 'DELETE')).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Delete conversation' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/message$/));
    expect(chat.requestsTo('/message/deleteConversation/', 'DELETE')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Your Messages' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(conversationList()).queryByRole('button', { name: /Ben Okafor/ })).not.toBeInTheDocument(),
    );
  });

  it('refuses files that are too large or of another type before any upload', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    const { user } = renderChat(<Message />, { route: `/message?userId=${ben._id}`, signedInAs: clara });
    await findMessageLog('Ben Okafor');

    await user.upload(fileInput(), [
      makeFile('huge.zip', 'application/zip', CHAT_ATTACHMENT_MAX_BYTES + 1),
      makeFile('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ]);
    expect(await screen.findByText('“huge.zip” is larger than 20 MB.')).toBeInTheDocument();
    expect(screen.getByText(/“notes.docx” cannot be sent/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();
    expect(chat.requestsTo('/message/sendMessage/', 'POST')).toHaveLength(0);
  });

  it('sends files as multipart (text fields first) and shows images inline and other files as downloads', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    const { user } = renderChat(<Message />, { route: `/message?userId=${ben._id}`, signedInAs: clara });
    await findMessageLog('Ben Okafor');

    await user.upload(fileInput(), [makeFile('mockup.png', 'image/png'), makeFile('brief.pdf', 'application/pdf')]);
    const chosen = screen.getByRole('list', { name: 'Files to send' });
    expect(within(chosen).getByText('mockup.png')).toBeInTheDocument();
    let release = () => {};
    chat.sendGate = new Promise<void>((resolve) => (release = resolve));
    await user.click(messageBox());
    await user.paste('Both files attached');
    await user.keyboard('{Enter}');

    // Uploaded, the server not answered yet: the pending message shows how far the upload got.
    expect(
      await within(messageLog('Ben Okafor')).findByRole('progressbar', { name: 'Upload progress' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(chat.requestsTo('/message/sendMessage/', 'POST')).toHaveLength(1));
    release();
    const fields = chat.requestsTo('/message/sendMessage/', 'POST')[0].body as [string, string][];
    expect(fields.map(([name]) => name)).toEqual(['message', 'clientMessageId', 'files', 'files']);
    expect(fields[0][1]).toBe('Both files attached');
    const log = messageLog('Ben Okafor');
    expect(await within(log).findByRole('img', { name: 'mockup.png' })).toHaveAttribute(
      'src',
      expect.stringContaining('/api/v1/message/attachment/'),
    );
    expect(within(log).getByRole('link', { name: /brief\.pdf/ })).toHaveAttribute('download', 'brief.pdf');
    expect(within(log).getByRole('link', { name: /brief\.pdf/ })).toHaveTextContent('2 KB');
  });

  it('lets one delete their own messages only', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    chat.history(ben._id, 2);
    const { user } = renderChat(<Message />, { route: `/message?userId=${ben._id}`, signedInAs: clara });
    const log = await findMessageLog('Ben Okafor');
    await within(log).findByText('Reply 2');
    expect(
      within(within(log).getByText('Hello 1').closest('li')!).queryByRole('button', { name: 'Message actions' }),
    ).not.toBeInTheDocument();

    await user.click(
      within(within(log).getByText('Reply 2').closest('li')!).getByRole('button', { name: 'Message actions' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete message' }));
    await user.click(within(await findDialog('Delete this message?')).getByRole('button', { name: 'Delete' }));
    expect(await within(log).findByText('Message deleted')).toBeInTheDocument();
    expect(within(log).queryByText('Reply 2')).not.toBeInTheDocument();
  });

  it('loads older pages before the oldest seq held, keeping everything in order', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    chat.history(ben._id, 35);
    const { user } = renderChat(<Message />, { route: `/message?userId=${ben._id}`, signedInAs: clara });
    const log = await findMessageLog('Ben Okafor');
    await within(log).findByText('Hello 35');
    expect(within(log).queryByText('Hello 1')).not.toBeInTheDocument();

    await user.click(within(log).getByRole('button', { name: 'Load earlier messages' }));
    expect(await within(log).findByText('Hello 1')).toBeInTheDocument();
    expect(chat.requestsTo(`/message/getMessage/${ben._id}`).some((request) => request.query.before === '6')).toBe(
      true,
    );
    const seqs = [...log.querySelectorAll('[data-seq]')].map((node) => Number(node.getAttribute('data-seq')));
    expect(seqs).toEqual(Array.from({ length: 35 }, (_, index) => index + 1));
    expect(within(log).getByText('This is the start of your conversation with Ben Okafor.')).toBeInTheDocument();
  });

  it('searches the conversation and jumps to an old result', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    chat.receive(ben._id, 'The invoice <b>number</b> is 42');
    chat.history(ben._id, 40);
    const { user } = renderChat(<Message />, { route: `/message?userId=${ben._id}`, signedInAs: clara });
    const log = await findMessageLog('Ben Okafor');
    await within(log).findByText('Reply 40');

    await user.click(screen.getByRole('button', { name: 'Search in conversation' }));
    // The search is an island: it loads when its button is pressed.
    await user.click(await screen.findByRole('searchbox', { name: 'Search in this conversation' }));
    await user.paste('invoice');
    await user.keyboard('{Enter}');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const result = within(results).getByRole('button', { name: /invoice/ });
    // Marked as text: the tags in the message are shown, never run.
    expect(within(result).getByText('invoice').tagName).toBe('MARK');
    expect(result).toHaveTextContent('The invoice <b>number</b> is 42');

    await user.click(result);
    const target = await within(log).findByText('The invoice <b>number</b> is 42');
    await waitFor(() => expect(target.closest('li')).toHaveFocus());
    expect(target.closest('li')).toHaveClass('fl-chat-msg--highlight');
  });

  it('turns read receipts off in the chat settings', async () => {
    const chat = new FakeChatServer(clara);
    const { user } = renderChat(<Message />, { signedInAs: clara });

    await user.click(screen.getByRole('button', { name: 'Chat settings' }));
    const toggle = await screen.findByRole('switch', { name: 'Send read receipts' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() =>
      expect(chat.requestsTo('/message/settings', 'PUT')[0]?.body).toEqual({ sendReadReceipts: false }),
    );
    expect(screen.getByRole('switch', { name: 'Send read receipts' })).not.toBeChecked();
  });

  it('turns "Show when I’m online" off in the chat settings', async () => {
    const chat = new FakeChatServer(clara);
    const { user } = renderChat(<Message />, { signedInAs: clara });

    await user.click(screen.getByRole('button', { name: 'Chat settings' }));
    const toggle = await screen.findByRole('switch', { name: 'Show when I’m online' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(chat.requestsTo('/message/settings', 'PUT')[0]?.body).toEqual({ showOnline: false }));
    expect(screen.getByRole('switch', { name: 'Show when I’m online' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Send read receipts' })).toBeChecked();
  });
});

describe('Messages page on a phone', () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width: 767.98px'),
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('shows the list first, then the conversation with a Back control', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    chat.history(ben._id, 1);
    const { user } = renderChat(<Message />, { signedInAs: clara });

    await user.click(await findConversationRow(/Ben Okafor/));
    expect(await findMessageLog('Ben Okafor')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(await findConversationRow(/Ben Okafor/)).toBeInTheDocument();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
  });
});
