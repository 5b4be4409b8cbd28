import { PlainSkeleton } from '@freelane/shared/ui';

/** The chat settings on their way (their code, then the saved values). */
export function ChatSettingsLoading() {
  return (
    <div role="status" aria-label="Loading chat settings" aria-busy="true" style={{ width: 240 }}>
      <PlainSkeleton title={false} rows={2} />
    </div>
  );
}
