import type { ComponentProps } from 'react';
import { AntdProvider } from '@freelane/shared/ui';
import { BlogFormModal } from './blog-form-modal';

/**
 * The post form (antd's Modal, Form, Upload and the blog's zod rules), themed itself: loaded when New
 * Post or Edit is pressed (issue 39). AntdProvider lives here, not in the blog queue, whose static
 * import of it loaded antd's theme engine on /adminPanel's first screen.
 */
export default function BlogFormIsland(props: ComponentProps<typeof BlogFormModal>) {
  return (
    <AntdProvider>
      <BlogFormModal {...props} />
    </AntdProvider>
  );
}
