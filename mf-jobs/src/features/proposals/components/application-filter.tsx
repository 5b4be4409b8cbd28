import { Radio } from 'antd';
import { APPLICATION_FILTER_LABELS, APPLICATION_FILTERS, type ApplicationFilter } from '../lib/application-filters';

/** All / Accepted / Pending / Rejected, applied by the server. */
export function ApplicationFilterControl({
  value,
  onChange,
}: {
  value: ApplicationFilter;
  onChange: (next: ApplicationFilter) => void;
}) {
  return (
    <Radio.Group
      aria-label="Filter proposals by status"
      optionType="button"
      value={value}
      onChange={(event) => onChange(event.target.value as ApplicationFilter)}
      options={APPLICATION_FILTERS.map((filter) => ({ value: filter, label: APPLICATION_FILTER_LABELS[filter] }))}
    />
  );
}
