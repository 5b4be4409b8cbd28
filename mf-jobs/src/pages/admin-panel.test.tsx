import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { buildCurrentUser, mockEndpoint, renderPage, server, startMockServer } from '@freelane/shared/testing';
import type { AdminOverviewResponse, Blog, BlogBody } from '@freelane/shared/contracts';
import AdminPanel from './admin-panel';
import { pageOf } from '../testing/build-job';
import { makeFile } from '../testing/make-file';
import { adminEndpoints } from '@freelane/shared/contracts/endpoints/admin';
import { blogEndpoints } from '@freelane/shared/contracts/endpoints/blog';
import { disputeEndpoints } from '@freelane/shared/contracts/endpoints/dispute';
import { jobEndpoints } from '@freelane/shared/contracts/endpoints/job';

startMockServer();

const admin = buildCurrentUser({ role: 'admin', fullName: 'Freelane Admin' });
let sequence = 0;
const uuid = (prefix: string) => `${prefix}-4b5d-4c6e-8f90-${String((sequence += 1)).padStart(12, '0')}`;

function recentJob(title: string, overrides: Partial<AdminOverviewResponse['recentJobs'][number]> = {}) {
  return {
    _id: uuid('6a7b8c9d'),
    title,
    owner: { _id: uuid('7b8c9d0e'), fullName: 'Clara Client' },
    applicationDeadline: '2026-12-20',
    status: 'active' as const,
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

function blogPost(title: string, overrides: Partial<Blog> = {}): Blog {
  return {
    _id: uuid('8c9d0e1f'),
    title,
    image: null,
    description: `About ${title}`,
    content: [{ subheading: 'Start', text: 'Some text.' }],
    createdAt: '2026-11-05T09:00:00.000Z',
    updatedAt: '2026-11-05T09:00:00.000Z',
    ...overrides,
  };
}

/** An admin overview of `jobs` in pages of `limit`, recording each query. */
function serveOverview(
  jobs: ReturnType<typeof recentJob>[],
  counts = { total: jobs.length, completed: 0, active: jobs.length },
) {
  const queries: Record<string, string>[] = [];
  server.use(
    mockEndpoint(jobEndpoints.getAdminOverview, ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(params);
      const page = Number(params.page);
      const limit = Number(params.limit);
      return HttpResponse.json({
        success: true,
        counts,
        recentJobs: jobs.slice((page - 1) * limit, page * limit),
        pagination: pageOf(jobs.length, page, limit),
      });
    }),
  );
  return queries;
}

/** A blog API over an in-memory list, like the server: create, update and delete change what is listed. */
function serveBlog(start: Blog[]) {
  let posts = [...start];
  const calls: { method: string; id?: string; body?: BlogBody }[] = [];
  server.use(
    mockEndpoint(blogEndpoints.getAllBlog, () => HttpResponse.json({ success: true, blog: posts })),
    mockEndpoint(blogEndpoints.createBlog, async ({ request }) => {
      const body = (await request.json()) as BlogBody;
      calls.push({ method: 'create', body });
      const post = blogPost(body.title, { ...body, image: body.image || null });
      posts = [post, ...posts];
      return HttpResponse.json({ success: true, message: 'Blog post created.', blog: post }, { status: 201 });
    }),
    mockEndpoint(blogEndpoints.updateBlog, async ({ request, params }) => {
      const body = (await request.json()) as BlogBody;
      calls.push({ method: 'update', id: String(params.id), body });
      posts = posts.map((post) => (post._id === params.id ? { ...post, ...body, image: body.image || null } : post));
      return HttpResponse.json({
        success: true,
        message: 'Blog post updated.',
        blog: posts.find((post) => post._id === params.id)!,
      });
    }),
    mockEndpoint(blogEndpoints.deleteBlog, ({ params }) => {
      calls.push({ method: 'delete', id: String(params.id) });
      posts = posts.filter((post) => post._id !== params.id);
      return HttpResponse.json({ success: true, message: 'Blog post deleted.' });
    }),
  );
  return calls;
}

/** The panel at one queue's address (`?tab=`); without one, the first queue (Jobs). */
const open = (tab?: string) =>
  renderPage(<AdminPanel />, { route: tab ? `/adminPanel?tab=${tab}` : '/adminPanel', signedInAs: admin });

/** A dialog found by its title text (a role query over the whole page is slow on a busy machine). */
async function findDialog(title: string) {
  // antd's confirm dialog repeats its title for assistive technology. The post form is an island: its
  // first render is antd's first on the page (its style engine), slow on a loaded machine.
  const [heading] = await screen.findAllByText(title, undefined, { timeout: 20_000 });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

/** Texts are pasted: typing each key into antd fields takes long on a busy CI machine. */
async function paste(user: ReturnType<typeof open>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('Admin overview page', () => {
  // The post form loads on demand (issue 39); its first load (antd's Modal, Form, Upload) takes
  // seconds on a loaded machine, so it is loaded once here rather than inside a test's wait.
  beforeAll(() => import('../features/admin/components/blog-form-island'), 60_000);
  // The dispute and application queues have their own tests (admin-panel-disputes / -applications); here they are empty.
  beforeEach(() => {
    server.use(
      mockEndpoint(disputeEndpoints.getDisputeQueue, () =>
        HttpResponse.json({ success: true, disputes: [], pagination: pageOf(0), waitingCount: 0 }),
      ),
      mockEndpoint(adminEndpoints.getProgrammeApplications, () =>
        HttpResponse.json({ success: true, applications: [], pagination: pageOf(0), pendingCount: 0 }),
      ),
    );
  });

  it('shows the job counts and Recent Jobs from the API, paged by the server', async () => {
    const jobs = Array.from({ length: 12 }, (_, index) => recentJob(`Job ${index + 1}`));
    jobs[0] = recentJob('Landing page', { status: 'completed', applicationDeadline: '2026-12-05' });
    const queries = serveOverview(jobs, { total: 12, completed: 1, active: 11 });
    serveBlog([]);
    const { user } = open();

    expect(screen.getByRole('heading', { level: 1, name: 'Admin Overview' })).toBeInTheDocument();
    expect(await within(await screen.findByRole('group', { name: 'Total Jobs' })).findByText('12')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Completed Jobs' })).getByText('1')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Active Jobs' })).getByText('11')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Recent Jobs' });
    const row = within(table).getByText('Landing page').closest('tr')!;
    for (const text of ['Clara Client', '5 Dec 2026', 'Completed'])
      expect(within(row).getByText(text)).toBeInTheDocument();

    await user.click(await screen.findByRole('listitem', { name: '2' }));
    expect(await within(table).findByText('Job 12')).toBeInTheDocument();
    expect(queries).toEqual([
      { page: '1', limit: '10' },
      { page: '2', limit: '10' },
    ]);
  });

  it("refuses an incomplete post with the API's own messages", async () => {
    serveOverview([]);
    const calls = serveBlog([]);
    const { user } = open('blog');
    await user.click(await screen.findByRole('button', { name: /New Post/ }));
    const dialog = await findDialog('New Blog Post');

    await user.type(within(dialog).getByLabelText(/Image URL/), 'http://insecure.example/a.png');
    await user.click(within(dialog).getByRole('button', { name: 'Publish Post' }));
    expect(await within(dialog).findByText('Title is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Image must be an https URL or a site path.')).toBeInTheDocument();
    expect(within(dialog).getByText('Each section needs a subheading.')).toBeInTheDocument();
    expect(within(dialog).getByText('Each section needs text.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('creates a blog post with its sections and lists it', async () => {
    serveOverview([]);
    const calls = serveBlog([blogPost('Pricing your work')]);
    const { user } = open('blog');
    await screen.findByText('Pricing your work');
    await user.click(screen.getByRole('button', { name: /New Post/ }));
    const dialog = await findDialog('New Blog Post');

    await paste(user, within(dialog).getByLabelText('Title'), 'Remote teams');
    await paste(user, within(dialog).getByLabelText('Description'), 'Working across time zones.');
    await paste(user, within(dialog).getByLabelText(/Image URL/), '/images/remote.png');
    expect(await within(dialog).findByAltText('Image preview')).toHaveAttribute('src', '/images/remote.png');
    await paste(user, within(dialog).getByLabelText('Subheading 1'), 'Overlap hours');
    await paste(user, within(dialog).getByLabelText('Text 1'), 'Agree on two shared hours.');
    await user.click(within(dialog).getByRole('button', { name: /Add section/ }));
    await paste(user, within(dialog).getByLabelText('Subheading 2'), 'Tools');
    await paste(user, within(dialog).getByLabelText('Text 2'), 'Write things down.');
    await user.click(within(dialog).getByRole('button', { name: 'Publish Post' }));

    expect(await screen.findByText('Blog post created.')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'create',
        body: {
          title: 'Remote teams',
          description: 'Working across time zones.',
          image: '/images/remote.png',
          content: [
            { subheading: 'Overlap hours', text: 'Agree on two shared hours.' },
            { subheading: 'Tools', text: 'Write things down.' },
          ],
        },
      },
    ]);
    expect(await screen.findByLabelText('Edit Remote teams')).toBeInTheDocument();
    expect(screen.queryByText('New Blog Post')).not.toBeInTheDocument();
  });

  it('uploads a cover image with progress, previews it and publishes the post with its URL', async () => {
    serveOverview([]);
    const calls = serveBlog([]);
    const uploads: { fields: string[]; name: string }[] = [];
    server.use(
      mockEndpoint(blogEndpoints.uploadBlogImage, async ({ request }) => {
        const form = await request.formData();
        uploads.push({ fields: [...form.keys()], name: (form.get('image') as File).name });
        return HttpResponse.json(
          { success: true, message: 'Image uploaded.', url: '/api/v1/files/0f0e0d0c-4b5d-4c6e-8f90-000000000001' },
          { status: 201 },
        );
      }),
    );
    const { user } = open('blog');
    await user.click(await screen.findByRole('button', { name: /New Post/ }));
    const dialog = await findDialog('New Blog Post');
    const fileInput = () => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;

    // Refused in the browser with the server's limits: nothing is sent.
    await user.upload(fileInput(), makeFile('cover.gif', 'image/gif', 'GIF89a'));
    expect(await screen.findByText('Please choose a JPG or PNG image.')).toBeInTheDocument();
    await user.upload(fileInput(), makeFile('huge.png', 'image/png', 'png', 6 * 1024 * 1024));
    expect(await screen.findByText('The image is too large: the limit is 5 MB.')).toBeInTheDocument();
    expect(uploads).toEqual([]);

    await user.upload(fileInput(), makeFile('cover.png', 'image/png', '\u0089PNG'));
    expect(await screen.findByText('Image uploaded.')).toBeInTheDocument();
    expect(uploads).toEqual([{ fields: ['image'], name: 'cover.png' }]);
    const url = '/api/v1/files/0f0e0d0c-4b5d-4c6e-8f90-000000000001';
    expect(within(dialog).getByLabelText(/Image URL/)).toHaveValue(url);
    expect(within(dialog).getByAltText('Image preview')).toHaveAttribute('src', url);
    expect(within(dialog).getByRole('button', { name: /Replace image/ })).toBeInTheDocument();

    await paste(user, within(dialog).getByLabelText('Title'), 'Remote teams');
    await paste(user, within(dialog).getByLabelText('Description'), 'Working across time zones.');
    await paste(user, within(dialog).getByLabelText('Subheading 1'), 'Overlap hours');
    await paste(user, within(dialog).getByLabelText('Text 1'), 'Agree on two shared hours.');
    await user.click(within(dialog).getByRole('button', { name: 'Publish Post' }));
    expect(await screen.findByText('Blog post created.')).toBeInTheDocument();
    expect(calls.map((call) => call.body?.image)).toEqual([url]);
  });

  it('removes the picture of a post being edited', async () => {
    serveOverview([]);
    const post = blogPost('Pricing your work', { image: 'https://images.example/p.png' });
    const calls = serveBlog([post]);
    const { user } = open('blog');
    await user.click(await screen.findByLabelText('Edit Pricing your work'));
    const dialog = await findDialog('Edit Blog Post');
    expect(within(dialog).getByAltText('Image preview')).toHaveAttribute('src', 'https://images.example/p.png');
    await user.click(within(dialog).getByRole('button', { name: 'Remove image' }));
    await waitFor(() => expect(within(dialog).queryByAltText('Image preview')).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText(/Image URL/)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Blog post updated.')).toBeInTheDocument();
    expect(calls.map((call) => call.body?.image)).toEqual(['']);
  });

  it('edits a post from its current values', async () => {
    serveOverview([]);
    const post = blogPost('Pricing your work', { image: 'https://images.example/p.png' });
    const calls = serveBlog([post]);
    const { user } = open('blog');
    await user.click(await screen.findByLabelText('Edit Pricing your work'));
    const dialog = await findDialog('Edit Blog Post');
    expect(within(dialog).getByLabelText(/Image URL/)).toHaveValue('https://images.example/p.png');
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Pricing, revisited');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Blog post updated.')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'update',
        id: post._id,
        body: {
          title: 'Pricing, revisited',
          description: post.description,
          image: 'https://images.example/p.png',
          content: post.content,
        },
      },
    ]);
    expect(await screen.findByLabelText('Edit Pricing, revisited')).toBeInTheDocument();
  });

  it('deletes a post only after confirmation', async () => {
    serveOverview([]);
    const post = blogPost('Old news');
    const calls = serveBlog([post, blogPost('Keep me')]);
    const { user } = open('blog');

    await user.click(await screen.findByLabelText('Delete Old news'));
    let confirm = await findDialog('Delete “Old news”?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryAllByText('Delete “Old news”?')).toHaveLength(0));
    expect(calls).toEqual([]);

    await user.click(screen.getByLabelText('Delete Old news'));
    confirm = await findDialog('Delete “Old news”?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Blog post deleted.')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'delete', id: post._id }]);
    await waitFor(() => expect(screen.queryByText('Old news')).not.toBeInTheDocument());
    expect(screen.getByText('Keep me')).toBeInTheDocument();
  });

  it("shows the server's refusal for a non-admin and an empty blog honestly", async () => {
    server.use(
      mockEndpoint(jobEndpoints.getAdminOverview, () =>
        HttpResponse.json({ success: false, message: 'Only admins can see the overview.' }, { status: 403 }),
      ),
    );
    serveBlog([]);
    const { user } = open();
    expect(await screen.findByText('Only admins can see the overview.')).toBeInTheDocument();
    // Each queue is a tab at its own address: a reload or a shared link opens the same queue.
    await user.click(screen.getByRole('tab', { name: 'Blog' }));
    expect(await screen.findByText('No blog posts yet. Write the first one.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/adminPanel?tab=blog');
  });
});
