import { PlainSegmented } from '@freelane/shared/ui';
import { APPLICATION_FILTER_LABELS, APPLICATION_FILTERS, type ApplicationFilter } from '../lib/application-filters';

/** All / Accepted / Pending / Rejected, applied by the server; plain radios (no antd) on the first screen. */
export function ApplicationFilterControl({
  value,
  onChange,
}: {
  value: ApplicationFilter;
  onChange: (next: ApplicationFilter) => void;
}) {
  return (
    <PlainSegmented
      label="Filter proposals by status"
      value={value}
      onChange={onChange}
      options={APPLICATION_FILTERS.map((filter) => ({ value: filter, label: APPLICATION_FILTER_LABELS[filter] }))}
    />
  );
}
