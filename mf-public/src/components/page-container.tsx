import type { CSSProperties, ReactNode } from 'react';

interface PageContainerProps {
  children: ReactNode;
  /** Narrow pages (articles, legal text) read better at a shorter line length. */
  width?: 'wide' | 'narrow';
  style?: CSSProperties;
}

const MAX_WIDTH = { wide: 1120, narrow: 800 } as const;

/** Centres page content with a readable maximum width and comfortable padding on every screen. */
export function PageContainer({ children, width = 'wide', style }: PageContainerProps) {
  return (
    <div style={{ maxWidth: MAX_WIDTH[width], margin: '0 auto', padding: '48px 20px', ...style }}>{children}</div>
  );
}
