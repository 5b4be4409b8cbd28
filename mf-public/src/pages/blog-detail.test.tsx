import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import BlogDetail from './blog-detail';
import { buildBlog } from '../testing/blog-fixtures';
import {
  mockEndpoint,
  renderPage,
  server,
  startMockServer,
  forgetPageAnswers,
  pageCameWith,
} from '@freelane/shared/testing';
import { blogEndpoints } from '@freelane/shared/contracts/endpoints/blog';

startMockServer();

afterEach(forgetPageAnswers);

const openPost = (id: string) => renderPage(<BlogDetail />, { route: `/blogInside/${id}`, path: '/blogInside/:id' });

describe('Blog detail page', () => {
  it('shows the title, date part, author, image and every content section', async () => {
    const post = buildBlog({
      title: 'Delivering work clients approve first time',
      createdAt: '2025-01-28T08:00:00.000Z',
      image: '/uploads/blog/delivery.png',
      content: [
        { subheading: 'Agree what done means', text: 'Write the acceptance criteria down before you start.' },
        { subheading: 'Show progress early', text: 'Share a rough version halfway through.' },
        { subheading: 'Hand over cleanly', text: 'Send the files with a short note on how to use them.' },
      ],
    });
    let requestedId: string | undefined;
    server.use(
      mockEndpoint(blogEndpoints.getBlogById, ({ params }) => {
        requestedId = String(params.id);
        return HttpResponse.json({ success: true, blog: post });
      }),
    );

    openPost(post._id);

    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(requestedId).toBe(post._id);
    expect(screen.getByText('2025-01-28')).toBeInTheDocument();
    expect(screen.getByText('By Freelane Team')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Cover image for “${post.title}”` })).toHaveAttribute(
      'src',
      '/uploads/blog/delivery.png',
    );
    // The post's cover is its first screen's largest paint: fetched at once, first, with its size.
    const cover = screen.getByRole('img', { name: `Cover image for “${post.title}”` });
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).toHaveAttribute('width', '800');
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(['Agree what done means', 'Show progress early', 'Hand over cleanly']);
    expect(screen.getByText('Share a rough version halfway through.')).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown post', async () => {
    server.use(
      mockEndpoint(blogEndpoints.getBlogById, () =>
        HttpResponse.json({ success: false, message: 'Blog not found' }, { status: 404 }),
      ),
    );

    openPost('00000000-0000-4000-8000-000000000000');

    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all posts' })).toHaveAttribute('href', '/blog');
  });

  it('shows a retryable error when the server fails', async () => {
    let calls = 0;
    const post = buildBlog({ title: 'Recovered post' });
    server.use(
      mockEndpoint(blogEndpoints.getBlogById, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Temporary failure' }, { status: 503 })
          : HttpResponse.json({ success: true, blog: post });
      }),
    );
    const { user } = openPost(post._id);

    expect(await screen.findByRole('heading', { name: "We couldn't load this post" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recovered post' })).toBeInTheDocument();
  });

  it('draws the post the page came with at once, then keeps to what the API says of it', async () => {
    const post = buildBlog({ title: 'In the page' });
    let requests = 0;
    server.use(
      mockEndpoint(blogEndpoints.getBlogById, () => {
        requests += 1;
        return HttpResponse.json({ success: false, message: 'Blog not found' }, { status: 404 });
      }),
    );
    pageCameWith([{ endpointName: 'getBlogById', arg: post._id, value: post }]);

    openPost(post._id);

    // The first render, synchronously, with nothing asked of the API.
    expect(screen.getByRole('heading', { level: 1, name: 'In the page' })).toBeInTheDocument();
    expect(requests).toBe(0);
    // Removed since the page was made: once the live part has the API's answer, that answer stands.
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
    expect(requests).toBe(1);
  });
});
