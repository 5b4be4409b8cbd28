import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  PROPOSAL_TIMELINE_OPTIONS,
  SCREENING_QUESTION_MAX_LENGTH,
  SCREENING_QUESTIONS_MAX,
  SCREENING_SKILLS_MAX,
  SCREENING_TOOL_DESCRIPTIONS,
  SCREENING_TOOL_LABELS,
} from '@freelane/shared/contracts';
import { Button, Checkbox, Flex, Form, Input, InputNumber, Select } from 'antd';

const RATING_OPTIONS = [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5].map((value) => ({
  value,
  label: `${value} stars or more`,
}));

/**
 * The six tools as form fields, inside a Form whose values are CriteriaFormValues. Leaving a field
 * empty leaves that tool off; at least one must be on (checked on save).
 */
export function CriteriaFields() {
  return (
    <>
      <Form.Item label={SCREENING_TOOL_LABELS.questions} extra={SCREENING_TOOL_DESCRIPTIONS.questions}>
        <Form.List name="questions">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={8} align="start">
                  <Form.Item
                    name={field.name}
                    noStyle
                    rules={[{ min: 5, message: 'Each question must be at least 5 characters.' }]}
                  >
                    <Input.TextArea
                      aria-label={`Question ${index + 1}`}
                      autoSize={{ minRows: 1, maxRows: 4 }}
                      maxLength={SCREENING_QUESTION_MAX_LENGTH}
                      placeholder="e.g. Which similar project have you delivered?"
                    />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={`Remove question ${index + 1}`}
                    onClick={() => remove(field.name)}
                  />
                </Flex>
              ))}
              {fields.length < SCREENING_QUESTIONS_MAX && (
                <Button icon={<PlusOutlined />} onClick={() => add('')} style={{ alignSelf: 'start' }}>
                  Add question
                </Button>
              )}
            </Flex>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item
        label={SCREENING_TOOL_LABELS.requiredSkills}
        name="requiredSkills"
        extra={`${SCREENING_TOOL_DESCRIPTIONS.requiredSkills} Type a skill and press Enter (at most ${SCREENING_SKILLS_MAX}).`}
      >
        <Select
          mode="tags"
          open={false}
          maxCount={SCREENING_SKILLS_MAX}
          placeholder="e.g. React"
          tokenSeparators={[',']}
        />
      </Form.Item>
      <Form.Item name="portfolioRequired" valuePropName="checked" extra={SCREENING_TOOL_DESCRIPTIONS.portfolio}>
        <Checkbox>{SCREENING_TOOL_LABELS.portfolio}</Checkbox>
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item
          label={SCREENING_TOOL_LABELS.minCompletedProjects}
          name="minCompletedProjects"
          extra={SCREENING_TOOL_DESCRIPTIONS.minCompletedProjects}
          style={{ flex: '1 1 220px' }}
        >
          <InputNumber min={1} max={1000} precision={0} placeholder="Off" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          label={SCREENING_TOOL_LABELS.minRating}
          name="minRating"
          extra={SCREENING_TOOL_DESCRIPTIONS.minRating}
          style={{ flex: '1 1 220px' }}
        >
          <Select allowClear placeholder="Off" options={RATING_OPTIONS} />
        </Form.Item>
        <Form.Item
          label={SCREENING_TOOL_LABELS.maxTimeline}
          name="maxTimeline"
          extra={SCREENING_TOOL_DESCRIPTIONS.maxTimeline}
          style={{ flex: '1 1 220px' }}
        >
          <Select allowClear placeholder="Off" options={[...PROPOSAL_TIMELINE_OPTIONS]} />
        </Form.Item>
      </Flex>
    </>
  );
}
