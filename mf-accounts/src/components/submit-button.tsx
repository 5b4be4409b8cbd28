import type { ReactNode } from 'react';
import { PlainButton } from '@freelane/shared/ui';

interface SubmitButtonProps {
  loading: boolean;
  children: ReactNode;
  block?: boolean;
}

/**
 * A form's submit button: 'Please Wait' with a spinner while the call runs (spec §4). Plain (issue
 * 39): it submits an antd Form and a plain one alike (both are a native form).
 */
export function SubmitButton({ loading, children, block = true }: SubmitButtonProps) {
  return (
    <PlainButton type="primary" htmlType="submit" loading={loading} block={block} size="large">
      {loading ? 'Please Wait' : children}
    </PlainButton>
  );
}
