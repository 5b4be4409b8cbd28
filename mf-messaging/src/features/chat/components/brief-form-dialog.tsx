import { useId } from 'react';
import { Col, Form, Input, InputNumber, Modal, Radio, Row, Select, Typography } from 'antd';
import {
  BRIEF_BUDGET_TYPES,
  BRIEF_DURATIONS,
  knownValue,
  BRIEF_BUDGET_TYPE_OPTIONS,
  BRIEF_DELIVERABLES_MAX_LENGTH,
  BRIEF_DURATION_OPTIONS,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_SALARY_MAX,
  JOB_TITLE_MAX_LENGTH,
  projectBriefBody,
  type ProjectBrief,
  type ProjectBriefBody,
  type ProjectBriefBodyInput,
} from '@freelane/shared/contracts';
import { AntdProvider, zodRule } from '@freelane/shared/ui';
import { useCurrencySymbol } from '@freelane/shared';

interface BriefFormDialogProps {
  open: boolean;
  title: string;
  okText: string;
  /** A line under the title: what happens once the brief is accepted. */
  intro?: string;
  /** The brief being edited; a new one when absent. */
  initial?: ProjectBrief | null;
  submitting: boolean;
  /** Resolves true when the brief was saved (the dialog then closes). */
  onSubmit: (body: ProjectBriefBody) => Promise<boolean>;
  onCancel: () => void;
}

const shape = projectBriefBody.shape;

type BriefFormValues = Partial<ProjectBriefBodyInput>;

function initialValues(brief: ProjectBrief | null | undefined): BriefFormValues {
  if (!brief) return {};
  const { title, description, delivarables, salary, duration, budgetType } = brief;
  // A value this code does not know (a newer release's) is asked again rather than sent back.
  return {
    title,
    description,
    delivarables,
    salary,
    duration: knownValue(BRIEF_DURATIONS, duration),
    budgetType: knownValue(BRIEF_BUDGET_TYPES, budgetType),
  };
}

/**
 * A project brief's fields with the API's own rules (`projectBriefBody`), so both sides show the same
 * limits and messages. Used to propose a brief and, by its sender, to edit an open one.
 */
export function BriefFormDialog({
  open,
  title,
  okText,
  intro,
  initial,
  submitting,
  onSubmit,
  onCancel,
}: BriefFormDialogProps) {
  const currencySign = useCurrencySymbol();
  const titleId = useId();
  const [form] = Form.useForm<BriefFormValues>();

  const handleOk = async () => {
    let values: BriefFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // antd shows each field's message.
    }
    const parsed = projectBriefBody.safeParse(values);
    if (!parsed.success) return;
    if (await onSubmit(parsed.data)) form.resetFields();
  };

  // An island (loaded when first opened), in antd's theme of its own: the conversation is plain.
  return (
    <AntdProvider>
      <Modal
        open={open}
        title={<span id={titleId}>{title}</span>}
        aria-labelledby={titleId}
        okText={okText}
        onOk={() => void handleOk()}
        okButtonProps={{ loading: submitting }}
        cancelButtonProps={{ disabled: submitting }}
        onCancel={onCancel}
        destroyOnHidden
        width={640}
      >
        {intro && (
          <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
            {intro}
          </Typography.Paragraph>
        )}
        <Form
          form={form}
          layout="vertical"
          requiredMark="optional"
          noValidate
          initialValues={initialValues(initial)}
          preserve={false}
        >
          <Form.Item label="Title" name="title" rules={[zodRule(shape.title)]}>
            <Input maxLength={JOB_TITLE_MAX_LENGTH} placeholder="e.g. Landing page for our spring launch" />
          </Form.Item>
          <Form.Item label="Description" name="description" rules={[zodRule(shape.description)]}>
            <Input.TextArea
              rows={4}
              maxLength={JOB_DESCRIPTION_MAX_LENGTH}
              showCount
              placeholder="What the work is and what matters most."
            />
          </Form.Item>
          <Form.Item label="Deliverables" name="delivarables" rules={[zodRule(shape.delivarables)]}>
            <Input.TextArea
              rows={3}
              maxLength={BRIEF_DELIVERABLES_MAX_LENGTH}
              showCount
              placeholder="What will be handed over, e.g. Figma file, responsive HTML page, source code."
            />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item
                label="Budget"
                name="salary"
                validateFirst
                rules={[{ required: true, message: 'Please enter a budget.' }, zodRule(shape.salary)]}
              >
                <InputNumber min={0} max={JOB_SALARY_MAX} step={10} prefix={currencySign} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="Duration" name="duration" rules={[zodRule(shape.duration, undefined)]}>
                <Select placeholder="Choose a duration" options={[...BRIEF_DURATION_OPTIONS]} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label="Budget type" name="budgetType" rules={[zodRule(shape.budgetType, undefined)]}>
            <Radio.Group options={BRIEF_BUDGET_TYPE_OPTIONS.map(({ value, label }) => ({ value, label }))} />
          </Form.Item>
        </Form>
      </Modal>
    </AntdProvider>
  );
}
