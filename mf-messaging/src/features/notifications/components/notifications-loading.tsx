import { PlainSkeleton } from '@freelane/shared/ui';

/** Placeholder rows while a page loads, announced so a screen reader knows the page is working. */
export function NotificationsLoading() {
  return (
    <div role="status" aria-label="Loading notifications" aria-live="polite" style={{ padding: 16 }}>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} style={{ marginBottom: 16 }}>
          <PlainSkeleton avatar rows={1} />
        </div>
      ))}
    </div>
  );
}
