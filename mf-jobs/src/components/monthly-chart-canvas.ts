import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { MonthlyAmounts } from '@freelane/shared/contracts';

/**
 * Draws the monthly bars with uPlot (issue 38). Loaded only by MonthlyChart's dynamic import: uPlot
 * is ~50 kB of script (about 20 kB gzipped) no first screen pays for. Colours are the design tokens'
 * (CSS variables), read when drawing: a canvas takes colour strings, not variables.
 */
export function drawMonthlyChart(
  box: HTMLElement,
  data: MonthlyAmounts,
  text: { label: string; formatMoney: (amount: number) => string; monthName: (month: string) => string },
): () => void {
  const tokens = getComputedStyle(box);
  const token = (name: string) => tokens.getPropertyValue(name).trim();
  const primary = token('--fl-color-primary');
  const textColour = token('--fl-color-text-secondary') || token('--fl-color-text');
  const grid = token('--fl-color-border');
  const months = data.map((row) => row.month);
  const axis = { stroke: textColour, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  const chart = new uPlot(
    {
      width: Math.max(box.clientWidth, 280),
      height: box.clientHeight,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
      axes: [
        {
          ...axis,
          // One label per bar, or every other one when there is no room.
          values: (_u, splits) =>
            splits.map((split) => (months[split] ? text.monthName(months[split]).split(' ')[0] : '')),
        },
        { ...axis, size: 72, values: (_u, splits) => splits.map((split) => text.formatMoney(split)) },
      ],
      series: [
        {},
        {
          label: text.label,
          fill: primary,
          stroke: primary,
          paths: uPlot.paths.bars?.({ size: [0.6, 48] }),
          points: { show: false },
        },
      ],
    },
    [months.map((_month, index) => index), data.map((row) => row.amount)],
    box,
  );
  // The figure follows its column's width (a phone turned, a sidebar opened).
  const resize = new ResizeObserver(() =>
    chart.setSize({ width: Math.max(box.clientWidth, 280), height: box.clientHeight }),
  );
  resize.observe(box);
  return () => {
    resize.disconnect();
    chart.destroy();
  };
}
