import { CloseOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { formatFileSize } from '../lib/format-file-size';

interface ChosenAttachmentsProps {
  files: readonly File[];
  onRemove: (file: File) => void;
}

/** The files about to go with the next message, each removable. */
export function ChosenAttachments({ files, onRemove }: ChosenAttachmentsProps) {
  if (files.length === 0) return null;
  return (
    <ul className="fl-chat-chosen" aria-label="Files to send">
      {files.map((file) => (
        <li key={`${file.name}:${file.size}:${file.lastModified}`}>
          <PaperClipOutlined aria-hidden="true" />
          <span className="fl-chat-chosen__name" title={file.name}>
            {file.name}
          </span>
          <span style={{ color: '#667085' }}>{formatFileSize(file.size)}</span>
          <Button type="text" size="small" shape="circle" icon={<CloseOutlined aria-hidden="true" />} aria-label={`Remove ${file.name}`} onClick={() => onRemove(file)} />
        </li>
      ))}
    </ul>
  );
}
