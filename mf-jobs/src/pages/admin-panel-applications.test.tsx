import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { AdminApplication } from '@freelane/shared/contracts';
import { buildCurrentUser, mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import AdminPanel from './admin-panel';
import { pageOf } from '../testing/build-job';
import { adminEndpoints } from '@freelane/shared/contracts/endpoints/admin';
import { blogEndpoints } from '@freelane/shared/contracts/endpoints/blog';
import { disputeEndpoints } from '@freelane/shared/contracts/endpoints/dispute';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

startMockServer();

const admin = buildCurrentUser({ role: 'admin', fullName: 'Freelane Admin' });

const eligibility = {
  rating: { average: 4.6, count: 8 },
  completedProjects: 11,
  yearsOnFreelane: 2,
  positiveClientReviews: 6,
  meets: { rating: true, completedProjects: true, years: true, positiveClientReviews: true },
};
const applicant = (fullName: string, id: string) => ({
  _id: id,
  fullName,
  username: fullName.split(' ')[0].toLowerCase(),
  profile: { profilePhoto: null, professionalTitle: 'Developer' },
  eligibility,
});
const assistantApplication: AdminApplication = {
  _id: '30000000-0000-4000-8000-000000000001',
  type: 'hiringAssistant',
  status: 'pending',
  applicant: applicant('Hana Hiring', '30000000-0000-4000-8000-0000000000a1'),
  submittedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  reason: null,
  answers: {
    yourSpecialization: 'uiux',
    yearsOfExperience: 6,
    skills: ['Figma', 'Research'],
    reason: 'I hire designers every month for agencies.',
  },
};
const mentorApplication: AdminApplication = {
  _id: '30000000-0000-4000-8000-000000000002',
  type: 'mentor',
  status: 'pending',
  applicant: applicant('Mira Mentor', '30000000-0000-4000-8000-0000000000a2'),
  submittedAt: '2026-11-21T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  reason: null,
  answers: {
    fullName: 'Mira Mentor',
    currentProfession: 'Designer',
    experience: '7to10',
    areaOfExpertise: ['uiux'],
    professionalBio: 'Ten years of product design for start-ups, now mentoring juniors in portfolio work.',
    linkedin: 'https://www.linkedin.com/in/mira',
    availability: '3to5',
    mentoringType: ['portfolioReview'],
    reason: 'I want to give back what my mentors gave me.',
    freeSession: true,
  },
};

function serve() {
  let pending = [assistantApplication, mentorApplication];
  const decisions: { id: string; body: Record<string, unknown> }[] = [];
  const queries: Record<string, string>[] = [];
  server.use(
    mockEndpoint(jobEndpoints.getAdminOverview, () =>
      HttpResponse.json({
        success: true,
        counts: { total: 0, completed: 0, active: 0 },
        recentJobs: [],
        pagination: pageOf(0),
      }),
    ),
    mockEndpoint(blogEndpoints.getAllBlog, () => HttpResponse.json({ success: true, blog: [] })),
    mockEndpoint(disputeEndpoints.getDisputeQueue, () =>
      HttpResponse.json({ success: true, disputes: [], pagination: pageOf(0), waitingCount: 0 }),
    ),
    mockEndpoint(adminEndpoints.getProgrammeApplications, ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(params);
      const rows = params.status === 'pending' ? pending.filter((row) => !params.type || row.type === params.type) : [];
      return HttpResponse.json({
        success: true,
        applications: rows,
        pagination: pageOf(rows.length),
        pendingCount: pending.length,
      });
    }),
    mockEndpoint(adminEndpoints.decideProgrammeApplication, async ({ request, params }) => {
      const body = await request.json();
      decisions.push({ id: String(params.id), body });
      const decided = pending.find((row) => row._id === params.id)!;
      pending = pending.filter((row) => row._id !== params.id);
      return HttpResponse.json({
        success: true,
        message:
          body.decision === 'approved'
            ? 'Application approved. The applicant is notified.'
            : 'Application declined. The applicant is notified with your reason.',
        application: {
          ...decided,
          status: body.decision,
          reason: body.reason || null,
          decidedAt: '2026-11-23T10:00:00.000Z',
        },
      });
    }),
  );
  return { decisions, queries };
}

describe('Admin overview: Applications queue', () => {
  // The queue loads with antd when its tab opens (issue 39): loaded once here, not on a test's clock.
  beforeAll(() => import('../features/admin/components/application-queue-island'), 60_000);
  it('lists pending applications with the figures and answers, approves one and declines another with a required reason', async () => {
    const { decisions, queries } = serve();
    const { user } = renderPage(<AdminPanel />, { signedInAs: admin, route: '/adminPanel?tab=applications' });
    // The queue's first render is antd's first on the page (its style engine): slow on a loaded machine.
    const hana = await screen.findByRole(
      'article',
      { name: 'Hiring assistant application from Hana Hiring' },
      { timeout: 20_000 },
    );
    expect(screen.getByLabelText('2 waiting for a decision')).toBeInTheDocument();
    expect(within(hana).getByText('4.6 (8 reviews)')).toBeInTheDocument();
    expect(within(hana).getByText('Figma, Research')).toBeInTheDocument();
    const mira = screen.getByRole('article', { name: 'Mentor application from Mira Mentor' });
    expect(within(mira).getByRole('link', { name: 'https://www.linkedin.com/in/mira' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );

    await user.click(within(hana).getByRole('button', { name: 'Approve' }));
    const approveDialog = await screen.findByRole('dialog', { name: "Approve Hana Hiring's application?" });
    await user.click(within(approveDialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Application approved. The applicant is notified.')).toBeInTheDocument();
    expect(decisions[0]).toEqual({ id: assistantApplication._id, body: { decision: 'approved', reason: '' } });

    await user.click(
      within(await screen.findByRole('article', { name: 'Mentor application from Mira Mentor' })).getByRole('button', {
        name: 'Decline',
      }),
    );
    const declineDialog = await screen.findByRole('dialog', { name: "Decline Mira Mentor's application?" });
    await user.click(within(declineDialog).getByRole('button', { name: 'Decline' }));
    expect(await within(declineDialog).findByText('Please give the applicant a reason.')).toBeInTheDocument();
    expect(decisions).toHaveLength(1);
    await user.type(
      within(declineDialog).getByLabelText('Reason for the applicant'),
      'Please add more mentoring experience first.',
    );
    await user.click(within(declineDialog).getByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText('Application declined. The applicant is notified with your reason.'),
    ).toBeInTheDocument();
    expect(decisions[1]).toEqual({
      id: mentorApplication._id,
      body: { decision: 'declined', reason: 'Please add more mentoring experience first.' },
    });
    expect(await screen.findByText('No application is waiting for a decision.')).toBeInTheDocument();

    await user.click(screen.getByText('Mentors'));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ status: 'pending', type: 'mentor' }));
  });
});
