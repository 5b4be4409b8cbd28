import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Wider for pages with side-by-side choices. */
  maxWidth?: number;
}

/** The centred card every sign-in style page uses; full width on phones, at most `maxWidth` on larger screens. */
export function AuthCard({ title, subtitle, children, maxWidth = 440 }: AuthCardProps) {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 'clamp(24px, 6vw, 72px) 16px' }}>
      <Card style={{ width: '100%', maxWidth }} styles={{ body: { padding: 'clamp(20px, 5vw, 32px)' } }}>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
          {title}
        </Typography.Title>
        {subtitle && (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
            {subtitle}
          </Typography.Paragraph>
        )}
        {children}
      </Card>
    </div>
  );
}
