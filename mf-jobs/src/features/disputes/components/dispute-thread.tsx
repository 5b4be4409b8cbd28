import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import PaperClipOutlined from '@ant-design/icons-svg/es/asn/PaperClipOutlined';
import type { DisputeEvent } from '@freelane/shared/contracts';
import { formatFileSize } from '@freelane/shared/contracts/file-check';
import { knownOr } from '@freelane/shared/contracts/known-values';
import { FlexBox, PlainEmpty, SvgIcon } from '@freelane/shared/ui';
import { DISPUTE_STEP_TITLES, formatDateTime } from '../lib/dispute-labels';

function EventFiles({ files }: { files: DisputeEvent['files'] }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label="Attached files" style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
      {files.map((file) => (
        <li key={file._id}>
          <a href={file.url} download={file.name} className="fl-link">
            <SvgIcon icon={PaperClipOutlined} /> {file.name}
          </a>{' '}
          <span className="fl-text-secondary" style={{ fontSize: 13 }}>
            ({formatFileSize(file.size)}) <SvgIcon icon={DownloadOutlined} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A step of the dispute (opened, proposal, escalation…): a timeline entry with a dot. */
function StepItem({ event }: { event: DisputeEvent }) {
  const title = event.kind === 'message' ? '' : knownOr(DISPUTE_STEP_TITLES, event.kind, 'Update');
  return (
    <FlexBox gap={12} align="flex-start">
      <span
        aria-hidden
        style={{ width: 10, height: 10, borderRadius: '50%', background: '#1677ff', marginTop: 7, flexShrink: 0 }}
      />
      <div style={{ minWidth: 0 }}>
        <strong className="fl-text-strong">{title}</strong>{' '}
        <span className="fl-text-secondary" style={{ fontSize: 13 }}>
          {event.author ? `by ${event.author.fullName} · ` : ''}
          <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
        </span>
        {event.text && (
          <p className="fl-paragraph" style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
            {event.text}
          </p>
        )}
      </div>
    </FlexBox>
  );
}

/** A party's message: author, time, text and files to download. */
function MessageItem({ event }: { event: DisputeEvent }) {
  return (
    <div
      style={{
        border: '1px solid var(--fl-color-border-secondary)',
        borderRadius: 8,
        padding: 12,
        background: '#fafafa',
      }}
    >
      <FlexBox gap={8} wrap align="baseline">
        <strong className="fl-text-strong">{event.author?.fullName ?? 'Freelane'}</strong>
        <span className="fl-text-secondary" style={{ fontSize: 13 }}>
          <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
        </span>
      </FlexBox>
      {event.text && (
        <p className="fl-paragraph" style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
          {event.text}
        </p>
      )}
      <EventFiles files={event.files} />
    </div>
  );
}

/** The thread, oldest first, as the server orders it: messages among the steps of the dispute. */
export function DisputeThread({ events }: { events: DisputeEvent[] }) {
  if (events.length === 0) return <PlainEmpty description="Nothing has been written yet." />;
  return (
    <ol aria-label="Dispute thread" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {events.map((event) => (
        <li key={event._id} data-kind={event.kind} style={{ padding: '8px 0' }}>
          {event.kind === 'message' ? <MessageItem event={event} /> : <StepItem event={event} />}
        </li>
      ))}
    </ol>
  );
}
