// Reads the seeded blog through the API, so the journeys compare the page with the real data.
import { expect, type APIRequestContext } from '@playwright/test';

export interface BlogPost {
  _id: string;
  title: string;
  description: string;
  content: { subheading: string; text: string }[];
}

export async function fetchBlogs(request: APIRequestContext, keyword = ''): Promise<BlogPost[]> {
  const response = await request.get(`/api/v1/blog/getAllBlog?keyword=${encodeURIComponent(keyword)}`);
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { success: boolean; blog: BlogPost[] };
  return body.blog;
}

/** A word from some title that matches some posts but not all: a search that visibly narrows. */
export async function narrowingKeyword(request: APIRequestContext, all: BlogPost[]): Promise<{ keyword: string; hits: BlogPost[] }> {
  const words = [...new Set(all.flatMap((post) => post.title.split(/[^A-Za-z]+/)).filter((word) => word.length >= 5))];
  for (const keyword of words) {
    const hits = await fetchBlogs(request, keyword);
    if (hits.length > 0 && hits.length < all.length) return { keyword, hits };
  }
  throw new Error('no title word narrows the blog list; the seed data needs more varied titles');
}
