import { useRef } from 'react';
import UploadOutlined from '@ant-design/icons-svg/es/asn/UploadOutlined';
import { SvgIcon } from '../svg-icon';
import { PlainButton } from './plain-button';
import { PlainProgress } from './plain-progress';

export interface PlainUploadTriggerProps {
  label: string;
  accept: string;
  uploading: boolean;
  percent: number | null;
  onFile: (file: File) => void;
}

/**
 * A button that opens the file picker, then shows the upload's progress bar (the caller uploads the
 * file): antd's Upload with `showUploadList={false}` around a Button, without antd (issue 39). The
 * file input is hidden and out of the tab order, as antd's; the button is what a person reaches.
 */
export function PlainUploadTrigger({ label, accept, uploading, percent, onFile }: PlainUploadTriggerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div>
      <input
        ref={input}
        type="file"
        accept={accept}
        disabled={uploading}
        tabIndex={-1}
        style={{ display: 'none' }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again (after a refusal) is a change too.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <PlainButton icon={<SvgIcon icon={UploadOutlined} />} loading={uploading} onClick={() => input.current?.click()}>
        {uploading ? 'Please Wait' : label}
      </PlainButton>
      {percent !== null && (
        <PlainProgress percent={percent} style={{ marginTop: 8, maxWidth: 320 }} aria-label={`${label} progress`} />
      )}
    </div>
  );
}
