import { Form } from 'antd';
import { jobBody } from '@freelane/shared/contracts';
import { DeadlineInput, deadlineNotFuture } from './deadline-input';

export { toJobBody } from './job-body';

/**
 * The "Application deadline" of an antd form (an assistant's draft dialog, which loads antd when it
 * opens): the plain date box, checked by the contract's own rule.
 */
export function ApplicationDeadlineItem() {
  return (
    <Form.Item
      label="Application deadline"
      name="applicationDeadline"
      validateFirst
      rules={[
        { required: true, message: 'Please choose an application deadline.' },
        {
          validator: async (_rule, value: string | null) => {
            const notFuture = deadlineNotFuture(value);
            if (notFuture) throw new Error(notFuture);
            const result = jobBody.shape.applicationDeadline.safeParse(value ?? undefined);
            if (!result.success) throw new Error(result.error.issues[0]?.message);
          },
        },
      ]}
    >
      <DeadlineInput />
    </Form.Item>
  );
}
