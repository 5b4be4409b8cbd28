import { lazy, Suspense, useState } from 'react';
import type { Dispute } from '@freelane/shared/contracts';
import { DISPUTE_MESSAGE_MAX_LENGTH } from '@freelane/shared/contracts/dispute-limits';
import { DISPUTE_FILE_RULES } from '@freelane/shared/contracts/file-check';
import { WhenNear } from '../../../components/when-near';
import { usePostDisputeMessageMutation } from '../api/post-dispute-message';
import { useDisputeAction } from '../hooks/use-dispute-action';

// The box brings antd: loaded when the composer comes near the screen (issue 39), its place kept.
const MessageInput = lazy(() => import('./message-input-island'));

/** The height of the thread's box (three lines, then the attach and send row): kept while it loads. */
const COMPOSER_PLACE = 120;

/**
 * Writes in the thread: text, files (checked against the server's limits before anything is sent),
 * or both, uploaded with a progress bar. The text and files stay if the server refuses them.
 */
export function DisputeComposer({ dispute }: { dispute: Dispute }) {
  const [percent, setPercent] = useState<number | null>(null);
  const [postMessage, { isLoading }] = usePostDisputeMessageMutation();
  const run = useDisputeAction();

  const send = async (text: string, files: File[]): Promise<boolean> => {
    if (files.length > 0) setPercent(0);
    const sent = await run(
      () =>
        postMessage({
          jobId: dispute.job._id,
          disputeId: dispute._id,
          text,
          files,
          onProgress: setPercent,
        }).unwrap(),
      'Your message could not be sent. Please try again.',
    );
    setPercent(null);
    return Boolean(sent);
  };

  return (
    <section aria-label="Write in the thread" style={{ marginTop: 16 }}>
      <h3 className="fl-title" style={{ fontSize: 16 }}>
        Write in the Thread
      </h3>
      <WhenNear minHeight={COMPOSER_PLACE}>
        <Suspense fallback={<div style={{ minHeight: COMPOSER_PLACE }} />}>
          <MessageInput
            layout="thread"
            rules={DISPUTE_FILE_RULES}
            maxLength={DISPUTE_MESSAGE_MAX_LENGTH}
            placeholder="Explain, answer or add evidence…"
            busy={isLoading}
            percent={percent}
            onSend={send}
          />
        </Suspense>
      </WhenNear>
    </section>
  );
}
