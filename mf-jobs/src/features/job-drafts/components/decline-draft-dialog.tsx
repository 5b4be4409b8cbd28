import { Form, Input, Modal } from 'antd';
import { AntdProvider, zodRule } from '@freelane/shared/ui';
import { declineJobDraftBody, JOB_DRAFT_DECLINE_REASON_MAX_LENGTH } from '@freelane/shared/contracts';

interface DeclineDraftDialogProps {
  /** The draft's title; the dialog is closed while null. */
  title: string | null;
  assistantName: string;
  declining: boolean;
  onDecline: (reason: string | undefined) => void;
  onCancel: () => void;
}

/**
 * Decline a draft, saying why if the client wishes: the assistant reads the reason. Loaded when first
 * opened, on a dashboard that renders no antd: it brings its own theme.
 */
export function DeclineDraftDialog({ title, assistantName, declining, onDecline, onCancel }: DeclineDraftDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <AntdProvider>
      <Modal
        open={title !== null}
        title={title ? `Decline “${title}”?` : undefined}
        okText="Decline draft"
        okButtonProps={{ danger: true }}
        confirmLoading={declining}
        onOk={() => form.submit()}
        onCancel={onCancel}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ reason: '' }}
          onFinish={({ reason }) => onDecline(reason.trim() || undefined)}
        >
          <Form.Item
            label={`Reason for ${assistantName} (optional)`}
            name="reason"
            rules={[zodRule(declineJobDraftBody.shape.reason)]}
          >
            <Input.TextArea rows={4} maxLength={JOB_DRAFT_DECLINE_REASON_MAX_LENGTH} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </AntdProvider>
  );
}
