import { getErrorMessage } from '@freelane/shared';
import type { DisputeResponse } from '@freelane/shared/contracts';
import { useToasts } from '@freelane/shared/ui';

/**
 * Runs one dispute action and tells the user what the server said: its success message, or why it
 * refused. Resolves to whether it succeeded (forms reset only then).
 */
export function useDisputeAction() {
  const { message } = useToasts();
  return async (action: () => Promise<DisputeResponse>, failure: string): Promise<boolean> => {
    try {
      const result = await action();
      message.success(result.message ?? 'Done.');
      return true;
    } catch (error) {
      message.error(getErrorMessage(error, failure));
      return false;
    }
  };
}
