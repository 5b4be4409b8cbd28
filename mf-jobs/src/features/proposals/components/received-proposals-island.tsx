import { AntdProvider } from '@freelane/shared/ui';
import { ReceivedProposalsPanel } from './received-proposals-panel';

/**
 * The second tab of /proposals (briefs from clients, with antd's expandable text): loaded with antd
 * when the tab is opened, so the first tab stays a plain first screen (issue 39).
 */
export default function ReceivedProposalsIsland() {
  return (
    <AntdProvider>
      <ReceivedProposalsPanel />
    </AntdProvider>
  );
}
