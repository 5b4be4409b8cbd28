import { getErrorMessage, refreshCurrentUser, useAppDispatch } from '@freelane/shared';
import {
  ASSISTANT_REASON_MAX_LENGTH,
  HIRING_SPECIALIZATION_LABELS,
  HIRING_SPECIALIZATIONS,
  hiringAssistantApplicationBody,
  splitSkills,
} from '@freelane/shared/contracts';
import { zodRule, useToasts } from '@freelane/shared/ui';
import { Button, Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { Link } from 'react-router-dom';
import { useApplyHiringAssistantMutation } from '../api/apply-hiring-assistant';

const fields = hiringAssistantApplicationBody.shape;

interface FormValues {
  yourSpecialization?: string;
  yearsOfExperience?: number;
  skillsText?: string;
  reason?: string;
  agreeToTerms?: boolean;
}

/** The spec's application form; the agreement is enforced (the spec's checkbox was not). */
export function HiringApplicationForm() {
  const { message } = useToasts();
  const [apply, { isLoading }] = useApplyHiringAssistantMutation();
  const dispatch = useAppDispatch();

  const submit = async ({ skillsText, ...values }: FormValues) => {
    const parsed = hiringAssistantApplicationBody.safeParse({ ...values, skills: splitSkills(skillsText ?? '') });
    if (!parsed.success) {
      message.error(parsed.error.issues[0]?.message ?? 'Please check the form.');
      return;
    }
    try {
      message.success((await apply(parsed.data).unwrap()).message);
      // Now Pending: the header's Hiring Assistant link follows the stored user.
      void dispatch(refreshCurrentUser());
    } catch (error) {
      message.error(getErrorMessage(error));
    }
  };

  return (
    <Form<FormValues> layout="vertical" requiredMark="optional" onFinish={(values) => void submit(values)}>
      <Form.Item
        label="Your Specialization"
        name="yourSpecialization"
        rules={[zodRule(fields.yourSpecialization, undefined)]}
      >
        <Select
          placeholder="Choose your specialization"
          options={HIRING_SPECIALIZATIONS.map((value) => ({ value, label: HIRING_SPECIALIZATION_LABELS[value] }))}
        />
      </Form.Item>
      <Form.Item
        label="Years Of Experience"
        name="yearsOfExperience"
        rules={[
          { required: true, message: 'Please enter your years of experience.' },
          zodRule(fields.yearsOfExperience, undefined),
        ]}
      >
        <InputNumber min={0} max={60} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        label="Key Skills (comma separated)"
        name="skillsText"
        rules={[
          {
            required: true,
            validator: async (_rule, value: string | undefined) => {
              const result = fields.skills.safeParse(splitSkills(value ?? ''));
              if (!result.success) throw new Error(result.error.issues[0]?.message);
            },
          },
        ]}
      >
        <Input placeholder="React, Node.js, Technical interviews" />
      </Form.Item>
      <Form.Item label="Why do you want to be a hiring assistant?" name="reason" rules={[zodRule(fields.reason)]}>
        <Input.TextArea rows={4} showCount maxLength={ASSISTANT_REASON_MAX_LENGTH} />
      </Form.Item>
      <Form.Item
        name="agreeToTerms"
        valuePropName="checked"
        rules={[
          {
            validator: async (_rule, value: boolean | undefined) => {
              if (value !== true) throw new Error('Please accept the Hiring Assistant Terms And Conditions.');
            },
          },
        ]}
      >
        <Checkbox>
          I agree to the{' '}
          <Link to="/hiring-assistant-terms" target="_blank" rel="noopener noreferrer">
            Hiring Assistant Terms And Conditions
          </Link>
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Submit Application
      </Button>
    </Form>
  );
}
