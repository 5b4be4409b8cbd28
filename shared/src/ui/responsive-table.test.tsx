import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResponsiveTable, type ResponsiveTableColumn } from './responsive-table';

// Whether anything required antd: the table is on first screens that must load none (issue 39).
const mockRequired = { antd: false };
jest.mock('antd', () => {
  mockRequired.antd = true;
  return jest.requireActual('antd');
});

interface Row {
  _id: string;
  reference: string;
  amount: number;
}

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    _id: `r${index + 1}`,
    reference: `TX-${String(index + 1).padStart(4, '0')}`,
    amount: (index + 1) * 10,
  }));

const COLUMNS: ResponsiveTableColumn<Row>[] = [
  { key: 'reference', title: 'Transaction ID', dataIndex: 'reference' },
  { key: 'amount', title: 'Amount', align: 'right', render: (_, row) => `$${row.amount}` },
];

describe('ResponsiveTable', () => {
  it('is a named table of column headers and rows, keyed, and loads no antd', () => {
    render(<ResponsiveTable<Row> aria-label="Transactions" rowKey="_id" columns={COLUMNS} dataSource={rows(2)} />);
    const table = screen.getByRole('table', { name: 'Transactions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Transaction ID', 'Amount']);
    const row = within(table).getByRole('row', { name: /TX-0002/ });
    expect(row).toHaveAttribute('data-row-key', 'r2');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['TX-0002', '$20']);
    expect(within(row).getAllByRole('cell')[1]).toHaveStyle({ textAlign: 'right' });
    expect(mockRequired.antd).toBe(false);
  });

  it('keeps a hyphenated word of the first column on one line, its text unchanged', () => {
    render(<ResponsiveTable<Row> rowKey="_id" columns={COLUMNS} dataSource={rows(1)} />);
    const cell = screen.getAllByRole('cell')[0];
    expect(cell).toHaveTextContent(/^TX-0001$/);
    expect(within(cell).getByText('TX-0001')).toHaveClass('fl-table__word');
  });

  it("says what it says when empty, antd's No data when the caller says nothing", () => {
    const { rerender } = render(
      <ResponsiveTable<Row>
        rowKey="_id"
        columns={COLUMNS}
        dataSource={[]}
        locale={{ emptyText: 'No transactions yet.' }}
      />,
    );
    expect(screen.getByRole('cell', { name: 'No transactions yet.' })).toHaveAttribute('colspan', '2');
    rerender(<ResponsiveTable<Row> rowKey="_id" columns={COLUMNS} dataSource={[]} />);
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('marks itself busy while another page loads, keeping the rows', () => {
    const { container } = render(<ResponsiveTable<Row> rowKey="_id" columns={COLUMNS} dataSource={rows(1)} loading />);
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('row', { name: /TX-0001/ })).toBeInTheDocument();
  });

  describe('the pager (antd, loaded when a second page exists)', () => {
    // Its first load takes seconds on a loaded machine: loaded once here, not inside a test's wait.
    beforeAll(() => import('./pager-control'), 60_000);

    it('asks the server for another page, and shows no pager while one page holds everything', async () => {
      const onChange = jest.fn();
      const { rerender } = render(
        <ResponsiveTable<Row>
          rowKey="_id"
          columns={COLUMNS}
          dataSource={rows(10)}
          pagination={{ current: 1, pageSize: 10, total: 10, onChange }}
        />,
      );
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
      rerender(
        <ResponsiveTable<Row>
          rowKey="_id"
          columns={COLUMNS}
          dataSource={rows(10)}
          pagination={{ current: 1, pageSize: 10, total: 25, onChange }}
        />,
      );
      await userEvent.click(await screen.findByRole('listitem', { name: '3' }));
      expect(onChange).toHaveBeenCalledWith(3);
    });

    it('pages its own rows when the caller gives all of them', async () => {
      render(
        <ResponsiveTable<Row> rowKey="_id" columns={COLUMNS} dataSource={rows(12)} pagination={{ pageSize: 10 }} />,
      );
      expect(screen.getAllByRole('row')).toHaveLength(11);
      await userEvent.click(await screen.findByRole('listitem', { name: '2' }));
      expect(screen.getAllByRole('row').map((row) => row.getAttribute('data-row-key'))).toEqual([null, 'r11', 'r12']);
    });
  });
});
