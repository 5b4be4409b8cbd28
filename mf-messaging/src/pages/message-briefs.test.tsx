import { screen, waitFor, within } from '@testing-library/react';
import { buildCurrentUser, chooseOption, findDialog, startMockServer } from '@freelane/shared/testing';
import Message from './message';
import { buildPerson } from '../testing/builders';
import { findMessageLog, messageLog } from '../testing/chat-queries';
import { FakeChatServer } from '../testing/fake-chat-server';
import { renderChat } from '../testing/render-chat';

startMockServer();

const clara = buildCurrentUser({ role: 'client', fullName: 'Clara Client' });
const fred = buildCurrentUser({ role: 'freelancer', fullName: 'Fred Freelancer' });
const ben = buildPerson({ fullName: 'Ben Okafor', role: 'freelancer' });
const claraPerson = buildPerson({ _id: clara._id, fullName: 'Clara Client', role: 'client' });

const brief = (name: string) => within(messageLog(name)).getByRole('article', { name: /^Project brief/ });
const findBrief = async (name: string) => within(await findMessageLog(name)).findByRole('article', { name: /^Project brief/ });

describe('Project briefs in chat', () => {
  it('checks the brief with the API rules, then sends it and shows it as a card', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    const { user } = renderChat(<Message />, { route: `/message?userId=${ben._id}`, signedInAs: clara });
    await findMessageLog('Ben Okafor');

    await user.click(screen.getByRole('button', { name: /Add Project Brief/ }));
    const dialog = await findDialog('Deliverables');
    await user.click(within(dialog).getByRole('button', { name: 'Send Brief' }));
    expect(await within(dialog).findByText('Title must be at least 5 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a budget.')).toBeInTheDocument();
    expect(chat.requestsTo('/job/proposeJob/', 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByLabelText('Title'));
    await user.paste('Landing page');
    await user.click(within(dialog).getByLabelText('Description'));
    await user.paste('A fast landing page for the spring launch, with a signup form.');
    await user.click(within(dialog).getByLabelText('Deliverables'));
    await user.paste('Figma file and the built page.');
    await user.click(within(dialog).getByLabelText('Budget'));
    await user.paste('1500');
    await chooseOption(user, 'Duration', '2 weeks');
    await user.click(within(dialog).getByText('Fixed Price'));
    await user.click(within(dialog).getByRole('button', { name: 'Send Brief' }));

    await waitFor(() => expect(chat.requestsTo('/job/proposeJob/', 'POST')).toHaveLength(1));
    expect(chat.requestsTo('/job/proposeJob/', 'POST')[0].body).toEqual({
      title: 'Landing page',
      description: 'A fast landing page for the spring launch, with a signup form.',
      delivarables: 'Figma file and the built page.',
      salary: 1500,
      duration: '2week',
      budgetType: 'fixed',
    });
    const card = await findBrief('Ben Okafor');
    for (const text of ['Landing page', 'Awaiting Answer', '$1,500', 'Fixed Price', '2 weeks', 'Figma file and the built page.']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByRole('button', { name: 'Edit' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(within(card).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('offers briefs only between a client and a freelancer', async () => {
    const chat = new FakeChatServer(clara);
    const otherClient = buildPerson({ fullName: 'Carl Client', role: 'client' });
    chat.addPerson(otherClient);
    renderChat(<Message />, { route: `/message?userId=${otherClient._id}`, signedInAs: clara });
    await findMessageLog('Carl Client');
    expect(screen.queryByRole('button', { name: /Add Project Brief/ })).not.toBeInTheDocument();
  });

  it('lets the recipient accept, and says where the new job is', async () => {
    const chat = new FakeChatServer(fred);
    chat.addPerson(claraPerson);
    chat.storeBrief(clara._id, fred._id, { title: 'Shop build', salary: 900 });
    const { user } = renderChat(<Message />, { route: `/message?userId=${clara._id}`, signedInAs: fred });
    const card = await findBrief('Clara Client');
    expect(within(card).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    const confirm = await findDialog('Accept this brief?');
    expect(confirm).toHaveTextContent('A job “Shop build” is created at $900');
    await user.click(within(confirm).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Brief accepted: the job was created.')).toBeInTheDocument();
    await waitFor(() => expect(within(brief('Clara Client')).getByText('Accepted')).toBeInTheDocument());
    expect(within(brief('Clara Client')).getByRole('link', { name: 'Open in My Projects' })).toHaveAttribute('href', '/my-project');
    expect(within(brief('Clara Client')).getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(within(brief('Clara Client')).getByRole('button', { name: 'Decline' })).toBeDisabled();
  });

  it('lets the recipient decline with a reason the sender reads', async () => {
    const chat = new FakeChatServer(fred);
    chat.addPerson(claraPerson);
    chat.storeBrief(clara._id, fred._id);
    const { user } = renderChat(<Message />, { route: `/message?userId=${clara._id}`, signedInAs: fred });
    const card = await findBrief('Clara Client');

    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await findDialog('Decline this brief?');
    await user.click(within(dialog).getByLabelText('Reason (optional)'));
    await user.paste('Booked until May');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    await waitFor(() => expect(within(brief('Clara Client')).getByText('Declined')).toBeInTheDocument());
    expect(chat.requestsTo('/job/declineProposedJob/', 'POST')[0].body).toEqual({ reason: 'Booked until May' });
    expect(within(brief('Clara Client')).getByText('Booked until May')).toBeInTheDocument();
  });

  it('lets the sender edit and delete an open brief', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    chat.storeBrief(clara._id, ben._id, { title: 'Old title here' });
    const { user } = renderChat(<Message />, { route: `/message?userId=${ben._id}`, signedInAs: clara });
    const card = await findBrief('Ben Okafor');

    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit Project Brief');
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Old title here');
    await user.clear(title);
    await user.paste('New title here');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(within(brief('Ben Okafor')).getByText('New title here')).toBeInTheDocument());
    expect(chat.requestsTo('/job/updateProposedJob/', 'POST')[0].body).toMatchObject({ title: 'New title here', budgetType: 'fixed', duration: '2week' });

    await user.click(within(brief('Ben Okafor')).getByRole('button', { name: 'Delete' }));
    const confirm = await findDialog('Delete this brief?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(messageLog('Ben Okafor')).findByText('Message deleted')).toBeInTheDocument();
    expect(within(messageLog('Ben Okafor')).queryByRole('article', { name: /^Project brief/ })).not.toBeInTheDocument();
  });

  it('disables every action once a brief is answered', async () => {
    const chat = new FakeChatServer(clara);
    chat.addPerson(ben);
    chat.storeBrief(clara._id, ben._id, { status: 'declined', declineReason: 'Too short a deadline' });
    chat.storeBrief(ben._id, clara._id, { title: 'Accepted work', status: 'accepted', jobId: '0c0c0c0c-4b5d-4c6e-8f90-00000000beef' });
    renderChat(<Message />, { route: `/message?userId=${ben._id}`, signedInAs: clara });
    const log = await findMessageLog('Ben Okafor');
    const [declined, accepted] = await within(log).findAllByRole('article', { name: /^Project brief/ });

    expect(within(declined).getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(within(declined).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(declined).getByText('Too short a deadline')).toBeInTheDocument();
    expect(within(accepted).getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(within(accepted).getByRole('button', { name: 'Decline' })).toBeDisabled();
    expect(within(accepted).getByRole('link', { name: 'Open in My Jobs' })).toHaveAttribute('href', '/myJobs?status=progress');
  });
});
