import { useState } from 'react';
import { Typography } from 'antd';
import { DISPUTE_FILE_RULES, DISPUTE_MESSAGE_MAX_LENGTH, type Dispute } from '@freelane/shared/contracts';
import { MessageInput } from '@freelane/shared/ui';
import { usePostDisputeMessageMutation } from '../api/post-dispute-message';
import { useDisputeAction } from '../hooks/use-dispute-action';

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
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Write in the Thread
      </Typography.Title>
      <MessageInput
        layout="thread"
        rules={DISPUTE_FILE_RULES}
        maxLength={DISPUTE_MESSAGE_MAX_LENGTH}
        placeholder="Explain, answer or add evidence…"
        busy={isLoading}
        percent={percent}
        onSend={send}
      />
    </section>
  );
}
