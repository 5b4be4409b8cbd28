import type { ComponentProps } from 'react';
import { AntdProvider } from '@freelane/shared/ui';
import { ClarificationDialog } from './clarification-dialog';

/**
 * Request Clarification's dialog (antd's Modal and Form) for /viewRevision's plain first screen:
 * loaded with antd when first opened (issue 39), themed itself since the page is not in withAntd.
 */
export default function ClarificationIsland(props: ComponentProps<typeof ClarificationDialog>) {
  return (
    <AntdProvider>
      <ClarificationDialog {...props} />
    </AntdProvider>
  );
}
