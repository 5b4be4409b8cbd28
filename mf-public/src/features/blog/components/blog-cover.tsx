import { useState } from 'react';
import { BlogIllustration } from './blog-illustration';

interface BlogCoverProps {
  image: string | null;
  title: string;
  height: number | string;
}

/** The post's own image, or the illustration when it has none or the image fails to load. */
export function BlogCover({ image, title, height }: BlogCoverProps) {
  const [failed, setFailed] = useState(false);
  const alt = `Cover image for “${title}”`;
  if (!image || failed) return <BlogIllustration label={alt} height={height} />;
  return (
    <img
      src={image}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(true)}
      style={{ display: 'block', width: '100%', height, objectFit: 'cover' }}
    />
  );
}
