import { PlainCard, PlainSkeleton } from '@freelane/shared/ui';
import './talent.css';

/** Placeholder cards while the first page loads (plain, issue 39). */
export function FreelancerGridSkeleton() {
  return (
    <div className="fl-talent-grid" aria-busy="true" aria-label="Loading freelancers">
      {Array.from({ length: 6 }, (_, index) => (
        <PlainCard key={index}>
          <PlainSkeleton avatar rows={3} />
        </PlainCard>
      ))}
    </div>
  );
}
