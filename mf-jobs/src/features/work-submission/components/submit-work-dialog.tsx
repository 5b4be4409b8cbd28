import { useId, useRef, useState } from 'react';
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Modal, Progress, Typography, Upload } from 'antd';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@freelane/shared';
import { addFiles, WORK_FILE_ACCEPT, WORK_FILE_RULES } from '@freelane/shared/contracts';
import { useSubmitWorkMutation } from '../api/submit-work';
import { ChosenFileList } from './chosen-file-list';
import { useToasts } from '@freelane/shared/ui';

interface SubmitWorkDialogProps {
  /** The job to deliver; the dialog is open while it is set. */
  job: { _id: string; title: string } | null;
  onClose: () => void;
}

/**
 * Delivers the finished work: the kinds WORK_FILE_RULES takes (≤ 20 MB each, duplicates dropped), checked before
 * anything is sent, uploaded with a progress bar. Success goes to My Project (spec §4).
 */
export function SubmitWorkDialog({ job, onClose }: SubmitWorkDialogProps) {
  const titleId = useId();
  const [files, setFiles] = useState<File[]>([]);
  // antd hands over a multi-file pick one file at a time; the ref sees the files added a moment ago.
  const filesRef = useRef<File[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitWork, { isLoading }] = useSubmitWorkMutation();
  const { message } = useToasts();
  const navigate = useNavigate();

  const setChosen = (next: File[]) => {
    filesRef.current = next;
    setFiles(next);
  };

  const handlePick = (file: File) => {
    const result = addFiles(filesRef.current, [file], WORK_FILE_RULES);
    result.problems.forEach((problem) => message.error(problem));
    setChosen(result.files);
    setRefusal(null);
  };

  const handleClose = () => {
    if (isLoading) return;
    setChosen([]);
    setRefusal(null);
    onClose();
  };

  const handleSubmit = async () => {
    if (!job || files.length === 0) return;
    setPercent(0);
    setRefusal(null);
    try {
      const result = await submitWork({ jobId: job._id, files, onProgress: setPercent }).unwrap();
      message.success(result.message ?? 'Work submitted successfully.');
      setChosen([]);
      onClose();
      navigate('/my-project');
    } catch (error) {
      const text = getErrorMessage(error, 'Your work could not be submitted. Please try again.');
      setRefusal(text);
      message.error(text);
    } finally {
      setPercent(null);
    }
  };

  return (
    <Modal
      open={job !== null}
      title={<span id={titleId}>Submit Work</span>}
      aria-labelledby={titleId}
      okText={isLoading ? 'Uploading…' : 'Submit Work'}
      okButtonProps={{ disabled: files.length === 0, loading: isLoading }}
      cancelButtonProps={{ disabled: isLoading }}
      onOk={() => void handleSubmit()}
      onCancel={handleClose}
      mask={{ closable: !isLoading }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Deliver the finished work for <Typography.Text strong>{job?.title}</Typography.Text>. The client is e-mailed and
        can download the files.
      </Typography.Paragraph>
      <Upload.Dragger
        accept={WORK_FILE_ACCEPT}
        multiple
        showUploadList={false}
        disabled={isLoading}
        // Files are sent together by Submit Work (with progress), never by antd on pick.
        beforeUpload={(file) => {
          handlePick(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Click or drag your files here</p>
        <p className="ant-upload-hint">{WORK_FILE_RULES.limitsText}</p>
      </Upload.Dragger>
      <div style={{ marginTop: 16 }}>
        <ChosenFileList
          files={files}
          disabled={isLoading}
          onRemove={(file) => setChosen(filesRef.current.filter((kept) => !WORK_FILE_RULES.sameFile(kept, file)))}
        />
      </div>
      {percent !== null && <Progress percent={percent} aria-label="Upload progress" style={{ marginTop: 8 }} />}
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginTop: 16 }} />}
    </Modal>
  );
}
