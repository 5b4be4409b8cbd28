import type { ApplicantSort } from '@freelane/shared/contracts';
import { PlainSelect } from '@freelane/shared/ui';

const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'screening', label: 'Best screening score' },
] as const;

/**
 * Job Applicants' Sort by (only for a job that screens): a native select, plain (no antd, no lazy
 * load), so the server's HTML shows it and the app's first render shows the same (issue 39).
 */
export function ApplicantSortSelect({
  value,
  onChange,
}: {
  value: ApplicantSort;
  onChange: (next: ApplicantSort) => void;
}) {
  return (
    <PlainSelect<ApplicantSort>
      aria-label="Sort by"
      value={value}
      style={{ minWidth: 200 }}
      options={SORT_OPTIONS}
      onChange={(next) => {
        if (next) onChange(next);
      }}
    />
  );
}
