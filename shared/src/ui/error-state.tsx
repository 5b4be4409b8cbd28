import { Button, Result, Typography } from 'antd';

interface ErrorStateProps {
  title: string;
  message: string;
  onRetry: () => void;
}

/** A failed load the reader can act on: what happened, and a Try again button. */
export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  return (
    <Result
      status="warning"
      title={
        <Typography.Title level={2} style={{ fontSize: 22 }}>
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
