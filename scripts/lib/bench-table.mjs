/** Rows of cells as the bench's text table: columns as wide as their widest cell, a rule under the header. */
export function formatColumns(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) => cells.map((cell, column) => String(cell).padEnd(widths[column])).join('  │  ');
  return [line(header), widths.map((width) => '─'.repeat(width)).join('──┼──'), ...rows.map(line)].join('\n');
}

// The bench's table: figure, measured, budget, whether it is within (shared by the whole bench and
// the API part run on its own).
export function printTable(table) {
  console.log(`\n${formatColumns(['Figure', 'Measured', 'Budget (§9)', 'Within budget'], table)}`);
}
