import type { CSSProperties, ReactNode } from 'react';

interface PageContainerProps {
  children: ReactNode;
  style?: CSSProperties;
}

/** Centres page content with a readable maximum width and comfortable padding on every screen. */
export function PageContainer({ children, style }: PageContainerProps) {
  return <div style={{ maxWidth: 1120, margin: '0 auto', padding: 'clamp(24px, 5vw, 48px) 16px', ...style }}>{children}</div>;
}
