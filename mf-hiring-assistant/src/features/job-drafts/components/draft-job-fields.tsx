import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useCurrencySymbol } from '@freelane/shared';
import { ApplicationDeadlineItem, SkillsInput, zodRule } from '@freelane/shared/ui';
import {
  BUDGET_TYPE_OPTIONS,
  JOB_CATEGORIES,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_DURATION_OPTIONS,
  JOB_RANK_OPTIONS,
  JOB_SALARY_MAX,
  JOB_SKILLS_MAX_COUNT,
  JOB_TITLE_MAX_LENGTH,
  JOB_TYPE_OPTIONS,
  jobBody,
} from '@freelane/shared/contracts';

const shape = jobBody.shape;
const choices = <T extends { value: string; label: string; disabled?: boolean }>(options: readonly T[]) =>
  options.map(({ value, label, disabled }) => ({ value, label, disabled }));

/**
 * Post A Job's fields, each checked by the contract's own `jobBody` rule (the API checks the draft
 * with it, and again when the client approves), so the limits and messages are the same.
 */
export function DraftJobFields() {
  const currencySign = useCurrencySymbol();
  return (
    <>
      <Form.Item label="Job title" name="title" rules={[zodRule(shape.title)]}>
        <Input maxLength={JOB_TITLE_MAX_LENGTH} showCount placeholder="e.g. Landing page redesign" />
      </Form.Item>
      <Form.Item label="Category" name="category" rules={[zodRule(shape.category, undefined)]}>
        <Select placeholder="Choose a category" options={JOB_CATEGORIES.map((value) => ({ value, label: value }))} />
      </Form.Item>
      <Form.Item label="Freelancer level" name="rank" rules={[zodRule(shape.rank, undefined)]}>
        <Select placeholder="Choose a level" options={choices(JOB_RANK_OPTIONS)} />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={[zodRule(shape.description)]}>
        <Input.TextArea rows={5} maxLength={JOB_DESCRIPTION_MAX_LENGTH} showCount />
      </Form.Item>
      <Form.Item
        label="Skills"
        name="skills"
        extra={`Type a skill, then Add or Enter (at most ${JOB_SKILLS_MAX_COUNT}).`}
        rules={[zodRule(shape.skills, [])]}
      >
        {/* The same field as Post A Job's, with its Add button (issue 36). */}
        <SkillsInput />
      </Form.Item>
      <Form.Item label="Job type" name="jobType" rules={[zodRule(shape.jobType, undefined)]}>
        <Radio.Group options={choices(JOB_TYPE_OPTIONS)} />
      </Form.Item>
      <Form.Item label="Budget type" name="budgetType" rules={[zodRule(shape.budgetType, undefined)]}>
        <Radio.Group options={choices(BUDGET_TYPE_OPTIONS)} />
      </Form.Item>
      <Form.Item label="Duration" name="duration" rules={[zodRule(shape.duration, undefined)]}>
        <Select placeholder="Choose a duration" options={choices(JOB_DURATION_OPTIONS)} />
      </Form.Item>
      <Form.Item
        label="Budget"
        name="salary"
        validateFirst
        rules={[{ required: true, message: 'Please enter a budget.' }, zodRule(shape.salary)]}
      >
        <InputNumber min={0} max={JOB_SALARY_MAX} step={10} prefix={currencySign} style={{ width: '100%' }} />
      </Form.Item>
      <ApplicationDeadlineItem />
    </>
  );
}
