import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import ExclamationCircleOutlined from '@ant-design/icons-svg/es/asn/ExclamationCircleOutlined';
import PaperClipOutlined from '@ant-design/icons-svg/es/asn/PaperClipOutlined';
import { PlainButton, PlainProgress, SvgIcon } from '@freelane/shared/ui';
import type { OutboxEntry } from '../lib/outbox-slice';
import { formatFileSize } from '@freelane/shared/contracts';
import { SEND_FAILED_TEXT } from '../lib/outbox-delivery';

function failureText(entry: OutboxEntry): string {
  if (entry.retryable) return 'Not sent: no connection. It will be sent again when you are back online.';
  return entry.error && entry.error !== SEND_FAILED_TEXT ? `Not sent: ${entry.error}` : 'Not sent';
}

interface PendingMessageProps {
  entry: OutboxEntry;
  onRetry: (clientMessageId: string) => void;
  onDiscard: (clientMessageId: string) => void;
}

/**
 * A message the server has not stored yet, shown at once on the right. Its state is said in words,
 * not only by colour: "Sending…" (with upload progress), or "Not sent" with the reason and Retry.
 */
export function PendingMessage({ entry, onRetry, onDiscard }: PendingMessageProps) {
  const failed = entry.status === 'failed';
  return (
    <li className={`fl-chat-msg fl-chat-msg--own ${failed ? 'fl-chat-msg--failed' : 'fl-chat-msg--pending'}`}>
      <span className="fl-chat-sr-only">You:</span>
      <div className="fl-chat-msg__row">
        <div className="fl-chat-msg__bubble">
          {entry.attachments.length > 0 && (
            <ul className="fl-chat-files" style={{ listStyle: 'none', padding: 0 }}>
              {entry.attachments.map((file) => (
                <li key={`${file.name}:${file.size}`}>
                  <SvgIcon icon={PaperClipOutlined} /> {file.name} ({formatFileSize(file.size)})
                </li>
              ))}
            </ul>
          )}
          {entry.text && <div className="fl-chat-msg__text">{entry.text}</div>}
        </div>
      </div>
      <div className="fl-chat-msg__state">
        {failed ? (
          <>
            <SvgIcon icon={ExclamationCircleOutlined} />
            <span>{failureText(entry)}</span>
            <PlainButton
              size="small"
              type="link"
              danger
              onClick={() => onRetry(entry.clientMessageId)}
              style={{ padding: 0 }}
            >
              Retry
            </PlainButton>
            <PlainButton
              size="small"
              type="link"
              onClick={() => onDiscard(entry.clientMessageId)}
              style={{ padding: 0, color: 'var(--fl-color-gray-500)' }}
            >
              Discard
            </PlainButton>
          </>
        ) : (
          <>
            <SvgIcon icon={ClockCircleOutlined} />
            <span>Sending…</span>
            {entry.progress !== null && (
              <PlainProgress percent={entry.progress} style={{ width: 120 }} aria-label="Upload progress" />
            )}
          </>
        )}
      </div>
    </li>
  );
}
