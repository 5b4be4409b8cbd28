import { useState } from 'react';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Space } from 'antd';
import { getErrorMessage, useGetAllBlogQuery } from '@freelane/shared';
import type { Blog, BlogBody } from '@freelane/shared/contracts';
import { LoadingState, ErrorState, useToasts, useConfirm, ResponsiveTable } from '@freelane/shared/ui';
import { useCreateBlogMutation } from '../api/create-blog';
import { useDeleteBlogMutation } from '../api/delete-blog';
import { useUpdateBlogMutation } from '../api/update-blog';
import { formatDate } from '../../../lib/format';
import { toBlogValues } from '../lib/blog-form-values';
import { BlogFormModal } from './blog-form-modal';

type Editing = { mode: 'create' } | { mode: 'edit'; post: Blog } | null;

/** Blog management for admins: every post, with create, edit and delete (after confirmation). */
export function BlogManager() {
  const { data, error, isLoading, isFetching, isError, refetch } = useGetAllBlogQuery();
  const [createBlog, createState] = useCreateBlogMutation();
  const [updateBlog, updateState] = useUpdateBlogMutation();
  const [deleteBlog] = useDeleteBlogMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const { message } = useToasts();
  const confirm = useConfirm();

  const handleSave = async (body: BlogBody) => {
    try {
      const result =
        editing?.mode === 'edit'
          ? await updateBlog({ id: editing.post._id, body }).unwrap()
          : await createBlog(body).unwrap();
      message.success(result.message ?? 'Blog post saved.');
      setEditing(null);
    } catch (failure) {
      message.error(getErrorMessage(failure, 'The post could not be saved. Please try again.'));
    }
  };

  const handleDelete = (post: Blog) => {
    confirm({
      title: `Delete “${post.title}”?`,
      content: 'The post is removed from the blog for good.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const result = await deleteBlog(post._id).unwrap();
          message.success(result.message);
        } catch (failure) {
          message.error(getErrorMessage(failure, 'The post could not be deleted. Please try again.'));
        }
      },
    });
  };

  const newPost = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create' })}>
      New Post
    </Button>
  );

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Blog Posts</h2>} extra={newPost}>
      {isLoading ? (
        <LoadingState label="Loading the blog posts" rows={3} />
      ) : isError ? (
        <ErrorState
          title="We couldn't load the blog posts"
          message={getErrorMessage(error)}
          onRetry={() => void refetch()}
        />
      ) : !data || data.blog.length === 0 ? (
        <Empty description="No blog posts yet. Write the first one." />
      ) : (
        <ResponsiveTable<Blog>
          aria-label="Blog posts"
          rowKey="_id"
          loading={isFetching}
          dataSource={data.blog}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          columns={[
            { title: 'Title', key: 'title', render: (_, post) => post.title },
            { title: 'Published', key: 'createdAt', render: (_, post) => formatDate(post.createdAt) },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, post) => (
                <Space>
                  <Button
                    icon={<EditOutlined />}
                    aria-label={`Edit ${post.title}`}
                    onClick={() => setEditing({ mode: 'edit', post })}
                  >
                    Edit
                  </Button>
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Delete ${post.title}`}
                    onClick={() => handleDelete(post)}
                  >
                    Delete
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      )}
      {editing && (
        <BlogFormModal
          // A fresh form per post, so one post's values never leak into another.
          key={editing.mode === 'edit' ? editing.post._id : 'new'}
          open
          initialValues={editing.mode === 'edit' ? toBlogValues(editing.post) : undefined}
          saving={createState.isLoading || updateState.isLoading}
          onCancel={() => setEditing(null)}
          onSave={(body) => void handleSave(body)}
        />
      )}
    </Card>
  );
}
