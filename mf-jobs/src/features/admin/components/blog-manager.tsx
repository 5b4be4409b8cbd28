import { lazy, useState } from 'react';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { getErrorMessage, useGetAllBlogQuery } from '@freelane/shared';
import type { Blog, BlogBody } from '@freelane/shared/contracts';
import {
  LoadingState,
  ErrorState,
  OnceOpened,
  PlainButton,
  PlainCard,
  PlainEmpty,
  ResponsiveTable,
  SvgIcon,
  useToasts,
  useConfirm,
  FlexBox,
} from '@freelane/shared/ui';
import { useCreateBlogMutation } from '../api/create-blog';
import { useDeleteBlogMutation } from '../api/delete-blog';
import { useUpdateBlogMutation } from '../api/update-blog';
import { formatDate } from '../../../lib/format';
import { toBlogValues } from '../lib/blog-form-values';

// The post form (antd's Modal, Form, Upload and the blog's zod rules) loads when New Post or Edit is
// pressed, themed itself: the blog queue's first screen loads no antd (issue 39).
const BlogFormModal = lazy(() => import('./blog-form-island'));

type Editing = { mode: 'create' } | { mode: 'edit'; post: Blog } | null;

/** Blog management for admins: every post, with create, edit and delete (after confirmation). Plain until a form opens. */
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
    <PlainButton type="primary" icon={<SvgIcon icon={PlusOutlined} />} onClick={() => setEditing({ mode: 'create' })}>
      New Post
    </PlainButton>
  );

  return (
    <PlainCard title="Blog Posts" extra={newPost}>
      {isLoading ? (
        <LoadingState label="Loading the blog posts" rows={3} />
      ) : isError ? (
        <ErrorState
          title="We couldn't load the blog posts"
          message={getErrorMessage(error)}
          onRetry={() => void refetch()}
        />
      ) : !data || data.blog.length === 0 ? (
        <PlainEmpty description="No blog posts yet. Write the first one." />
      ) : (
        <ResponsiveTable<Blog>
          aria-label="Blog posts"
          rowKey="_id"
          loading={isFetching}
          dataSource={data.blog}
          pagination={{ pageSize: 10 }}
          columns={[
            { title: 'Title', key: 'title', render: (_, post) => post.title },
            { title: 'Published', key: 'createdAt', render: (_, post) => formatDate(post.createdAt) },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, post) => (
                <FlexBox gap={8}>
                  <PlainButton
                    icon={<SvgIcon icon={EditOutlined} />}
                    aria-label={`Edit ${post.title}`}
                    onClick={() => setEditing({ mode: 'edit', post })}
                  >
                    Edit
                  </PlainButton>
                  <PlainButton
                    danger
                    icon={<SvgIcon icon={DeleteOutlined} />}
                    aria-label={`Delete ${post.title}`}
                    onClick={() => handleDelete(post)}
                  >
                    Delete
                  </PlainButton>
                </FlexBox>
              ),
            },
          ]}
        />
      )}
      <OnceOpened open={editing !== null}>
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
      </OnceOpened>
    </PlainCard>
  );
}
