import type { ComponentProps } from 'react';
import { AntdProvider } from '@freelane/shared/ui';
import { ProjectTable } from './project-table';

/** /my-project's table layout (?view=table): a second view, loaded with antd when chosen (issue 39). */
export default function ProjectTableIsland(props: ComponentProps<typeof ProjectTable>) {
  return (
    <AntdProvider>
      <ProjectTable {...props} />
    </AntdProvider>
  );
}
