import { StyleProvider } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';
import { AntdProvider } from '../ui/antd-provider';

/**
 * The shell's antd providers, minus antd's generated stylesheets.
 *
 * jsdom answers every `getComputedStyle` call (Testing Library makes one per element and ancestor
 * for each `getByRole`, user-event one per pointer move) by matching the element against every
 * CSS rule in the document. antd's CSS-in-JS adds thousands of rules, so a form journey spent
 * over 80% of its time there (a 50 s test on CI). `mock="server"` makes antd render as it does
 * on a server: the same markup and class names, no <style> tags. antd hides closed popups with
 * inline styles or by unmounting them, so what a test can see is unchanged.
 */
export function TestAntdProvider({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server">
      <AntdProvider>{children}</AntdProvider>
    </StyleProvider>
  );
}
