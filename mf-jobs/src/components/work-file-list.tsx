import { DownloadOutlined, FileZipOutlined } from '@ant-design/icons';
import { Empty, Flex, Typography } from 'antd';
import { formatFileSize, type WorkFile } from '@freelane/shared/contracts';
import { formatDate } from '../lib/format';
import { PlainList } from '@freelane/shared/ui';

interface WorkFileListProps {
  files: WorkFile[];
  /** Shown when nothing has been delivered yet. */
  emptyText?: string;
}

/**
 * The delivered work files of a job, each a download link (the API serves them only to the job's
 * owner and its hired freelancer). Later rounds (after a revision) are labelled.
 */
export function WorkFileList({ files, emptyText = 'No files have been delivered yet.' }: WorkFileListProps) {
  if (files.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <PlainList
      label="Delivered files"
      items={files}
      getKey={(file) => file._id}
      renderItem={(file) => (
        <Flex gap={12} align="center" justify="space-between" wrap>
          <Flex gap={12} align="center" style={{ minWidth: 0 }}>
            <FileZipOutlined style={{ fontSize: 24 }} aria-hidden />
            <div style={{ minWidth: 0 }}>
              <Typography.Text strong style={{ wordBreak: 'break-all' }}>
                {file.name}
              </Typography.Text>
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {formatFileSize(file.size)} · {file.round > 1 ? `Revision ${file.round - 1}` : 'First delivery'} ·{' '}
                {formatDate(file.submittedAt)}
              </Typography.Text>
            </div>
          </Flex>
          <a href={file.url} download={file.name} aria-label={`Download ${file.name}`}>
            <DownloadOutlined /> Download
          </a>
        </Flex>
      )}
    />
  );
}
