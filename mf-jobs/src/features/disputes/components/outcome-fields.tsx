import {
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_OUTCOMES,
  DISPUTE_REDO_DAYS_MAX,
  DISPUTE_REDO_DAYS_MIN,
} from '@freelane/shared/contracts/dispute-limits';
import type { DisputeOutcome } from '@freelane/shared/contracts';
import {
  PlainField,
  PlainNumberInput,
  PlainRadioGroup,
  requiredRule,
  type PlainBinding,
  type PlainFieldBinding,
  type PlainRule,
} from '@freelane/shared/ui';
import './outcome-fields.css';

export interface OutcomeValues {
  outcome?: DisputeOutcome;
  redoDays?: number | null;
}

const OUTCOME_OPTIONS = DISPUTE_OUTCOMES.map((outcome) => ({ value: outcome, label: DISPUTE_OUTCOME_LABELS[outcome] }));

const REDO_DAYS_MESSAGE = `Redo days must be between ${DISPUTE_REDO_DAYS_MIN} and ${DISPUTE_REDO_DAYS_MAX}.`;

/** The outcome's rules: one is chosen, and a redo's whole number of days within the limits. */
export function outcomeRules<Values extends OutcomeValues>(): {
  outcome: readonly PlainRule<Values>[];
  redoDays: readonly PlainRule<Values>[];
} {
  return {
    outcome: [requiredRule<Values>('Please choose an outcome.')],
    redoDays: [
      (value, values) =>
        values.outcome === 'redo' &&
        !(
          typeof value === 'number' &&
          Number.isInteger(value) &&
          value >= DISPUTE_REDO_DAYS_MIN &&
          value <= DISPUTE_REDO_DAYS_MAX
        )
          ? REDO_DAYS_MESSAGE
          : undefined,
    ],
  };
}

interface OutcomeFieldsProps {
  outcome: PlainBinding<DisputeOutcome | undefined>;
  outcomeField: PlainFieldBinding;
  redoDays: PlainBinding<number | null | undefined>;
  redoDaysField: PlainFieldBinding;
}

/**
 * The outcome to propose or decide, and the days to redo the work (asked only for a redo). Plain
 * form kit (issue 39): the proposal and decision forms are on /dispute's first screen.
 */
export function OutcomeFields({ outcome, outcomeField, redoDays, redoDaysField }: OutcomeFieldsProps) {
  return (
    <>
      <PlainField label="Outcome" group className="dispute-outcomes" {...outcomeField}>
        <PlainRadioGroup<DisputeOutcome>
          {...outcome}
          onChange={(value) => outcome.onChange(value)}
          options={OUTCOME_OPTIONS}
        />
      </PlainField>
      {outcome.value === 'redo' && (
        <PlainField label="Days to redo the work" {...redoDaysField}>
          <PlainNumberInput
            {...redoDays}
            value={redoDays.value ?? null}
            min={DISPUTE_REDO_DAYS_MIN}
            max={DISPUTE_REDO_DAYS_MAX}
            step={1}
            style={{ width: 120 }}
          />
        </PlainField>
      )}
    </>
  );
}

/** The redo days go with a redo only. */
export function outcomeBody({ outcome, redoDays }: OutcomeValues): { outcome: DisputeOutcome; redoDays?: number } {
  const chosen = outcome ?? 'complete';
  return chosen === 'redo' && typeof redoDays === 'number' ? { outcome: chosen, redoDays } : { outcome: chosen };
}
