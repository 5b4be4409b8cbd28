import { DeleteOutlined, FileZipOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { formatFileSize } from '@freelane/shared/contracts';

interface ChosenFileListProps {
  files: File[];
  disabled: boolean;
  onRemove: (file: File) => void;
}

/** The files about to be sent, each removable until the upload starts. */
export function ChosenFileList({ files, disabled, onRemove }: ChosenFileListProps) {
  if (files.length === 0) return null;
  return (
    <ul aria-label="Files to submit" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {files.map((file) => (
        <li
          key={`${file.name}:${file.size}`}
          style={{ borderBottom: '1px solid var(--fl-color-border-secondary)', padding: '8px 0' }}
        >
          <Flex align="center" gap={12}>
            <FileZipOutlined style={{ fontSize: 20 }} aria-hidden />
            <div style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text style={{ wordBreak: 'break-all' }}>{file.name}</Typography.Text>
              <div>
                <Typography.Text type="secondary">{formatFileSize(file.size)}</Typography.Text>
              </div>
            </div>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              disabled={disabled}
              aria-label={`Remove ${file.name}`}
              onClick={() => onRemove(file)}
            />
          </Flex>
        </li>
      ))}
    </ul>
  );
}
