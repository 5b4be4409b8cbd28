import { useRef, useState, type ChangeEvent } from 'react';
import { DeleteOutlined, PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Progress, Typography } from 'antd';
import { CHAT_ATTACHMENT_ACCEPT, DISPUTE_MESSAGE_MAX_LENGTH, type Dispute } from '@freelane/shared/contracts';
import { usePostDisputeMessageMutation } from '../api/post-dispute-message';
import { formatFileSize } from '../../../components/work-file-list';
import { useDisputeAction } from '../hooks/use-dispute-action';
import { addDisputeFiles, DISPUTE_FILE_LIMITS_TEXT } from '../lib/check-dispute-files';
import { useToasts } from '@freelane/shared/ui';

/**
 * Writes in the thread: text, files (checked against the server's limits before anything is sent),
 * or both, uploaded with a progress bar. The text and files stay if the server refuses them.
 */
export function DisputeComposer({ dispute }: { dispute: Dispute }) {
  const { message } = useToasts();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [postMessage, { isLoading }] = usePostDisputeMessageMutation();
  const run = useDisputeAction();
  const trimmed = text.trim();
  const tooLong = trimmed.length > DISPUTE_MESSAGE_MAX_LENGTH;

  const handlePick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // The same file can be picked again after being removed.
    event.target.value = '';
    const result = addDisputeFiles(files, picked);
    result.problems.forEach((problem) => message.error(problem));
    setFiles(result.files);
  };

  const handleSend = async () => {
    if (trimmed === '' && files.length === 0) {
      message.error('Please type a message or attach a file.');
      return;
    }
    if (tooLong) {
      message.error(`A message is at most ${DISPUTE_MESSAGE_MAX_LENGTH} characters.`);
      return;
    }
    if (files.length > 0) setPercent(0);
    const sent = await run(
      () =>
        postMessage({
          jobId: dispute.job._id,
          disputeId: dispute._id,
          text: trimmed,
          files,
          onProgress: setPercent,
        }).unwrap(),
      'Your message could not be sent. Please try again.',
    );
    setPercent(null);
    if (sent) {
      setText('');
      setFiles([]);
    }
  };

  return (
    <section aria-label="Write in the thread" style={{ marginTop: 16 }}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Write in the Thread
      </Typography.Title>
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-label="Message"
        placeholder="Explain, answer or add evidence…"
        rows={3}
        status={tooLong ? 'error' : undefined}
        disabled={isLoading}
      />
      {files.length > 0 && (
        <ul aria-label="Files to send" style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
          {files.map((file) => (
            <li key={`${file.name}:${file.size}:${file.lastModified}`}>
              <Flex align="center" gap={8}>
                <PaperClipOutlined aria-hidden />
                <Typography.Text style={{ wordBreak: 'break-all' }}>{file.name}</Typography.Text>
                <Typography.Text type="secondary">{formatFileSize(file.size)}</Typography.Text>
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  disabled={isLoading}
                  aria-label={`Remove ${file.name}`}
                  onClick={() => setFiles((current) => current.filter((kept) => kept !== file))}
                />
              </Flex>
            </li>
          ))}
        </ul>
      )}
      {percent !== null && <Progress percent={percent} aria-label="Upload progress" />}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 8 }}>
        <Flex align="center" gap={8} wrap>
          <Button
            icon={<PaperClipOutlined aria-hidden="true" />}
            disabled={isLoading}
            onClick={() => fileInput.current?.click()}
          >
            Attach Files
          </Button>
          <input
            ref={fileInput}
            type="file"
            multiple
            accept={CHAT_ATTACHMENT_ACCEPT}
            hidden
            aria-label="Choose files to attach"
            onChange={handlePick}
          />
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {tooLong ? `${trimmed.length} / ${DISPUTE_MESSAGE_MAX_LENGTH}` : DISPUTE_FILE_LIMITS_TEXT}
          </Typography.Text>
        </Flex>
        <Button
          type="primary"
          icon={<SendOutlined aria-hidden="true" />}
          loading={isLoading}
          onClick={() => void handleSend()}
        >
          Send Message
        </Button>
      </Flex>
    </section>
  );
}
