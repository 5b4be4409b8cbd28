import type { ComponentProps } from 'react';
import { AntdProvider } from '@freelane/shared/ui';
import { ProposalDialog } from './proposal-dialog';

/** A proposal in full with Accept and Reject (antd's Modal): loaded with antd when first opened (issue 39). */
export default function ProposalDialogIsland(props: ComponentProps<typeof ProposalDialog>) {
  return (
    <AntdProvider>
      <ProposalDialog {...props} />
    </AntdProvider>
  );
}
