import { Skeleton } from 'antd';

interface LoadingStateProps {
  /** What is loading, read out by screen readers ("Loading your jobs"). */
  label: string;
  rows?: number;
  avatar?: boolean;
}

/** A skeleton of the content to come, announced as a status so everyone knows the page is working. */
export function LoadingState({ label, rows = 6, avatar = false }: LoadingStateProps) {
  return (
    <div role="status" aria-label={label} aria-live="polite">
      <Skeleton active avatar={avatar} paragraph={{ rows }} />
    </div>
  );
}
