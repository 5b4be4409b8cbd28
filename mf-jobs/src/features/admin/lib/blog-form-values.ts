import type { Blog, BlogBody } from '@freelane/shared/contracts';

export interface BlogFormValues {
  title: string;
  description: string;
  image: string;
  content: { subheading: string; text: string }[];
}

export const EMPTY_BLOG: BlogFormValues = {
  title: '',
  description: '',
  image: '',
  content: [{ subheading: '', text: '' }],
};

export function toBlogValues(post: Blog): BlogFormValues {
  return {
    title: post.title,
    description: post.description,
    image: post.image ?? '',
    content: post.content.map((section) => ({ ...section })),
  };
}

/** The request body; an empty image clears the post's picture. */
export function toBlogBody(values: BlogFormValues): BlogBody {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    image: (values.image ?? '').trim(),
    content: values.content.map((section) => ({ subheading: section.subheading.trim(), text: section.text.trim() })),
  };
}
