import { Col, Empty, Row } from 'antd';
import type { Blog } from '@freelane/shared/contracts';
import { BlogCard } from './blog-card';

interface BlogGridProps {
  blogs: Blog[];
}

/** One column on phones, two on tablets, three on desktops. */
export function BlogGrid({ blogs }: BlogGridProps) {
  if (blogs.length === 0) return <Empty description="No Blog To Show" style={{ padding: '48px 0' }} />;
  return (
    <Row gutter={[24, 24]}>
      {blogs.map((blog) => (
        <Col key={blog._id} xs={24} md={12} lg={8}>
          <BlogCard blog={blog} />
        </Col>
      ))}
    </Row>
  );
}
