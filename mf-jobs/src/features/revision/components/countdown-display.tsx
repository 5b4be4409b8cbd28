import { FlexBox } from '@freelane/shared/ui';
import { useCountdown } from '../hooks/use-countdown';

const pad = (value: number) => String(value).padStart(2, '0');

/** The live time left to resubmit, in hours, minutes and seconds. */
export function CountdownDisplay({ deadline }: { deadline: string | null }) {
  const { hours, minutes, seconds, done } = useCountdown(deadline);
  if (done) {
    return (
      <strong className="fl-text-strong" role="timer" style={{ color: 'var(--fl-color-error)' }}>
        The resubmission deadline has passed. You can still submit, but your rank may be affected.
      </strong>
    );
  }
  const units = [
    { value: hours, label: 'Hours' },
    { value: minutes, label: 'Minutes' },
    { value: seconds, label: 'Seconds' },
  ];
  return (
    <FlexBox gap={12} role="timer" aria-label={`Time left: ${hours} hours, ${minutes} minutes, ${seconds} seconds`}>
      {units.map((unit) => (
        <div
          key={unit.label}
          style={{ flex: 1, textAlign: 'center', background: '#f5f8ff', borderRadius: 8, padding: '8px 4px' }}
        >
          <div style={{ fontSize: 28, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{pad(unit.value)}</div>
          <span className="fl-text-secondary">{unit.label}</span>
        </div>
      ))}
    </FlexBox>
  );
}
