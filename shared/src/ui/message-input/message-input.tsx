import {
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import PaperClipOutlined from '@ant-design/icons-svg/es/asn/PaperClipOutlined';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import { addFiles, formatFileSize, type FileRules } from '../../contracts/file-check';
import { buttonClassName, PlainButton } from '../plain/plain-button';
import { PlainProgress } from '../plain/plain-progress';
import '../plain/plain-form.css';
import { SvgIcon } from '../svg-icon';
import { useToasts } from '../use-toasts';
import './message-input.css';

export interface MessageInputProps {
  /** Sends the trimmed text and the files; resolve `false` to keep both (the server refused them). */
  onSend: (text: string, files: File[]) => void | boolean | Promise<boolean>;
  maxLength: number;
  /** What files may go with a message (checked here before anything is sent). */
  rules: FileRules;
  /**
   * chat: one row (attach, a box that grows, Send), Enter sends, Shift+Enter makes a new line.
   * thread: a three-line box, then Attach Files with the limits, and Send Message.
   */
  layout: 'chat' | 'thread';
  placeholder: string;
  /** While a message is being sent: the box, the files and the buttons wait. */
  busy?: boolean;
  /** Upload progress (0–100) while files go, shown under the box. */
  percent?: number | null;
  onTextChange?: (text: string) => void;
  onBlur?: () => void;
  /** chat: the line under the row when no character count shows. */
  hint?: ReactNode;
  /** chat: further actions beside the hint line. */
  extra?: ReactNode;
  /** chat: grows to 4 lines instead of 6 (the small window). */
  compact?: boolean;
}

/** The files about to go with the next message, each removable. */
function ChosenFiles({
  files,
  disabled,
  onRemove,
}: {
  files: readonly File[];
  disabled: boolean;
  onRemove: (file: File) => void;
}) {
  if (files.length === 0) return null;
  return (
    <ul className="fl-message-input__files" aria-label="Files to send">
      {files.map((file) => (
        <li key={`${file.name}:${file.size}:${file.lastModified}`}>
          <SvgIcon icon={PaperClipOutlined} />
          <span className="fl-message-input__file-name" title={file.name}>
            {file.name}
          </span>
          <span className="fl-message-input__muted">{formatFileSize(file.size)}</span>
          <button
            type="button"
            className={buttonClassName(
              { type: 'text', size: 'small' },
              'fl-btn--icon fl-btn--round fl-message-input__remove',
            )}
            disabled={disabled}
            aria-label={`Remove ${file.name}`}
            onClick={() => onRemove(file)}
          >
            <SvgIcon icon={CloseOutlined} size={12} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Grows the chat's box with its text from one line up to `maxRows` (antd's TextArea autoSize), then
 * scrolls inside it. Measured from the element's own line height, padding and border.
 */
function useAutoSize(box: RefObject<HTMLTextAreaElement | null>, text: string, maxRows: number | null) {
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || maxRows === null) return;
    const style = window.getComputedStyle(element);
    const lineHeight = Number.parseFloat(style.lineHeight) || 22;
    const frame =
      (Number.parseFloat(style.paddingTop) || 0) +
      (Number.parseFloat(style.paddingBottom) || 0) +
      (Number.parseFloat(style.borderTopWidth) || 0) +
      (Number.parseFloat(style.borderBottomWidth) || 0);
    element.style.height = 'auto';
    const wanted =
      element.scrollHeight +
      (Number.parseFloat(style.borderTopWidth) || 0) +
      (Number.parseFloat(style.borderBottomWidth) || 0);
    const most = lineHeight * maxRows + frame;
    const least = lineHeight + frame;
    element.style.height = `${Math.max(least, Math.min(wanted, most))}px`;
    element.style.overflowY = wanted > most ? 'auto' : 'hidden';
  }, [box, text, maxRows]);
}

/**
 * The box a message is written in, with its files: the chat and a dispute thread use the same one.
 * Files are checked against the server's limits when picked; a message over the length limit or
 * with nothing in it is not sent.
 */
export function MessageInput({
  onSend,
  maxLength,
  rules,
  layout,
  placeholder,
  busy = false,
  percent = null,
  onTextChange,
  onBlur,
  hint,
  extra,
  compact = false,
}: MessageInputProps) {
  const { message } = useToasts();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement | null>(null);
  const trimmed = text.trim();
  const tooLong = trimmed.length > maxLength;
  const empty = trimmed === '' && files.length === 0;
  const chat = layout === 'chat';
  useAutoSize(textArea, text, chat ? (compact ? 4 : 6) : null);

  const send = async () => {
    if (busy) return;
    if (empty) {
      if (!chat) message.error('Please type a message or attach a file.');
      return;
    }
    if (tooLong) {
      message.error(`A message can be at most ${maxLength} characters.`);
      return;
    }
    const sent = await onSend(trimmed, files);
    if (sent === false) return;
    setText('');
    setFiles([]);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!chat || event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.target.value);
    onTextChange?.(event.target.value);
  };

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // The same file can be picked again after being removed.
    event.target.value = '';
    const result = addFiles(files, picked, rules);
    result.problems.forEach((problem) => message.error(problem));
    setFiles(result.files);
    textArea.current?.focus();
  };

  const picker = (
    <input
      ref={fileInput}
      type="file"
      multiple
      accept={rules.accept}
      hidden
      aria-label="Choose files to attach"
      onChange={handlePick}
    />
  );
  const box = (
    <textarea
      ref={textArea}
      className="fl-textarea"
      value={text}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      onBlur={onBlur}
      placeholder={placeholder}
      aria-label="Message"
      disabled={busy}
      aria-invalid={tooLong || undefined}
      rows={chat ? 1 : 3}
    />
  );
  const count = (
    <span className={tooLong ? 'fl-message-input__over' : undefined}>
      {trimmed.length} / {maxLength}
    </span>
  );
  const chosen = (
    <ChosenFiles
      files={files}
      disabled={busy}
      onRemove={(file) => setFiles((current) => current.filter((kept) => kept !== file))}
    />
  );
  const progress = percent !== null && <PlainProgress percent={percent} aria-label="Upload progress" />;

  if (chat) {
    return (
      <div className="fl-message-input fl-message-input--chat">
        {chosen}
        <div className="fl-message-input__row">
          {/* The limits show on hover, as antd's Tooltip showed them; the name stays "Attach files". */}
          <button
            type="button"
            className={buttonClassName({}, 'fl-btn--icon fl-btn--round')}
            title={rules.limitsText}
            aria-label="Attach files"
            disabled={busy}
            onClick={() => fileInput.current?.click()}
          >
            <SvgIcon icon={PaperClipOutlined} />
          </button>
          {picker}
          <div className="fl-message-input__box">{box}</div>
          <PlainButton
            type="primary"
            className="fl-message-input__send"
            icon={<SvgIcon icon={SendOutlined} />}
            loading={busy}
            onClick={() => void send()}
            disabled={empty}
          >
            Send
          </PlainButton>
        </div>
        {progress}
        <div className="fl-message-input__foot">
          {trimmed.length > maxLength - 500 ? (
            count
          ) : (
            // The keyboard hint is for keyboards: a phone (message-input.css) leaves its row to the messages.
            <span className="fl-message-input__hint">{hint ?? 'Enter to send · Shift+Enter for a new line'}</span>
          )}
          {extra}
        </div>
      </div>
    );
  }

  return (
    <div className="fl-message-input fl-message-input--thread">
      {box}
      {chosen}
      {progress}
      <div className="fl-message-input__foot">
        <span className="fl-message-input__attach">
          <PlainButton
            icon={<SvgIcon icon={PaperClipOutlined} />}
            disabled={busy}
            onClick={() => fileInput.current?.click()}
          >
            Attach Files
          </PlainButton>
          {picker}
          <span>{tooLong ? count : rules.limitsText}</span>
        </span>
        <PlainButton type="primary" icon={<SvgIcon icon={SendOutlined} />} loading={busy} onClick={() => void send()}>
          Send Message
        </PlainButton>
      </div>
    </div>
  );
}
