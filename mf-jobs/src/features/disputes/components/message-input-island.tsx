import type { ComponentProps } from 'react';
import { AntdProvider, MessageInput } from '@freelane/shared/ui';

/**
 * The thread's message box (the shared MessageInput: antd's TextArea, Button, Tooltip, Progress) for
 * /dispute's plain first screen: loaded with antd when the composer comes near the screen (issue 39),
 * themed itself since the page is not wrapped in withAntd.
 */
export default function MessageInputIsland(props: ComponentProps<typeof MessageInput>) {
  return (
    <AntdProvider>
      <MessageInput {...props} />
    </AntdProvider>
  );
}
