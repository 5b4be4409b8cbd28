import type { CSSProperties, ReactNode } from 'react';

interface PageContainerProps {
  children: ReactNode;
  style?: CSSProperties;
  /** Narrower pages (forms, single jobs) read better at a smaller width. */
  maxWidth?: number;
}

/** Centres page content with a readable maximum width and comfortable padding, down to 360 px screens. */
export function PageContainer({ children, style, maxWidth = 1120 }: PageContainerProps) {
  return <div style={{ maxWidth, margin: '0 auto', padding: 'clamp(20px, 5vw, 48px) 16px', ...style }}>{children}</div>;
}
