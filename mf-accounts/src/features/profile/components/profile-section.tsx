import type { ReactNode } from 'react';

interface ProfileSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/**
 * One titled card of the profile editor (a landmark region named by its heading), drawn with the
 * plain card and text classes: the first screen's sections carry no antd (issue 39).
 */
export function ProfileSection({ title, description, children }: ProfileSectionProps) {
  const id = `profile-section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <div className="fl-card" style={{ marginBottom: 24 }}>
      <section className="fl-card__body" aria-labelledby={id}>
        <h2 className="fl-title" id={id} style={{ fontSize: 20, marginTop: 0 }}>
          {title}
        </h2>
        {description && <p className="fl-paragraph fl-text-secondary">{description}</p>}
        {children}
      </section>
    </div>
  );
}
