import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: string | number;
  icon?: ReactNode;
  /** One line under the figure saying what it counts. */
  hint?: string;
}

/** One figure of a dashboard, named for assistive technology by its label. Plain: first-screen content. */
export function StatCard({ label, value, icon, hint }: StatCardProps) {
  return (
    // PlainCard's look as a named group (a figure, not a landmark).
    <div role="group" aria-label={label} className="fl-card" style={{ height: '100%' }}>
      <div className="fl-card__body">
        <span className="fl-text-secondary">
          {icon} {label}
        </span>
        <div style={{ fontSize: 30, fontWeight: 600, margin: '4px 0', fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </div>
        {hint && (
          <span className="fl-text-secondary" style={{ fontSize: 13 }}>
            {hint}
          </span>
        )}
      </div>
    </div>
  );
}
