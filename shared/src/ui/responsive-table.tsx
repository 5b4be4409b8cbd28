import {
  cloneElement,
  isValidElement,
  useState,
  type CSSProperties,
  type Key,
  type ReactNode,
  type UIEvent,
} from 'react';
import { ListPager } from './paged-list';
import { PlainEmpty } from './plain/plain-empty';
import './responsive-table.css';

/** One column: its heading, and what each row shows in it (`render`, else the row's `dataIndex`). */
export interface ResponsiveTableColumn<T> {
  key: string;
  title: ReactNode;
  /** The row's field shown when there is no `render` (and handed to `render` as its first argument). */
  dataIndex?: keyof T & string;
  render?: (value: unknown, record: T, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** The column's width in px (a narrow switch column). */
  width?: number;
}

/**
 * The pages under the table. With `total`, the server pages: `current` is the page it answered and
 * `onChange` asks for another. Without it, the table pages its own rows `pageSize` at a time.
 * Nothing shows while everything fits on one page.
 */
export interface ResponsiveTablePagination {
  pageSize: number;
  current?: number;
  total?: number;
  onChange?: (page: number) => void;
}

export interface ResponsiveTableProps<T> {
  columns: readonly ResponsiveTableColumn<T>[];
  dataSource: readonly T[];
  rowKey: (keyof T & string) | ((record: T) => Key);
  /** Another page or a change is loading: the rows stay, dimmed and marked busy. */
  loading?: boolean;
  /** What the table says when it has no rows; antd's "No data" picture when not given. */
  locale?: { emptyText?: ReactNode };
  pagination?: false | ResponsiveTablePagination;
  /** A desktop's minimum width in px before the table scrolls sideways in its own box. */
  scroll?: { x?: number };
  size?: 'small';
  className?: string;
  'aria-label'?: string;
}

/**
 * Each word of a row's name kept whole: the first column wraps only between words, but a browser
 * also breaks after a hyphen, which cut "TX-BBE2D87E" into "TX-" and "BBE2D87E" on a 1366 px desktop
 * (issue 36). So a word holding a hyphen goes in a span that does not wrap; every other word stays
 * plain text (the cell's text is unchanged for search, copy and assistive technology). Text, or an
 * element whose child is text (a strong title); anything else is left as it is.
 */
function keepWords(node: ReactNode): ReactNode {
  if (typeof node === 'string') {
    if (!node.includes('-')) return node;
    return node.split(/(\s+)/).map((part, index) =>
      part.includes('-') ? (
        <span key={index} className="fl-table__word">
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

function cellOf<T>(column: ResponsiveTableColumn<T>, record: T, index: number): ReactNode {
  const value = column.dataIndex === undefined ? undefined : record[column.dataIndex];
  if (column.render) return column.render(value, record, index);
  return value as ReactNode;
}

function alignOf<T>(column: ResponsiveTableColumn<T>): CSSProperties | undefined {
  if (!column.align && column.width === undefined) return undefined;
  return { textAlign: column.align, width: column.width };
}

/**
 * Every table of the app (issue 36; lint forbids antd's Table elsewhere), drawn as a plain `<table>`
 * like antd's without loading antd (issue 39: antd's Table brought its pagination, spin, dropdowns
 * and style engine to every table page's first screen). The table scrolls sideways inside its own
 * box when it does not fit, its first column fixed so each row stays named (a shadow beside it once
 * the rest has moved under it); words never break mid-word. Below antd's md breakpoint (768 px) the
 * other cells keep their words on one line and the first column is at most 45 vw wide
 * (responsive-table.css: the layout is CSS, so the server's HTML is the phone's too). The pager is
 * the shared one, whose antd loads only when there is more than one page.
 */
export function ResponsiveTable<T extends object>({
  columns,
  dataSource,
  rowKey,
  loading = false,
  locale,
  pagination,
  scroll,
  size,
  className,
  'aria-label': ariaLabel,
}: ResponsiveTableProps<T>) {
  const [ownPage, setOwnPage] = useState(1);
  const [scrolled, setScrolled] = useState(false);

  const serverPaged = pagination ? pagination.total !== undefined : false;
  const pageSize = pagination ? pagination.pageSize : dataSource.length || 1;
  const total = pagination && serverPaged ? pagination.total! : dataSource.length;
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const page = pagination && serverPaged ? (pagination.current ?? 1) : Math.min(ownPage, totalPages);
  const rows = pagination && !serverPaged ? dataSource.slice((page - 1) * pageSize, page * pageSize) : dataSource;
  const keyOf = (record: T): Key =>
    typeof rowKey === 'function' ? rowKey(record) : (record[rowKey] as unknown as Key);

  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    const next = event.currentTarget.scrollLeft > 0;
    if (next !== scrolled) setScrolled(next);
  };

  const classes = [
    'fl-table',
    size === 'small' && 'fl-table--small',
    scrolled && 'fl-table--scrolled',
    loading && 'fl-table--loading',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const minWidth = scroll?.x === undefined ? undefined : ({ '--fl-table-min-width': `${scroll.x}px` } as CSSProperties);

  return (
    <div className={classes} aria-busy={loading || undefined}>
      <div className="fl-table__scroll" onScroll={handleScroll}>
        <table aria-label={ariaLabel} style={minWidth}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" style={alignOf(column)}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr className="fl-table__placeholder">
                <td colSpan={columns.length}>{locale?.emptyText ?? <PlainEmpty description="No data" />}</td>
              </tr>
            ) : (
              rows.map((record, index) => {
                const key = keyOf(record);
                return (
                  <tr key={key} data-row-key={key}>
                    {columns.map((column, columnIndex) => (
                      <td key={column.key} style={alignOf(column)}>
                        {columnIndex === 0 ? (
                          <div className="fl-table__lead">{keepWords(cellOf(column, record, index))}</div>
                        ) : (
                          cellOf(column, record, index)
                        )}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {loading && <span className="fl-table__spinner" aria-hidden="true" />}
      {pagination && totalPages > 1 && (
        <ListPager
          pagination={{ page, limit: pageSize, total, totalPages }}
          onChange={(next) => (serverPaged ? pagination.onChange?.(next) : setOwnPage(next))}
          style={{ marginTop: 16 }}
        />
      )}
    </div>
  );
}
