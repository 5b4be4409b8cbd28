import { AntdProvider } from '@freelane/shared/ui';
import { ApplicationQueue } from './application-queue';

/**
 * The applications queue (antd's List, Form, Modal) as an island, themed itself: loaded with antd when
 * its tab opens (issue 39). AntdProvider lives here, not in the page: imported by the page, it loaded
 * antd's theme engine (antd-core) on every tab's first screen.
 */
export default function ApplicationQueueIsland() {
  return (
    <AntdProvider>
      <ApplicationQueue />
    </AntdProvider>
  );
}
