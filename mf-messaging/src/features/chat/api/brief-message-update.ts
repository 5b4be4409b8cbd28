import type { AppDispatch } from '@freelane/shared';
import type { BriefMessageResponse } from '@freelane/shared/contracts';
import { receiveUpdate } from '../lib/cache-patches';

/** A brief call answered with the brief's message as it now stands: the card changes at once, for both tabs and the list. */
export async function applyBriefAnswer(
  otherId: string,
  dispatch: AppDispatch,
  queryFulfilled: Promise<{ data: BriefMessageResponse }>,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(receiveUpdate(data.populatedMessage, otherId));
  } catch {
    // The caller shows the server's message.
  }
}
