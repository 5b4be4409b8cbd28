import type { ReactNode } from 'react';
import { Checkbox, Col, Flex, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { Link } from 'react-router-dom';
import {
  BUDGET_TYPE_OPTIONS,
  JOB_CATEGORIES,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_DURATION_OPTIONS,
  JOB_RANK_OPTIONS,
  JOB_SALARY_MAX,
  JOB_TITLE_MAX_LENGTH,
  JOB_TYPE_OPTIONS,
  jobBody,
  type JobBody,
} from '@freelane/shared/contracts';
import { ApplicationDeadlineItem, FormSubmitButton, zodRule, useToasts, SkillsInput } from '@freelane/shared/ui';
import { useCurrencySymbol } from '@freelane/shared';
import { EMPTY_JOB_FORM, toJobFormBody, type JobFormValues } from '../lib/job-form-values';

interface JobFormProps {
  initialValues?: JobFormValues;
  submitLabel: string;
  submitting: boolean;
  /** Post A New Job asks for the terms; editing an already posted job does not ask again. */
  requireTerms?: boolean;
  onSubmit: (body: JobBody) => void;
  /** Further buttons beside the submit button (Edit Job: Delete). */
  extraActions?: ReactNode;
}

const shape = jobBody.shape;

/**
 * Every field of Post A New Job (spec §2, §9): option lists from the contract, the rules of the
 * API's own `jobBody` schema, so both sides show the same limits and messages.
 */
export function JobForm({
  initialValues = EMPTY_JOB_FORM,
  submitLabel,
  submitting,
  requireTerms = false,
  onSubmit,
  extraActions,
}: JobFormProps) {
  const currencySign = useCurrencySymbol();
  const [form] = Form.useForm<JobFormValues>();
  const { message } = useToasts();

  const handleFinish = (values: JobFormValues) => {
    const result = toJobFormBody(values);
    // The field rules run the same schema, so this only trips if the day changed while the form was open.
    if ('error' in result) {
      message.error(result.error);
      return;
    }
    onSubmit(result.body);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark="optional"
      noValidate
      initialValues={initialValues}
      onFinish={handleFinish}
    >
      <Form.Item label="Job title" name="title" rules={[zodRule(shape.title)]}>
        <Input maxLength={JOB_TITLE_MAX_LENGTH} showCount placeholder="e.g. Landing page redesign" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Category" name="category" rules={[zodRule(shape.category, undefined)]}>
            <Select
              placeholder="Choose a category"
              options={JOB_CATEGORIES.map((category) => ({ value: category, label: category }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Freelancer level" name="rank" rules={[zodRule(shape.rank, undefined)]}>
            <Select placeholder="Choose a level" options={[...JOB_RANK_OPTIONS]} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Description" name="description" rules={[zodRule(shape.description)]}>
        <Input.TextArea
          rows={6}
          maxLength={JOB_DESCRIPTION_MAX_LENGTH}
          showCount
          placeholder="What needs doing, what you expect delivered, anything the freelancer should know."
        />
      </Form.Item>
      <Form.Item label="Skills" name="skills" rules={[zodRule(shape.skills, [])]}>
        <SkillsInput />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Job type" name="jobType" rules={[zodRule(shape.jobType, undefined)]}>
            <Radio.Group options={JOB_TYPE_OPTIONS.map(({ value, label, disabled }) => ({ value, label, disabled }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Budget type" name="budgetType" rules={[zodRule(shape.budgetType, undefined)]}>
            <Radio.Group
              options={BUDGET_TYPE_OPTIONS.map(({ value, label, disabled }) => ({ value, label, disabled }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item label="Duration" name="duration" rules={[zodRule(shape.duration, undefined)]}>
            <Select placeholder="Choose a duration" options={[...JOB_DURATION_OPTIONS]} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            label="Budget"
            name="salary"
            validateFirst
            rules={[{ required: true, message: 'Please enter a budget.' }, zodRule(shape.salary)]}
          >
            <InputNumber min={0} max={JOB_SALARY_MAX} step={10} prefix={currencySign} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <ApplicationDeadlineItem />
        </Col>
      </Row>
      {requireTerms && (
        <Form.Item
          name="terms"
          valuePropName="checked"
          rules={[
            {
              validator: async (_rule, checked: boolean | undefined) => {
                if (!checked) throw new Error('Please accept the Terms and Conditions and the Privacy Policy.');
              },
            },
          ]}
        >
          <Checkbox>
            I agree to the{' '}
            <Link to="/terms-condition" target="_blank" rel="noopener noreferrer">
              Terms and Conditions
            </Link>{' '}
            and the{' '}
            <Link to="/privacy-policy" target="_blank" rel="noopener noreferrer">
              Privacy Policy
            </Link>
          </Checkbox>
        </Form.Item>
      )}
      <Flex gap={12} wrap justify="flex-end">
        {extraActions}
        <FormSubmitButton form={form} onFinish={handleFinish} submitting={submitting} type="primary" size="large">
          {submitting ? 'Please Wait' : submitLabel}
        </FormSubmitButton>
      </Flex>
    </Form>
  );
}
