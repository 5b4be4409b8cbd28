// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one place that renders antd's Table
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';

/** Below antd's md breakpoint (768 px): the phone layout. */
const PHONE_QUERY = '(max-width: 767.98px)';

function subscribePhone(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Read at the first render (not after it, as antd's Grid.useBreakpoint does): a table that switched
 * layout after mounting would rebuild its rows under a user's finger. The server renders the desktop
 * table.
 */
function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

/**
 * The first column on a phone: as wide as its words need up to about half the screen, wrapping only
 * between words (antd's cells break anywhere: "Illustra tions"). A div, since a table cell's
 * max-width does nothing in an automatic table layout.
 */
const LEAD_CELL: CSSProperties = {
  minWidth: 96,
  maxWidth: '45vw',
  whiteSpace: 'normal',
  overflowWrap: 'normal',
  wordBreak: 'normal',
};

/** Every other cell on a phone keeps its words on one line; the table scrolls instead. */
const OTHER_CELL = { style: { whiteSpace: 'nowrap' } as CSSProperties };

function phoneColumns<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column, index) => {
    if (index > 0) return { ...column, onCell: () => OTHER_CELL, onHeaderCell: () => OTHER_CELL };
    if ('children' in column) return { ...column, fixed: 'left' as const };
    const render = column.render;
    const dataIndex = column.dataIndex;
    return {
      ...column,
      fixed: 'left' as const,
      render: (value: unknown, record: T, row: number) => (
        <div style={LEAD_CELL}>
          {(render ? render(value, record, row) : dataIndex !== undefined ? value : null) as ReactNode}
        </div>
      ),
    };
  });
}

/**
 * Every table of the app (issue 36; lint forbids antd's Table elsewhere). Below the phone breakpoint
 * (antd's md, 768 px) it scrolls sideways inside its own box with its first column fixed, so nothing
 * is hidden off-screen and each row stays named while it scrolls (antd draws a shadow beside the
 * fixed column once the rest has moved under it); words never break mid-word. Above it, antd's table
 * as it was.
 */
export function ResponsiveTable<T extends object>(props: TableProps<T>) {
  const phone = useIsPhone();
  if (!phone || !props.columns) return <Table<T> {...props} />;
  return (
    <Table<T>
      {...props}
      className={['fl-responsive-table', props.className].filter(Boolean).join(' ')}
      columns={phoneColumns(props.columns)}
      scroll={{ x: 'max-content', ...props.scroll }}
    />
  );
}
