import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

interface ProfileSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One titled card of the profile editor (a landmark region named by its heading). */
export function ProfileSection({ title, description, children }: ProfileSectionProps) {
  const id = `profile-section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card style={{ marginBottom: 24 }}>
      <section aria-labelledby={id}>
        <Typography.Title level={2} id={id} style={{ fontSize: 20, marginTop: 0 }}>
          {title}
        </Typography.Title>
        {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
        {children}
      </section>
    </Card>
  );
}
