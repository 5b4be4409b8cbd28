import { useState } from 'react';
import { BlogIllustration } from './blog-illustration';

/** The demo's and the admin form's covers are 800 × 420: the ratio the box reserves before the bytes arrive. */
export const BLOG_COVER_WIDTH = 800;
export const BLOG_COVER_HEIGHT = 420;

interface BlogCoverProps {
  image: string | null;
  title: string;
  height: number | string;
  /**
   * The cover is on the first screen and may be its largest paint (the post page's cover, the
   * blog's first row): fetched at once, ahead of other images. Every other cover loads lazily, when
   * scrolled near. One rule for every list of covers (issue 39: /blog's LCP was a lazy cover).
   */
  priority?: 'high' | 'eager' | 'lazy';
}

/** The post's own image, or the illustration when it has none or the image fails to load. */
export function BlogCover({ image, title, height, priority = 'lazy' }: BlogCoverProps) {
  const [failed, setFailed] = useState(false);
  const alt = `Cover image for “${title}”`;
  if (!image || failed) return <BlogIllustration label={alt} height={height} />;
  return (
    <img
      src={image}
      alt={alt}
      // width/height give the browser the ratio; the style's height is the box, so nothing shifts.
      width={BLOG_COVER_WIDTH}
      height={BLOG_COVER_HEIGHT}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding={priority === 'lazy' ? 'async' : undefined}
      onError={() => setFailed(true)}
      style={{ display: 'block', width: '100%', height, objectFit: 'cover' }}
    />
  );
}
