import { recommendationBody, RECOMMENDATION_NOTE_MAX_LENGTH } from '@freelane/shared/contracts';
import { zodRule } from '@freelane/shared/ui';
import { Form, Input, Modal } from 'antd';

interface RecommendDialogProps {
  freelancerName: string | null;
  busy: boolean;
  onSubmit: (note: string) => void;
  onCancel: () => void;
}

/** Why the assistant recommends this freelancer: the note the client reads beside the proposal. */
export function RecommendDialog({ freelancerName, busy, onSubmit, onCancel }: RecommendDialogProps) {
  const [form] = Form.useForm<{ note: string }>();
  return (
    <Modal
      open={freelancerName !== null}
      title={`Recommend ${freelancerName ?? ''}`}
      okText="Recommend"
      okButtonProps={{ loading: busy }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={({ note }) => onSubmit(note.trim())}>
        <Form.Item label="Note for the client" name="note" rules={[zodRule(recommendationBody.shape.note)]}>
          <Input.TextArea rows={4} showCount maxLength={RECOMMENDATION_NOTE_MAX_LENGTH} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
