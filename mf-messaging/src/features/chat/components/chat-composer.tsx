import { useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Input, Tooltip } from 'antd';
import { CHAT_ATTACHMENT_ACCEPT, MESSAGE_MAX_LENGTH } from '@freelane/shared/contracts';
import { addAttachments, ATTACHMENT_LIMITS_TEXT } from '../lib/check-attachments';
import { ChosenAttachments } from './chosen-attachments';
import { useToasts } from '@freelane/shared/ui';

interface ChatComposerProps {
  onSend: (text: string, files: File[]) => void;
  /** Called with the text on every change (typing signal), and with '' when it is sent or left. */
  onTyping: (text: string) => void;
  onStopTyping: () => void;
  /** Further actions beside the hint line (Add Project Brief). */
  extra?: ReactNode;
  hint?: ReactNode;
  compact?: boolean;
}

/** Counts characters from this many before the limit. */
const COUNT_FROM = MESSAGE_MAX_LENGTH - 500;

/**
 * The message box: Enter sends, Shift+Enter makes a new line (and Enter while an input method is
 * composing does nothing). Files are checked against the server's limits before anything is sent.
 */
export function ChatComposer({ onSend, onTyping, onStopTyping, extra, hint, compact = false }: ChatComposerProps) {
  const { message } = useToasts();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement | null>(null);
  const trimmed = text.trim();
  const tooLong = trimmed.length > MESSAGE_MAX_LENGTH;

  const handleSend = () => {
    if (trimmed === '' && files.length === 0) return;
    if (tooLong) {
      message.error(`A message can be at most ${MESSAGE_MAX_LENGTH} characters.`);
      return;
    }
    onSend(trimmed, files);
    onStopTyping();
    setText('');
    setFiles([]);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    handleSend();
  };

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.target.value);
    onTyping(event.target.value);
  };

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // The same file can be picked again after being removed.
    event.target.value = '';
    const result = addAttachments(files, picked);
    result.problems.forEach((problem) => message.error(problem));
    setFiles(result.files);
    textArea.current?.focus();
  };

  return (
    <div className="fl-chat-composer">
      <ChosenAttachments
        files={files}
        onRemove={(file) => setFiles((current) => current.filter((kept) => kept !== file))}
      />
      <div className="fl-chat-composer__row">
        <Tooltip title={ATTACHMENT_LIMITS_TEXT}>
          <Button
            shape="circle"
            icon={<PaperClipOutlined aria-hidden="true" />}
            aria-label="Attach files"
            onClick={() => fileInput.current?.click()}
          />
        </Tooltip>
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={CHAT_ATTACHMENT_ACCEPT}
          hidden
          aria-label="Choose files to attach"
          onChange={handlePick}
        />
        <div className="fl-chat-composer__input">
          <Input.TextArea
            ref={(instance) => {
              textArea.current = instance?.resizableTextArea?.textArea ?? null;
            }}
            value={text}
            onChange={handleChange}
            onKeyDown={handleKeyDown}
            onBlur={onStopTyping}
            placeholder="Type a message..."
            aria-label="Message"
            autoSize={{ minRows: 1, maxRows: compact ? 4 : 6 }}
            status={tooLong ? 'error' : undefined}
            // Stated inline so auto-size can measure them everywhere (jsdom has no stylesheet values).
            style={{ paddingTop: 8, paddingBottom: 8, borderTopWidth: 1, borderBottomWidth: 1 }}
          />
        </div>
        <Button
          type="primary"
          shape="round"
          icon={<SendOutlined aria-hidden="true" />}
          onClick={handleSend}
          disabled={trimmed === '' && files.length === 0}
        >
          Send
        </Button>
      </div>
      <div className="fl-chat-composer__foot">
        <span>
          {trimmed.length > COUNT_FROM ? (
            <span style={{ color: tooLong ? '#b42318' : undefined }}>
              {trimmed.length} / {MESSAGE_MAX_LENGTH}
            </span>
          ) : (
            (hint ?? 'Enter to send · Shift+Enter for a new line')
          )}
        </span>
        {extra}
      </div>
    </div>
  );
}
