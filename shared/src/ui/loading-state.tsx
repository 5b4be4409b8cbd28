import { PlainSkeleton } from './plain/plain-skeleton';

interface LoadingStateProps {
  /** What is loading, read out by screen readers ("Loading your jobs"). */
  label: string;
  rows?: number;
  avatar?: boolean;
}

/**
 * A skeleton of the content to come, announced as a status so everyone knows the page is working.
 * Plain (no antd): it is what many first screens show while their data arrives.
 */
export function LoadingState({ label, rows = 6, avatar = false }: LoadingStateProps) {
  return (
    <div role="status" aria-label={label} aria-live="polite" aria-busy="true">
      <PlainSkeleton avatar={avatar} rows={rows} />
    </div>
  );
}
