import { Select } from 'antd';
import type { ApplicantSort } from '@freelane/shared/contracts';
import { AntdProvider } from '@freelane/shared/ui';

/**
 * Job Applicants' Sort by (only for a job that screens): antd's Select, loaded with antd after the
 * list shows (issue 39); its place is kept meanwhile (`SORT_SELECT_SIZE`).
 */
export default function ApplicantSortSelect({
  value,
  onChange,
}: {
  value: ApplicantSort;
  onChange: (next: ApplicantSort) => void;
}) {
  return (
    <AntdProvider>
      <Select<ApplicantSort>
        aria-label="Sort by"
        value={value}
        style={{ minWidth: 200 }}
        options={[
          { value: 'newest', label: 'Newest first' },
          { value: 'screening', label: 'Best screening score' },
        ]}
        onChange={onChange}
      />
    </AntdProvider>
  );
}
