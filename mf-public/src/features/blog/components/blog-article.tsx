import { Divider, Space, Typography } from 'antd';
import type { Blog } from '@freelane/shared/contracts';
import { datePart } from '../../../lib/date-part';
import { BlogCover } from './blog-cover';

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
      <Typography.Title level={1} style={{ marginBottom: 8 }}>
        {blog.title}
      </Typography.Title>
      <Space separator={<span aria-hidden="true">·</span>} wrap>
        <Typography.Text type="secondary">
          Published <time dateTime={createdOn}>{createdOn}</time>
        </Typography.Text>
        <Typography.Text type="secondary">By {BLOG_AUTHOR_LABEL}</Typography.Text>
      </Space>
      <div style={{ margin: '24px 0', borderRadius: 12, overflow: 'hidden' }}>
        <BlogCover image={blog.image} title={blog.title} height="clamp(200px, 45vw, 360px)" />
      </div>
      <Typography.Paragraph style={{ fontSize: 18 }}>{blog.description}</Typography.Paragraph>
      <Divider />
      {blog.content.map((section, index) => (
        <section key={`${index}-${section.subheading}`} style={{ marginBottom: 32 }}>
          <Typography.Title level={2} style={{ fontSize: 24 }}>
            {section.subheading}
          </Typography.Title>
          {section.text.split(/\n{2,}/).map((paragraph, paragraphIndex) => (
            <Typography.Paragraph key={paragraphIndex} style={{ fontSize: 16, lineHeight: 1.75 }}>
              {paragraph}
            </Typography.Paragraph>
          ))}
        </section>
      ))}
    </article>
  );
}
