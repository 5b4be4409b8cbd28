import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { buildCurrentUser, mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import SelectRole from './select-role';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';

startMockServer();

function serveUpdateRole() {
  const bodies: Array<{ role: string }> = [];
  server.use(
    mockEndpoint(userEndpoints.updateRole, async ({ request }) => {
      const body = (await request.json()) as { role: 'freelancer' | 'client' };
      bodies.push(body);
      return HttpResponse.json({ success: true, message: 'Role saved.', user: buildCurrentUser({ role: body.role }) });
    }),
  );
  return bodies;
}

describe('Role selection page', () => {
  it('defaults to freelancer and posts it, then opens /find-jobs', async () => {
    const bodies = serveUpdateRole();
    const { user, store } = renderPage(<SelectRole />, {
      route: '/select-role',
      signedInAs: buildCurrentUser({ role: null }),
    });

    expect(screen.getByRole('heading', { name: 'Join as a client or freelancer' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /I want to work/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Join as a Freelancer' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/find-jobs$/));
    expect(bodies).toEqual([{ role: 'freelancer' }]);
    expect(store.getState().auth.user?.role).toBe('freelancer');
    expect(await screen.findByText('Role saved.')).toBeInTheDocument();
  });

  it('lets the keyboard choose client, posts it, then opens /myJobs', async () => {
    const bodies = serveUpdateRole();
    const { user } = renderPage(<SelectRole />, {
      route: '/select-role',
      signedInAs: buildCurrentUser({ role: null }),
    });

    screen.getByRole('radio', { name: /I want to work/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /I want to hire/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Join as a Client' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/myJobs$/));
    expect(bodies).toEqual([{ role: 'client' }]);
  });

  it("shows the server's refusal and stays", async () => {
    server.use(
      mockEndpoint(userEndpoints.updateRole, () =>
        HttpResponse.json({ success: false, message: 'Your role is already set.' }, { status: 409 }),
      ),
    );
    const { user } = renderPage(<SelectRole />, {
      route: '/select-role',
      signedInAs: buildCurrentUser({ role: null }),
    });
    await user.click(screen.getByRole('button', { name: 'Join as a Freelancer' }));
    expect(await screen.findByText('Your role is already set.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/select-role$/);
  });
});
