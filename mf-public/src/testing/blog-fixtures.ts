import type { Blog } from '@freelane/shared/contracts';

let sequence = 0;

/** A blog post as the API returns it; ids are UUIDs like the real ones. */
export function buildBlog(overrides: Partial<Blog> = {}): Blog {
  sequence += 1;
  const suffix = String(sequence).padStart(12, '0');
  return {
    _id: `3f2b7c1e-8d4a-4b6f-9c2e-${suffix}`,
    title: `Pricing your first freelance project ${sequence}`,
    image: null,
    description: 'How to set a fair rate, explain it to a client and leave room for revisions.',
    content: [
      { subheading: 'Start from your costs', text: 'Work out what an hour of your time costs before you quote.' },
      { subheading: 'Quote the outcome', text: 'Clients buy results: describe what they get, not only the hours.' },
    ],
    createdAt: '2025-01-15T09:30:00.000Z',
    updatedAt: '2025-01-15T09:30:00.000Z',
    ...overrides,
  };
}
