import { StyleProvider } from '@ant-design/cssinjs';
import { useState, type ReactNode } from 'react';
import { createToastsBridge, ToastsContext } from '../toasts/toasts-bridge';
import { AntdProvider } from '../ui/antd-provider';
import { ToastsHost } from '../ui/toasts-host';

/**
 * Freelane's antd theme, as `withAntd` gives an area page, and the toast host the shell mounts
 * (`useToasts`, `useConfirm`), minus antd's generated stylesheets.
 *
 * jsdom answers every `getComputedStyle` call (Testing Library makes one per element and ancestor
 * for each `getByRole`, user-event one per pointer move) by matching the element against every
 * CSS rule in the document. antd's CSS-in-JS adds thousands of rules, so a form journey spent
 * over 80% of its time there (a 50 s test on CI). `mock="server"` makes antd render as it does
 * on a server: the same markup and class names, no <style> tags. antd hides closed popups with
 * inline styles or by unmounting them, so what a test can see is unchanged.
 */
export function TestAntdProvider({ children }: { children: ReactNode }) {
  const [bridge] = useState(createToastsBridge);
  return (
    <StyleProvider mock="server">
      <ToastsContext.Provider value={bridge}>
        <AntdProvider>{children}</AntdProvider>
        <ToastsHost bridge={bridge} />
      </ToastsContext.Provider>
    </StyleProvider>
  );
}
