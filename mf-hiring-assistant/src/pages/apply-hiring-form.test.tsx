import { screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import {
  buildCurrentUser,
  chooseOption,
  mockEndpoint,
  renderPage,
  server,
  startMockServer,
} from '@freelane/shared/testing';
import ApplyHiringForm from './apply-hiring-form';
import { buildPortal } from '../testing/builders';
import { hiringEndpoints } from '@freelane/shared/contracts/endpoints/hiring';
import { userEndpoints } from '@freelane/shared/contracts/endpoints/user';

startMockServer();

const ava = buildCurrentUser({ role: 'freelancer', hiringAssistantStatus: 'Inactive' });

describe('/applyHiringForm', () => {
  it('enforces the agreement, sends the skills as a list and then shows Application Submitted', async () => {
    let portal = buildPortal();
    let sent: Record<string, unknown> | undefined;
    server.use(
      mockEndpoint(hiringEndpoints.getHiringPortal, () => HttpResponse.json(portal)),
      mockEndpoint(userEndpoints.getProfile, () =>
        HttpResponse.json({ success: true, user: { ...ava, hiringAssistantStatus: 'Pending' } }),
      ),
      mockEndpoint(userEndpoints.applyHiringAssistant, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        portal = buildPortal({ hiringAssistantStatus: 'Pending' });
        return HttpResponse.json({ success: true, message: 'Application submitted.' }, { status: 201 });
      }),
    );
    const { user } = renderPage(<ApplyHiringForm />, { signedInAs: ava, route: '/applyHiringForm' });
    expect(screen.getByRole('heading', { level: 1, name: 'Become a Hiring Assistant' })).toBeInTheDocument();
    for (const benefit of ['Extra income', 'A bigger network', 'Showcase your expertise', 'Help clients hire better']) {
      expect(screen.getByRole('heading', { name: benefit })).toBeInTheDocument();
    }
    await chooseOption(user, 'Your Specialization', 'UI/UX Design');
    await user.type(screen.getByRole('spinbutton', { name: 'Years Of Experience' }), '5');
    await user.type(screen.getByLabelText('Key Skills (comma separated)'), 'Figma, , Research ,');
    await user.type(
      screen.getByLabelText('Why do you want to be a hiring assistant?'),
      'I have hired designers for years and know what a good portfolio shows.',
    );
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Please accept the Hiring Assistant Terms And Conditions.')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.click(screen.getByLabelText('I agree to the Hiring Assistant Terms And Conditions'));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Application Submitted')).toBeInTheDocument();
    expect(sent).toEqual({
      yourSpecialization: 'uiux',
      yearsOfExperience: 5,
      skills: ['Figma', 'Research'],
      reason: 'I have hired designers for years and know what a good portfolio shows.',
      agreeToTerms: true,
    });
  });

  it('shows the admin’s reason after a decline, above a fresh form', async () => {
    server.use(
      mockEndpoint(hiringEndpoints.getHiringPortal, () =>
        HttpResponse.json(
          buildPortal({
            latestApplication: {
              _id: '20000000-0000-4000-8000-000000000001',
              status: 'declined',
              submittedAt: '2026-11-01T10:00:00.000Z',
              decidedAt: '2026-11-02T10:00:00.000Z',
              reason: 'Complete a few more projects first.',
            },
          }),
        ),
      ),
    );
    renderPage(<ApplyHiringForm />, { signedInAs: ava, route: '/applyHiringForm' });
    expect(await screen.findByText('Your last application was declined')).toBeInTheDocument();
    expect(screen.getByText(/Complete a few more projects first\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeInTheDocument();
  });

  it('an accepted assistant sees nothing below the benefits but the way to the dashboard', async () => {
    server.use(
      mockEndpoint(hiringEndpoints.getHiringPortal, () =>
        HttpResponse.json(buildPortal({ hiringAssistantStatus: 'Accepted' })),
      ),
    );
    renderPage(<ApplyHiringForm />, {
      signedInAs: { ...ava, hiringAssistantStatus: 'Accepted' },
      route: '/applyHiringForm',
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Open your dashboard' })).toHaveAttribute(
        'href',
        '/hiringAssistantDashboard',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Submit Application' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal as a message and keeps the form', async () => {
    server.use(
      mockEndpoint(hiringEndpoints.getHiringPortal, () => HttpResponse.json(buildPortal())),
      mockEndpoint(userEndpoints.applyHiringAssistant, () =>
        HttpResponse.json({ success: false, message: 'Your application is already under review.' }, { status: 409 }),
      ),
    );
    const { user } = renderPage(<ApplyHiringForm />, { signedInAs: ava, route: '/applyHiringForm' });
    await screen.findByLabelText('Your Specialization');
    await chooseOption(user, 'Your Specialization', 'Web Development');
    await user.type(screen.getByRole('spinbutton', { name: 'Years Of Experience' }), '3');
    await user.type(screen.getByLabelText('Key Skills (comma separated)'), 'React');
    await user.type(
      screen.getByLabelText('Why do you want to be a hiring assistant?'),
      'I have reviewed many developer proposals for my own clients.',
    );
    await user.click(screen.getByLabelText('I agree to the Hiring Assistant Terms And Conditions'));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Your application is already under review.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeInTheDocument();
  });

  it('falls back to the signed-in user’s Pending status while the portal loads', async () => {
    server.use(mockEndpoint(hiringEndpoints.getHiringPortal, () => delay('infinite')));
    renderPage(<ApplyHiringForm />, {
      signedInAs: { ...ava, hiringAssistantStatus: 'Pending' },
      route: '/applyHiringForm',
    });
    expect(screen.getByText('Application Submitted')).toBeInTheDocument();
  });

  it('links the agreement to the Hiring Assistant Terms in a new tab, and the box still works from the keyboard', async () => {
    server.use(mockEndpoint(hiringEndpoints.getHiringPortal, () => HttpResponse.json(buildPortal())));
    const { user } = renderPage(<ApplyHiringForm />, { signedInAs: ava, route: '/applyHiringForm' });
    const link = await screen.findByRole('link', { name: 'Hiring Assistant Terms And Conditions' });
    expect(link).toHaveAttribute('href', '/hiring-assistant-terms');
    expect(link).toHaveAttribute('target', '_blank');
    const box = screen.getByRole('checkbox', { name: 'I agree to the Hiring Assistant Terms And Conditions' });
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
  });
});
