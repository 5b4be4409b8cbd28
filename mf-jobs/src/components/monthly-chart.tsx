import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useFormatMoney } from '@freelane/shared';
import type { MonthlyAmounts } from '@freelane/shared/contracts';
import { formatMonth } from '@freelane/shared/contracts/number-format';

/** Read by screen readers, not drawn: the chart's figures as a table. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** The chart box's height: a page keeps this much room for it while its data loads (no shift). */
export const MONTHLY_CHART_HEIGHT = 220;
const CHART_HEIGHT = MONTHLY_CHART_HEIGHT;

export interface MonthlyChartProps {
  /** The chart's accessible name and the table's caption: "Earnings per month", "Spending per month". */
  label: string;
  data: MonthlyAmounts;
}

/**
 * Amounts per month as a bar chart (issue 38), named for assistive technology (`role="img"`) and
 * followed by the same numbers in a table only screen readers read. The chart library (uPlot, in
 * monthly-chart-canvas.ts) is a dynamic import made once the chart's box comes near the viewport,
 * so a page's first screen never waits for it; the box keeps its height meanwhile (no shift). If
 * the chart cannot be loaded, the table is shown instead.
 */
export function MonthlyChart({ label, data }: MonthlyChartProps) {
  const formatMoney = useFormatMoney();
  const boxRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    let disposed = false;
    let destroy: (() => void) | undefined;
    const draw = () => {
      import('./monthly-chart-canvas')
        .then(({ drawMonthlyChart }) => {
          if (!disposed) destroy = drawMonthlyChart(box, data, { label, formatMoney, monthName: formatMonth });
        })
        .catch(() => {
          if (!disposed) setFailed(true);
        });
    };
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'undefined') draw();
    else {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          draw();
        },
        { rootMargin: '200px' },
      );
      observer.observe(box);
    }
    return () => {
      disposed = true;
      observer?.disconnect();
      destroy?.();
    };
  }, [data, formatMoney, label]);

  return (
    <figure style={{ margin: 0, position: 'relative' }}>
      {!failed && <div ref={boxRef} role="img" aria-label={label} style={{ height: CHART_HEIGHT, width: '100%' }} />}
      <table style={failed ? { width: '100%' } : VISUALLY_HIDDEN}>
        <caption style={failed ? { textAlign: 'left' } : undefined}>{label}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {data.map((row) => (
            <tr key={row.month}>
              <th scope="row">{formatMonth(row.month)}</th>
              <td>{formatMoney(row.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
