import FilePdfOutlined from '@ant-design/icons-svg/es/asn/FilePdfOutlined';
import FileZipOutlined from '@ant-design/icons-svg/es/asn/FileZipOutlined';
import { SvgIcon } from '@freelane/shared/ui';
import type { ChatAttachment } from '@freelane/shared/contracts';
import { formatFileSize } from '@freelane/shared/contracts';

/** Images inline (a thumbnail that opens full size), other files as download links with name and size. */
export function MessageAttachments({ attachments }: { attachments: readonly ChatAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <div className="fl-chat-files">
      {attachments.map((file) =>
        file.contentType.startsWith('image/') ? (
          <a
            key={file._id}
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
            title={`Open ${file.name} full size`}
          >
            <img className="fl-chat-files__image" src={file.url} alt={file.name} loading="lazy" />
          </a>
        ) : (
          <a key={file._id} className="fl-chat-files__file" href={file.url} download={file.name}>
            {file.contentType === 'application/pdf' ? (
              <SvgIcon icon={FilePdfOutlined} size={22} />
            ) : (
              <SvgIcon icon={FileZipOutlined} size={22} />
            )}
            <span>
              <span className="fl-chat-files__name">{file.name}</span>
              <br />
              <span className="fl-chat-files__size">{formatFileSize(file.size)}</span>
            </span>
          </a>
        ),
      )}
    </div>
  );
}
