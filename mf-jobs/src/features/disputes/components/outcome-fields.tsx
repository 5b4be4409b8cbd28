import { Form, InputNumber, Radio, Space } from 'antd';
import {
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_OUTCOMES,
  DISPUTE_REDO_DAYS_MAX,
  DISPUTE_REDO_DAYS_MIN,
  type DisputeOutcome,
} from '@freelane/shared/contracts';

export interface OutcomeValues {
  outcome?: DisputeOutcome;
  redoDays?: number | null;
}

/** The outcome to propose or decide, and the days to redo the work (asked only for a redo). */
export function OutcomeFields() {
  return (
    <>
      <Form.Item name="outcome" label="Outcome" rules={[{ required: true, message: 'Please choose an outcome.' }]}>
        <Radio.Group>
          <Space orientation="vertical">
            {DISPUTE_OUTCOMES.map((outcome) => (
              <Radio key={outcome} value={outcome}>
                {DISPUTE_OUTCOME_LABELS[outcome]}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item noStyle dependencies={['outcome']}>
        {({ getFieldValue }) =>
          getFieldValue('outcome') === 'redo' && (
            <Form.Item
              name="redoDays"
              label="Days to redo the work"
              rules={[
                {
                  required: true,
                  type: 'integer',
                  min: DISPUTE_REDO_DAYS_MIN,
                  max: DISPUTE_REDO_DAYS_MAX,
                  message: `Redo days must be between ${DISPUTE_REDO_DAYS_MIN} and ${DISPUTE_REDO_DAYS_MAX}.`,
                },
              ]}
            >
              <InputNumber min={DISPUTE_REDO_DAYS_MIN} max={DISPUTE_REDO_DAYS_MAX} precision={0} />
            </Form.Item>
          )
        }
      </Form.Item>
    </>
  );
}

/** The redo days go with a redo only. */
export function outcomeBody({ outcome, redoDays }: OutcomeValues): { outcome: DisputeOutcome; redoDays?: number } {
  const chosen = outcome ?? 'complete';
  return chosen === 'redo' && typeof redoDays === 'number' ? { outcome: chosen, redoDays } : { outcome: chosen };
}
