import './plain.css';

interface PlainSkeletonProps {
  rows?: number;
  avatar?: boolean;
  title?: boolean;
}

/**
 * antd's active Skeleton without antd: grey blocks where content will be. Hidden from assistive
 * technology; the container around it says what is loading (see LoadingState).
 */
export function PlainSkeleton({ rows = 3, avatar = false, title = true }: PlainSkeletonProps) {
  return (
    <div className="fl-skeleton" aria-hidden="true">
      {avatar && <div className="fl-skeleton__avatar" />}
      <div className="fl-skeleton__content">
        {title && <div className="fl-skeleton__title" />}
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="fl-skeleton__row" />
        ))}
      </div>
    </div>
  );
}
