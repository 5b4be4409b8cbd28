import type { ReactNode } from 'react';
import { PlainCard } from '@freelane/shared/ui';
import './auth-card.css';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Wider for pages with side-by-side choices. */
  maxWidth?: number;
}

/**
 * The centred card every sign-in style page uses; full width on phones, at most `maxWidth` on larger
 * screens. Plain markup drawn like antd's Card (issue 39), so a guest form's frame loads no antd.
 */
export function AuthCard({ title, subtitle, children, maxWidth = 440 }: AuthCardProps) {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 'clamp(24px, 6vw, 72px) 16px' }}>
      <PlainCard style={{ width: '100%', maxWidth }} className="fl-auth-card">
        <h1 className="fl-title" style={{ fontSize: 28, marginTop: 0 }}>
          {title}
        </h1>
        {subtitle && (
          <p className="fl-text-secondary" style={{ marginBottom: 24 }}>
            {subtitle}
          </p>
        )}
        {children}
      </PlainCard>
    </div>
  );
}
