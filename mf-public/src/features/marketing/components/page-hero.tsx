import type { ReactNode } from 'react';
import { Typography, theme } from 'antd';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The opening band of a marketing page: one h1, a lead paragraph and its calls to action. */
export function PageHero({ eyebrow, title, children, actions }: PageHeroProps) {
  const { token } = theme.useToken();
  return (
    // A div, not <header>: at page level <header> would be a second banner beside the shell's.
    <div
      style={{
        background: `linear-gradient(135deg, ${token.colorPrimaryBg} 0%, ${token.colorBgContainer} 70%)`,
        padding: 'clamp(48px, 8vw, 96px) 20px',
      }}
    >
      <div style={{ maxWidth: 1120, margin: '0 auto' }}>
        {eyebrow && (
          <Typography.Text strong style={{ color: token.colorPrimary, letterSpacing: 1, textTransform: 'uppercase' }}>
            {eyebrow}
          </Typography.Text>
        )}
        <Typography.Title level={1} style={{ fontSize: 'clamp(32px, 5vw, 52px)', margin: '8px 0 16px', maxWidth: 760 }}>
          {title}
        </Typography.Title>
        {children && (
          <Typography.Paragraph style={{ fontSize: 'clamp(16px, 2vw, 20px)', maxWidth: 680 }}>
            {children}
          </Typography.Paragraph>
        )}
        {actions && <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 24 }}>{actions}</div>}
      </div>
    </div>
  );
}
