import type { Blog } from '@freelane/shared/contracts';
import { datePart } from '../../../lib/date-part';
import { BlogCover } from './blog-cover';
import '@freelane/shared/ui/plain.css';
import '../../../components/marketing.css';
import './blog.css';

/** Posts are written by the Freelane team; the spec shows one fixed author label. */
export const BLOG_AUTHOR_LABEL = 'Freelane Team';

interface BlogArticleProps {
  blog: Blog;
}

/** A full post: title, date, author, image, then each section as a subheading and its text. */
export function BlogArticle({ blog }: BlogArticleProps) {
  const createdOn = datePart(blog.createdAt);
  return (
    <article>
      <h1 className="fl-title" style={{ marginBottom: 8 }}>
        {blog.title}
      </h1>
      <div className="fl-blog-meta fl-text-secondary">
        <span>
          Published <time dateTime={createdOn}>{createdOn}</time>
        </span>
        <span aria-hidden="true">·</span>
        <span>By {BLOG_AUTHOR_LABEL}</span>
      </div>
      <div style={{ margin: '24px 0', borderRadius: 12, overflow: 'hidden' }}>
        {/* The post's first screen: its cover is the largest paint. */}
        <BlogCover image={blog.image} title={blog.title} height="clamp(200px, 45vw, 360px)" priority="high" />
      </div>
      <p className="fl-paragraph" style={{ fontSize: 18 }}>
        {blog.description}
      </p>
      <hr className="fl-divider" style={{ margin: '24px 0' }} />
      {blog.content.map((section, index) => (
        <section key={`${index}-${section.subheading}`} style={{ marginBottom: 32 }}>
          <h2 className="fl-title" style={{ fontSize: 24 }}>
            {section.subheading}
          </h2>
          {section.text.split(/\n{2,}/).map((paragraph, paragraphIndex) => (
            <p key={paragraphIndex} className="fl-paragraph" style={{ fontSize: 16, lineHeight: 1.75 }}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
