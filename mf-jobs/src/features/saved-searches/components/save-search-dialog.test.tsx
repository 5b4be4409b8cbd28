import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { SavedSearch } from '@freelane/shared/contracts';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';
import {
  buildCurrentUser,
  findDialog,
  mockEndpoint,
  renderPage,
  server,
  startMockServer,
} from '@freelane/shared/testing';
import SaveSearchDialog from './save-search-dialog';

startMockServer();

const ava = buildCurrentUser({ role: 'freelancer' });
const saved: SavedSearch = {
  _id: '64b000000000000000000001',
  name: 'React jobs',
  search: 'React',
  category: null,
  budget: null,
  rank: null,
  alerts: { inApp: true, email: 'daily', push: false },
  newMatches: 0,
  lastOpenedAt: '2026-11-20T09:00:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
};

describe('Edit saved search (the plain form kit, issue 39)', () => {
  it("checks the name with the API's messages, focuses it, then sends the same body", async () => {
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(jobEndpoints.updateSavedSearch, async ({ params, request }) => {
        bodies.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ success: true, savedSearch: saved });
      }),
    );
    const onClose = jest.fn();
    const { user } = renderPage(
      <SaveSearchDialog open query={{ search: 'React' }} editing={saved} onClose={onClose} />,
      { signedInAs: ava },
    );
    const dialog = await findDialog('Edit saved search');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('React jobs');
    expect(within(dialog).getByRole('switch', { name: 'Alert me in the app' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'E-mail me' })).toHaveValue('daily');
    expect(within(dialog).getByRole('switch', { name: 'Push to my devices' })).not.toBeChecked();

    await user.clear(name);
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Please name the search.')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please name the search.');
    expect(bodies).toEqual([]);

    await user.clear(name);
    await user.type(name, 'Remote React');
    await user.click(within(dialog).getByRole('switch', { name: 'Push to my devices' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'E-mail me' }), 'At once');
    await waitFor(() => expect(within(dialog).queryByText('Please name the search.')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        id: saved._id,
        body: { search: 'React', name: 'Remote React', alerts: { inApp: true, email: 'instant', push: true } },
      },
    ]);
    expect(await screen.findByText('Saved search updated.')).toBeInTheDocument();
  });
});
