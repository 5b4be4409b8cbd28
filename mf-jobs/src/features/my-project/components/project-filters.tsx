import { AppstoreOutlined, TableOutlined } from '@ant-design/icons';
import { Flex, Radio } from 'antd';
import { PROJECT_FILTER_LABELS, PROJECT_FILTERS, type ProjectFilter, type ProjectView } from '../lib/project-filters';

interface ProjectFiltersProps {
  filter: ProjectFilter;
  view: ProjectView;
  onFilter: (filter: ProjectFilter) => void;
  onView: (view: ProjectView) => void;
}

/** Status filter and the grid/table switch. */
export function ProjectFilters({ filter, view, onFilter, onView }: ProjectFiltersProps) {
  return (
    <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 24 }}>
      <Radio.Group
        aria-label="Filter projects by status"
        optionType="button"
        value={filter}
        onChange={(event) => onFilter(event.target.value as ProjectFilter)}
        options={PROJECT_FILTERS.map((value) => ({ value, label: PROJECT_FILTER_LABELS[value] }))}
      />
      <Radio.Group
        aria-label="Layout"
        optionType="button"
        value={view}
        onChange={(event) => onView(event.target.value as ProjectView)}
        options={[
          {
            value: 'grid',
            label: (
              <span>
                <AppstoreOutlined /> Grid
              </span>
            ),
          },
          {
            value: 'table',
            label: (
              <span>
                <TableOutlined /> Table
              </span>
            ),
          },
        ]}
      />
    </Flex>
  );
}
