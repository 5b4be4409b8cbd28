import type { ReactNode } from 'react';
import './plain-divider.css';

/**
 * antd's `<Divider plain>text</Divider>` without antd (issue 39): a separator with a word in the
 * middle ("or" between a form and its other ways in). A separator, as antd's.
 */
export function PlainDivider({ children }: { children: ReactNode }) {
  return (
    <div role="separator" className="fl-divider-text">
      <span>{children}</span>
    </div>
  );
}
