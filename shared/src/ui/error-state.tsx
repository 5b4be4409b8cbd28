import { Button, Result, Typography } from 'antd';

interface ErrorStateProps {
  title: string;
  message: string;
  onRetry: () => void;
  /** The page's heading outline decides the level (1 when nothing above it is a heading). */
  headingLevel?: 1 | 2;
}

/** A failed load the reader can act on: what happened, and a Try again button. */
export function ErrorState({ title, message, onRetry, headingLevel = 2 }: ErrorStateProps) {
  return (
    <Result
      status="warning"
      title={
        <Typography.Title level={headingLevel} style={{ fontSize: 22 }}>
          {title}
        </Typography.Title>
      }
      subTitle={message}
      extra={
        <Button type="primary" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
