import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, startMockServer } from '@freelane/shared/testing';
import { MonthlyChart } from './monthly-chart';
import { drawMonthlyChart } from './monthly-chart-canvas';

// uPlot draws on a canvas jsdom does not have: what is checked here is what the component hands it
// and what assistive technology gets (the named figure and its table).
jest.mock('./monthly-chart-canvas', () => ({ drawMonthlyChart: jest.fn(() => () => undefined) }));
const draw = jest.mocked(drawMonthlyChart);

startMockServer();

const DATA = [
  { month: '2026-01', amount: 0 },
  { month: '2026-02', amount: 1250 },
  { month: '2026-03', amount: 480.5 },
];

describe('MonthlyChart (issue 38)', () => {
  beforeEach(() => draw.mockClear());

  it('is an image named for what it shows, with the same numbers in a table for screen readers', async () => {
    renderWithProviders(<MonthlyChart label="Earnings per month" data={DATA} />);
    const chart = screen.getByRole('img', { name: 'Earnings per month' });
    const table = screen.getByRole('table', { name: 'Earnings per month' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
    expect(rows).toEqual([
      ['Jan 2026', '$0'],
      ['Feb 2026', '$1,250'],
      ['Mar 2026', '$480.50'],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Amount']);
    // The chart library is drawn into the named box with the same figures.
    await waitFor(() => expect(draw).toHaveBeenCalledTimes(1));
    expect(draw.mock.calls[0][0]).toBe(chart);
    expect(draw.mock.calls[0][1]).toEqual(DATA);
  });

  it('shows the table itself when the chart cannot be loaded', async () => {
    draw.mockImplementationOnce(() => {
      throw new Error('chunk failed');
    });
    renderWithProviders(<MonthlyChart label="Spending per month" data={DATA} />);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Spending per month' })).not.toBeInTheDocument());
    expect(screen.getByRole('table', { name: 'Spending per month' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Spending per month' })).not.toHaveStyle({ position: 'absolute' });
  });
});
