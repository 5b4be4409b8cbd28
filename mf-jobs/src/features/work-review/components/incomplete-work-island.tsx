import type { ComponentProps } from 'react';
import { AntdProvider } from '@freelane/shared/ui';
import { IncompleteWorkDialog } from './incomplete-work-dialog';

/**
 * Mark As Incomplete's dialog (antd's Modal around a plain-kit form) for /takeAction's plain first
 * screen: loaded with antd when first opened (issue 39), themed itself since the page is not
 * wrapped in withAntd.
 */
export default function IncompleteWorkIsland(props: ComponentProps<typeof IncompleteWorkDialog>) {
  return (
    <AntdProvider>
      <IncompleteWorkDialog {...props} />
    </AntdProvider>
  );
}
