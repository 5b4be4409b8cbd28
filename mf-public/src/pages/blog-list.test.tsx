import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import BlogList from './blog-list';
import { buildBlog } from '../testing/blog-fixtures';
import type { Blog } from '@freelane/shared/contracts';
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

/** Answers like the API (case-insensitive match on title and description) and records each keyword sent. */
function serveBlogs(blogs: Blog[]) {
  const keywords: Array<string | null> = [];
  server.use(
    mockEndpoint(blogEndpoints.getAllBlog, ({ request }) => {
      const keyword = new URL(request.url).searchParams.get('keyword');
      keywords.push(keyword);
      const needle = (keyword ?? '').toLowerCase();
      const blog = blogs.filter((b) => `${b.title} ${b.description}`.toLowerCase().includes(needle));
      return HttpResponse.json({ success: true, blog });
    }),
  );
  return keywords;
}

describe('Blog list page', () => {
  it('loads every post on open, each card showing title, date part, description and a Read More link', async () => {
    const post = buildBlog({
      title: 'Writing a proposal clients read',
      description: 'Three habits that make a proposal stand out.',
      createdAt: '2025-01-20T16:45:10.000Z',
    });
    const keywords = serveBlogs([post, buildBlog()]);

    renderPage(<BlogList />, { route: '/blog' });

    const card = await screen.findByRole('article', { name: 'Writing a proposal clients read' });
    expect(keywords).toEqual(['']);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(within(card).getByText('2025-01-20')).toBeInTheDocument();
    expect(within(card).queryByText(/16:45/)).not.toBeInTheDocument();
    expect(within(card).getByText('Three habits that make a proposal stand out.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', `/blogInside/${post._id}`);
  });

  it('fetches the first cover at once with high priority and every other cover lazily, each with its size', async () => {
    const posts = [1, 2, 3, 4, 5].map((n) => buildBlog({ title: `Post ${n}`, image: `/api/v1/files/cover-${n}` }));
    serveBlogs(posts);
    renderPage(<BlogList />, { route: '/blog' });

    await screen.findByRole('article', { name: 'Post 1' });
    const covers = posts.map((post) => screen.getByRole('img', { name: `Cover image for “${post.title}”` }));
    expect(covers.map((cover) => cover.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy', 'lazy', 'lazy']);
    expect(covers.map((cover) => cover.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null]);
    for (const cover of covers) {
      expect(cover).toHaveAttribute('width', '800');
      expect(cover).toHaveAttribute('height', '420');
    }
  });

  it('draws the illustration when a post has no image', async () => {
    serveBlogs([buildBlog({ title: 'No picture here', image: null })]);
    renderPage(<BlogList />, { route: '/blog' });
    expect(await screen.findByRole('img', { name: 'Cover image for “No picture here”' })).toBeInTheDocument();
  });

  it('searches only when the Search button is pressed, sending the keyword', async () => {
    const keywords = serveBlogs([
      buildBlog({ title: 'Pricing your work' }),
      buildBlog({ title: 'Hiring your first designer', description: 'What to look for in a portfolio.' }),
    ]);
    const { user } = renderPage(<BlogList />, { route: '/blog' });
    await screen.findByRole('heading', { name: 'Pricing your work' });

    const box = screen.getByRole('textbox', { name: 'Search blog posts' });
    await user.type(box, 'designer');
    // Typing alone changes nothing.
    expect(keywords).toEqual(['']);
    expect(screen.getByRole('heading', { name: 'Pricing your work' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Search' }));

    // The list shown keeps both posts while the search is in flight (the matching one was in it from
    // the start), so what tells the answer has come is the other post leaving.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Pricing your work' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Hiring your first designer' })).toBeInTheDocument();
    expect(screen.getByText('What to look for in a portfolio.')).toBeInTheDocument();
    expect(keywords).toEqual(['', 'designer']);
  });

  it("shows 'No Blog To Show' when nothing matches", async () => {
    serveBlogs([buildBlog({ title: 'Pricing your work' })]);
    const { user } = renderPage(<BlogList />, { route: '/blog' });
    await screen.findByRole('heading', { name: 'Pricing your work' });

    await user.type(screen.getByRole('textbox', { name: 'Search blog posts' }), 'quantum{Enter}');

    expect(await screen.findByText('No Blog To Show')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows an error with a working retry when the blog cannot be loaded', async () => {
    let calls = 0;
    server.use(
      mockEndpoint(blogEndpoints.getAllBlog, () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ success: false, message: 'Database is down' }, { status: 500 });
        return HttpResponse.json({ success: true, blog: [buildBlog({ title: 'Back online' })] });
      }),
    );
    const { user } = renderPage(<BlogList />, { route: '/blog' });

    const failure = await screen.findByRole('region', { name: "We couldn't load the blog" });
    expect(within(failure).getByText('Database is down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Back online' })).toBeInTheDocument();
  });

  it('runs the search again when Search is pressed with the same words', async () => {
    const keywords = serveBlogs([buildBlog({ title: 'Pricing your work' })]);
    const { user } = renderPage(<BlogList />, { route: '/blog' });
    await screen.findByRole('heading', { name: 'Pricing your work' });

    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(keywords).toEqual(['', '']));
  });

  it('opens with an empty search box and every post, even after an earlier search', async () => {
    const keywords = serveBlogs([buildBlog({ title: 'Pricing your work' }), buildBlog({ title: 'Hiring designers' })]);
    const first = renderPage(<BlogList />, { route: '/blog' });
    await screen.findByRole('heading', { name: 'Pricing your work' });
    await first.user.type(screen.getByRole('textbox', { name: 'Search blog posts' }), 'designers{Enter}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Pricing your work' })).not.toBeInTheDocument());
    first.unmount();

    renderPage(<BlogList />, { route: '/blog', store: first.store });

    expect(screen.getByRole('textbox', { name: 'Search blog posts' })).toHaveValue('');
    expect(await screen.findByRole('heading', { name: 'Pricing your work' })).toBeInTheDocument();
    expect(keywords).toEqual(['', 'designers']);
  });

  it('draws its first screen from the posts the page came with, before its live part or any request', async () => {
    const keywords = serveBlogs([buildBlog({ title: 'From the API' })]);
    pageCameWith([
      { endpointName: 'getAllBlog', arg: '', value: { success: true, blog: [buildBlog({ title: 'In the page' })] } },
    ]);

    const { user } = renderPage(<BlogList />, { route: '/blog' });

    // The first render, synchronously: no skeleton, and nothing asked of the API yet.
    expect(screen.getByRole('heading', { name: 'In the page' })).toBeInTheDocument();
    expect(keywords).toEqual([]);
    // The live part takes over (this test's store has no copy of the page's answer: it asks), and
    // a search works as before.
    expect(await screen.findByRole('heading', { name: 'From the API' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search blog posts' }), 'nothing like it{Enter}');
    expect(await screen.findByText('No Blog To Show')).toBeInTheDocument();
    expect(keywords).toEqual(['', 'nothing like it']);
  });
});
