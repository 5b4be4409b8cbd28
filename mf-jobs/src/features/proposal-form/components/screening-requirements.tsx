import { Alert } from 'antd';
import { describeCriteria, type ScreeningCriteria } from '@freelane/shared/contracts';

/**
 * What the client screens proposals on, shown before the applicant writes a word. Only the questions
 * must be answered to send; the rest are measured and shown to the client, never a wall.
 */
export function ScreeningRequirements({ criteria }: { criteria: ScreeningCriteria }) {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title="This client screens proposals"
      description={
        <>
          <ul aria-label="Screening requirements" style={{ margin: '4px 0', paddingLeft: 20 }}>
            {describeCriteria(criteria).map((line) => (
              <li key={line.tool}>{line.text}</li>
            ))}
          </ul>
          The client sees how your proposal meets each one.
        </>
      }
    />
  );
}
