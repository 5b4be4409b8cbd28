// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one place that renders antd's Table
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { cloneElement, isValidElement, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';

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
 * The first column: as wide as its words need (on a phone up to about half the screen), wrapping
 * only between words (antd's cells break anywhere: "Illustra tions"). A div, since a table cell's
 * max-width does nothing in an automatic table layout.
 */
const LEAD_CELL: CSSProperties = {
  minWidth: 96,
  maxWidth: '45vw',
  whiteSpace: 'normal',
  overflowWrap: 'normal',
  wordBreak: 'normal',
};
const DESKTOP_LEAD_CELL: CSSProperties = { whiteSpace: 'normal', overflowWrap: 'normal', wordBreak: 'normal' };

/** Every other cell on a phone keeps its words on one line; the table scrolls instead. */
const OTHER_CELL = { style: { whiteSpace: 'nowrap' } as CSSProperties };
/** On a desktop the other cells wrap, but only between words: a long word widens its column. */
const DESKTOP_CELL = { style: { overflowWrap: 'normal', wordBreak: 'normal' } as CSSProperties };

const WHOLE_WORD: CSSProperties = { whiteSpace: 'nowrap' };

/**
 * Each word of a row's name kept whole: the cell wraps only between words (LEAD_CELL), but a browser
 * also breaks after a hyphen, which cut "TX-BBE2D87E" into "TX-" and "BBE2D87E" on a 1366 px desktop
 * (issue 36). So a word holding a hyphen goes in a span that does not wrap; every other word stays
 * plain text (the cell's text is unchanged for search, copy and assistive technology). Text, or an
 * element whose child is text (a Typography.Text title); anything else is left as it is.
 */
function keepWords(node: ReactNode): ReactNode {
  if (typeof node === 'string') {
    if (!node.includes('-')) return node;
    return node.split(/(\s+)/).map((part, index) =>
      part.includes('-') ? (
        <span key={index} style={WHOLE_WORD}>
          {part}
        </span>
      ) : (
        part
      ),
    );
  }
  if (isValidElement<{ children?: ReactNode }>(node) && typeof node.props.children === 'string') {
    return cloneElement(node, undefined, keepWords(node.props.children));
  }
  return node;
}

function leadRender<T>(column: TableColumnsType<T>[number], style: CSSProperties): TableColumnsType<T>[number] {
  if ('children' in column) return column;
  const render = column.render;
  const dataIndex = column.dataIndex;
  return {
    ...column,
    render: (value: unknown, record: T, row: number) => (
      <div style={style}>
        {keepWords((render ? render(value, record, row) : dataIndex !== undefined ? value : null) as ReactNode)}
      </div>
    ),
  };
}

function phoneColumns<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column, index) => {
    if (index > 0) return { ...column, onCell: () => OTHER_CELL, onHeaderCell: () => OTHER_CELL };
    return { ...leadRender(column, LEAD_CELL), fixed: 'left' as const };
  });
}

/**
 * A desktop keeps antd's layout (a table with scroll.x scrolls in its own box), with words whole.
 * No fixed column here: with a numeric scroll.x a fixed column turns antd's table layout to
 * `fixed` (equal columns).
 */
function desktopColumns<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column, index) =>
    index > 0 ? { ...column, onCell: () => DESKTOP_CELL } : leadRender(column, DESKTOP_LEAD_CELL),
  );
}

/**
 * Every table of the app (issue 36; lint forbids antd's Table elsewhere). Below the phone breakpoint
 * (antd's md, 768 px) it scrolls sideways inside its own box with its first column fixed, so nothing
 * is hidden off-screen and each row stays named while it scrolls (antd draws a shadow beside the
 * fixed column once the rest has moved under it); words never break mid-word. Above it, antd's table
 * as it was, words kept whole too.
 */
export function ResponsiveTable<T extends object>(props: TableProps<T>) {
  const phone = useIsPhone();
  if (!props.columns) return <Table<T> {...props} />;
  if (!phone) return <Table<T> {...props} columns={desktopColumns(props.columns)} />;
  return (
    <Table<T>
      {...props}
      className={['fl-responsive-table', props.className].filter(Boolean).join(' ')}
      columns={phoneColumns(props.columns)}
      // Every cell on one line: the content's own width, whatever a desktop's numeric x asked for (a
      // numeric x with a fixed column turns antd's layout to `fixed`: equal, overflowing columns).
      scroll={{ ...props.scroll, x: 'max-content' }}
    />
  );
}
