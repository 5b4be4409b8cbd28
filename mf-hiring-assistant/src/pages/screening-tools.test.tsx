import { screen } from '@testing-library/react';
import { renderWithProviders } from '@freelane/shared/testing';
import ScreeningTools from './screening-tools';

describe('Screening Tools', () => {
  it('names the six tools and says honestly that they cannot be attached to a job yet', () => {
    renderWithProviders(<ScreeningTools />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Talent Selection with Screening Tools' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Screening tools are not open yet')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'hiring assistant' })).toHaveAttribute('href', '/hire-selectionAssistant');
  });
});
