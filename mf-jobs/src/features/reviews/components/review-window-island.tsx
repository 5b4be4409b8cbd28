import type { ComponentProps } from 'react';
import { AntdProvider } from '@freelane/shared/ui';
import { ReviewWindowView } from './review-window-view';

/**
 * The reviews' content (antd's Alert, the review and reply forms, the star rating) for
 * /completedJobs' plain first screen: loaded with antd when the section comes near the screen
 * (issue 39), themed itself since the page is not wrapped in withAntd.
 */
export default function ReviewWindowIsland(props: ComponentProps<typeof ReviewWindowView>) {
  return (
    <AntdProvider>
      <ReviewWindowView {...props} />
    </AntdProvider>
  );
}
