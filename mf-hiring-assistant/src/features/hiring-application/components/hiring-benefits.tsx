import { PlainCard } from '@freelane/shared/ui';
import './hiring-benefits.css';

const BENEFITS = [
  { title: 'Extra income', text: 'Earn a fee each time a client hires the freelancer you recommended.' },
  { title: 'A bigger network', text: 'Meet clients and freelancers across every category.' },
  { title: 'Showcase your expertise', text: 'Your judgement becomes part of your reputation on Freelane.' },
  { title: 'Help clients hire better', text: 'Guide clients who are not technical to the right person for the job.' },
] as const;

/** The four benefits the spec lists on /applyHiringForm. */
export function HiringBenefits() {
  return (
    <section
      aria-label="Benefits"
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
        margin: '24px 0',
      }}
    >
      {BENEFITS.map((benefit) => (
        <PlainCard key={benefit.title} className="fl-benefit">
          <h3 className="fl-title" style={{ fontSize: 16, marginTop: 0 }}>
            {benefit.title}
          </h3>
          <span>{benefit.text}</span>
        </PlainCard>
      ))}
    </section>
  );
}
