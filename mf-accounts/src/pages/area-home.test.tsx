import { screen } from '@testing-library/react';
import { renderWithProviders } from '@freelane/shared/testing';
import AreaHome from './area-home';

describe('Accounts and profiles area home', () => {
  it('names the area, says what it will offer and links to pages that work today', () => {
    renderWithProviders(<AreaHome />);

    expect(screen.getByRole('heading', { level: 1, name: 'Accounts and profiles' })).toBeInTheDocument();
    expect(screen.getByText(/are being built and are not open yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the Freelane blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'See what Freelane offers' })).toHaveAttribute('href', '/offering');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});
