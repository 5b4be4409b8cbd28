import { describeCriteria, type ScreeningCriteria } from '@freelane/shared/contracts';

/** The tools in use, one line each ("At least 3 completed projects"), with the questions spelled out. */
export function CriteriaSummary({ criteria, label }: { criteria: ScreeningCriteria; label: string }) {
  return (
    <ul aria-label={label} style={{ margin: 0, paddingLeft: 20 }}>
      {describeCriteria(criteria).map((line) => (
        <li key={line.tool}>
          {line.text}
          {line.tool === 'questions' && (
            <ol style={{ margin: '2px 0', paddingLeft: 20 }}>
              {criteria.questions.map((question) => (
                <li key={question}>{question}</li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ul>
  );
}
