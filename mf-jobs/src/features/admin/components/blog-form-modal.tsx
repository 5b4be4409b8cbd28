import { useId } from 'react';
import { Button, Flex, Form, Image, Input, Modal } from 'antd';
import { BLOG_IMAGE_RULES, blogBody, type BlogBody } from '@freelane/shared/contracts';
import { zodRule } from '@freelane/shared/ui';
import { EMPTY_BLOG, toBlogBody, type BlogFormValues } from '../lib/blog-form-values';
import { useUploadBlogImageMutation } from '../api/upload-blog-image';
import { BLOG_IMAGE_UPLOAD_KEY, BlogImageUpload } from './blog-image-upload';
import { BlogSectionsField } from './blog-sections-field';

const fields = blogBody.shape;
const showsImage = (value: string | undefined) => Boolean(value) && fields.image.safeParse(value).success;

interface BlogFormModalProps {
  open: boolean;
  /** Create when absent, edit when given. */
  initialValues?: BlogFormValues;
  saving: boolean;
  onCancel: () => void;
  onSave: (body: BlogBody) => void;
}

/**
 * Create or edit a blog post with the API's own rules (`blogBody`). The picture is uploaded (its
 * URL fills Image URL) or given as an address; saving waits for a running upload.
 */
export function BlogFormModal({ open, initialValues, saving, onCancel, onSave }: BlogFormModalProps) {
  const [form] = Form.useForm<BlogFormValues>();
  const image = Form.useWatch('image', form);
  const titleId = useId();
  const editing = initialValues !== undefined;
  const [, { isLoading: uploading }] = useUploadBlogImageMutation({ fixedCacheKey: BLOG_IMAGE_UPLOAD_KEY });
  const setImage = (url: string) => {
    form.setFieldValue('image', url);
    void form.validateFields(['image']).catch(() => undefined);
  };
  return (
    <Modal
      open={open}
      title={<span id={titleId}>{editing ? 'Edit Blog Post' : 'New Blog Post'}</span>}
      aria-labelledby={titleId}
      okText={editing ? 'Save Changes' : 'Publish Post'}
      okButtonProps={{ loading: saving, disabled: uploading }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      width="min(760px, 100vw)"
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark="optional"
        noValidate
        initialValues={initialValues ?? EMPTY_BLOG}
        onFinish={(values) => onSave(toBlogBody(values))}
      >
        <Form.Item label="Title" name="title" rules={[zodRule(fields.title)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="Description" name="description" rules={[zodRule(fields.description)]}>
          <Input.TextArea rows={3} showCount maxLength={1000} />
        </Form.Item>
        <Form.Item label="Cover image" extra={BLOG_IMAGE_RULES.limitsText}>
          <Flex vertical gap={12} align="flex-start">
            {showsImage(image) && <Image src={image} alt="Image preview" width={240} />}
            <Flex gap={8} wrap>
              <BlogImageUpload hasImage={Boolean(image)} onUploaded={setImage} />
              {image && <Button onClick={() => setImage('')}>Remove image</Button>}
            </Flex>
          </Flex>
        </Form.Item>
        <Form.Item
          label="Image URL"
          name="image"
          rules={[zodRule(fields.image)]}
          extra="Filled in by the upload, or an https:// address or a path on this site, e.g. /images/cover.png. Leave empty for no image."
        >
          <Input inputMode="url" placeholder="https://" />
        </Form.Item>
        <BlogSectionsField />
      </Form>
    </Modal>
  );
}
