import type { ReactNode } from 'react';
import { Radio, Typography } from 'antd';

interface RoleCardProps {
  value: string;
  title: string;
  description: string;
  icon: ReactNode;
  selected: boolean;
}

/** One choice of the role picker: a whole card that is a radio button (arrow keys move between them). */
export function RoleCard({ value, title, description, icon, selected }: RoleCardProps) {
  return (
    <Radio
      value={value}
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        margin: 0,
        padding: 20,
        borderRadius: 12,
        border: `2px solid ${selected ? 'var(--fl-color-primary)' : 'var(--fl-color-border)'}`,
        background: selected ? 'var(--fl-color-primary-bg)' : 'var(--fl-color-bg-container)',
        width: '100%',
        height: '100%',
      }}
    >
      <span style={{ display: 'block', fontSize: 28, color: 'var(--fl-color-primary)' }} aria-hidden>
        {icon}
      </span>
      <Typography.Text strong style={{ display: 'block', fontSize: 18 }}>
        {title}
      </Typography.Text>
      <Typography.Text type="secondary">{description}</Typography.Text>
    </Radio>
  );
}
