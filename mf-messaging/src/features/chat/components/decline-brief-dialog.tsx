import { AntdProvider } from '@freelane/shared/ui';
import { useId, useState } from 'react';
import { Input, Modal, Typography } from 'antd';
import { BRIEF_DECLINE_REASON_MAX_LENGTH } from '@freelane/shared/contracts';

interface DeclineBriefDialogProps {
  open: boolean;
  briefTitle: string;
  senderName: string;
  submitting: boolean;
  onDecline: (reason: string) => void;
  onCancel: () => void;
}

/** Declining a brief, with an optional reason its sender reads. */
export function DeclineBriefDialog({
  open,
  briefTitle,
  senderName,
  submitting,
  onDecline,
  onCancel,
}: DeclineBriefDialogProps) {
  const titleId = useId();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  // An island (loaded when first opened), in antd's theme of its own: the conversation is plain.
  return (
    <AntdProvider>
      <Modal
        open={open}
        title={<span id={titleId}>Decline this brief?</span>}
        aria-labelledby={titleId}
        okText="Decline"
        okButtonProps={{ danger: true, loading: submitting }}
        cancelButtonProps={{ disabled: submitting }}
        onOk={() => onDecline(reason.trim())}
        onCancel={onCancel}
        afterClose={() => setReason('')}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {senderName} will see that you declined “{briefTitle}”. No job is created.
        </Typography.Paragraph>
        <label htmlFor={reasonId} style={{ display: 'block', fontWeight: 600, marginBottom: 6 }}>
          Reason (optional)
        </label>
        <Input.TextArea
          id={reasonId}
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={BRIEF_DECLINE_REASON_MAX_LENGTH}
          showCount
          placeholder="e.g. The timeline is too short for me right now."
        />
      </Modal>
    </AntdProvider>
  );
}
