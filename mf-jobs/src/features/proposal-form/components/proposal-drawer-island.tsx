import type { ComponentProps } from 'react';
import { AntdProvider } from '@freelane/shared/ui';
import { ProposalDrawer } from './proposal-drawer';

/**
 * The proposal drawer as an island (issue 39): a page whose first screen is plain loads it, with
 * antd and its theme, when the first Submit Proposal is pressed.
 */
export default function ProposalDrawerIsland(props: ComponentProps<typeof ProposalDrawer>) {
  return (
    <AntdProvider>
      <ProposalDrawer {...props} />
    </AntdProvider>
  );
}
