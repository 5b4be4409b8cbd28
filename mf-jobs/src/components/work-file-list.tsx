import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import FileZipOutlined from '@ant-design/icons-svg/es/asn/FileZipOutlined';
import type { WorkFile } from '@freelane/shared/contracts';
import { formatFileSize } from '@freelane/shared/contracts/file-check';
import { FlexBox, PlainEmpty, PlainList, SvgIcon } from '@freelane/shared/ui';
import { formatDate } from '../lib/format';

interface WorkFileListProps {
  files: WorkFile[];
  /** Shown when nothing has been delivered yet. */
  emptyText?: string;
}

/**
 * The delivered work files of a job, each a download link (the API serves them only to the job's
 * owner and its hired freelancer). Later rounds (after a revision) are labelled. Plain (issue 39):
 * it is on the first screen of the review, revision and contract pages.
 */
export function WorkFileList({ files, emptyText = 'No files have been delivered yet.' }: WorkFileListProps) {
  if (files.length === 0) return <PlainEmpty description={emptyText} />;
  return (
    <PlainList
      label="Delivered files"
      items={files}
      getKey={(file) => file._id}
      renderItem={(file) => (
        <FlexBox gap={12} align="center" justify="space-between" wrap>
          <FlexBox gap={12} align="center" style={{ minWidth: 0 }}>
            <SvgIcon icon={FileZipOutlined} size={24} />
            <div style={{ minWidth: 0 }}>
              <strong className="fl-text-strong" style={{ wordBreak: 'break-all' }}>
                {file.name}
              </strong>
              <br />
              <span className="fl-text-secondary" style={{ fontSize: 13 }}>
                {formatFileSize(file.size)} · {file.round > 1 ? `Revision ${file.round - 1}` : 'First delivery'} ·{' '}
                {formatDate(file.submittedAt)}
              </span>
            </div>
          </FlexBox>
          <a href={file.url} download={file.name} aria-label={`Download ${file.name}`} className="fl-link">
            <SvgIcon icon={DownloadOutlined} /> Download
          </a>
        </FlexBox>
      )}
    />
  );
}
