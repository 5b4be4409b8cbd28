import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import TableOutlined from '@ant-design/icons-svg/es/asn/TableOutlined';
import { PlainSegmented, SvgIcon, FlexBox } from '@freelane/shared/ui';
import { PROJECT_FILTER_LABELS, PROJECT_FILTERS, type ProjectFilter, type ProjectView } from '../lib/project-filters';

interface ProjectFiltersProps {
  filter: ProjectFilter;
  view: ProjectView;
  onFilter: (filter: ProjectFilter) => void;
  onView: (view: ProjectView) => void;
}

/** Status filter and the grid/table switch: plain radios (no antd) on the first screen. */
export function ProjectFilters({ filter, view, onFilter, onView }: ProjectFiltersProps) {
  return (
    <FlexBox justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 24 }}>
      <PlainSegmented
        label="Filter projects by status"
        value={filter}
        onChange={onFilter}
        options={PROJECT_FILTERS.map((value) => ({ value, label: PROJECT_FILTER_LABELS[value] }))}
      />
      <PlainSegmented
        label="Layout"
        value={view}
        onChange={onView}
        options={[
          {
            value: 'grid',
            label: (
              <span>
                <SvgIcon icon={AppstoreOutlined} /> Grid
              </span>
            ),
          },
          {
            value: 'table',
            label: (
              <span>
                <SvgIcon icon={TableOutlined} /> Table
              </span>
            ),
          },
        ]}
      />
    </FlexBox>
  );
}
