import { useSyncExternalStore, type ReactNode } from 'react';
import { PlainButton } from '@freelane/shared/ui';

interface SubmitButtonProps {
  loading: boolean;
  children: ReactNode;
  block?: boolean;
}

const noChange = () => () => {};

/**
 * True only while rendered on the server (a guest page's build-time HTML): in the browser the app
 * renders afresh (createRoot), so the HTML's button is replaced by an enabled one at takeover.
 */
function useServerRender(): boolean {
  return useSyncExternalStore(
    noChange,
    () => false,
    () => true,
  );
}

/**
 * A form's submit button: 'Please Wait' with a spinner while the call runs (spec §4). Plain (issue
 * 39): it submits an antd Form and a plain one alike (both are a native form). In a prerendered
 * page (issue 46) it is disabled until the app took over: the form's own submit (a click, or Enter
 * in a field, which a disabled default button stops too) would send the password in the URL.
 */
export function SubmitButton({ loading, children, block = true }: SubmitButtonProps) {
  const serverRender = useServerRender();
  return (
    <PlainButton
      type="primary"
      htmlType="submit"
      loading={loading}
      block={block}
      size="large"
      disabled={serverRender || undefined}
    >
      {loading ? 'Please Wait' : children}
    </PlainButton>
  );
}
