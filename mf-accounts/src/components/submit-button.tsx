import type { ReactNode } from 'react';
import { Button } from 'antd';

interface SubmitButtonProps {
  loading: boolean;
  children: ReactNode;
  block?: boolean;
}

/** A form's submit button: 'Please Wait' with a spinner while the call runs (spec §4). */
export function SubmitButton({ loading, children, block = true }: SubmitButtonProps) {
  return (
    <Button type="primary" htmlType="submit" loading={loading} block={block} size="large">
      {loading ? 'Please Wait' : children}
    </Button>
  );
}
