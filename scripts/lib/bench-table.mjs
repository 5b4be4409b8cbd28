// The bench's table: figure, measured, budget, whether it is within (shared by the whole bench and
// the API part run on its own).
export function printTable(table) {
  const header = ['Figure', 'Measured', 'Budget (§9)', 'Within budget'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...table.map((row) => String(row[column]).length)),
  );
  const line = (cells) => cells.map((cell, column) => String(cell).padEnd(widths[column])).join('  │  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '─'.repeat(width)).join('──┼──')}`);
  for (const row of table) console.log(line(row));
}
