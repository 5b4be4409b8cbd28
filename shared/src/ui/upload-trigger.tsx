import { UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Upload } from 'antd';

interface UploadTriggerProps {
  label: string;
  accept: string;
  uploading: boolean;
  percent: number | null;
  onFile: (file: File) => void;
}

/** A button that opens the file picker, then shows the upload's progress bar (the caller uploads the file). */
export function UploadTrigger({ label, accept, uploading, percent, onFile }: UploadTriggerProps) {
  return (
    <div>
      <Upload
        accept={accept}
        showUploadList={false}
        disabled={uploading}
        // The file is handed to our own upload (progress, messages); antd never sends anything itself.
        beforeUpload={(file) => {
          onFile(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          {uploading ? 'Please Wait' : label}
        </Button>
      </Upload>
      {percent !== null && (
        <Progress
          percent={percent}
          size="small"
          style={{ marginTop: 8, maxWidth: 320 }}
          aria-label={`${label} progress`}
        />
      )}
    </div>
  );
}
