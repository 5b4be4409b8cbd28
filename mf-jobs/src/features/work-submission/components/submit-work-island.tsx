import type { ComponentProps } from 'react';
import { AntdProvider } from '@freelane/shared/ui';
import { SubmitWorkDialog } from './submit-work-dialog';

/**
 * Submit Work's dialog (antd's Modal and Upload) for pages whose first screen is plain: loaded with
 * antd when first opened (issue 39), and themed itself since those pages are not wrapped in withAntd.
 */
export default function SubmitWorkIsland(props: ComponentProps<typeof SubmitWorkDialog>) {
  return (
    <AntdProvider>
      <SubmitWorkDialog {...props} />
    </AntdProvider>
  );
}
