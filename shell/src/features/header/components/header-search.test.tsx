import { renderWithProviders } from '@freelane/shared/testing';
import { screen } from '@testing-library/react';
import { LocationProbe } from '../../../testing/location-probe';
import { HeaderSearch } from './header-search';

function renderSearch(target: string, label: string) {
  return renderWithProviders(
    <>
      <HeaderSearch target={target} label={label} />
      <LocationProbe />
    </>,
    { route: '/somewhere' },
  );
}

const location = () => screen.getByRole('status', { name: 'Current location' });

describe('header search', () => {
  it('trims the text and URL-encodes it into /find-talent?search= for a client', async () => {
    const { user } = renderSearch('/find-talent', 'Search talent');
    await user.type(screen.getByRole('textbox', { name: 'Search talent' }), '  React & Node/TS  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toHaveTextContent('/find-talent?search=React%20%26%20Node%2FTS');
  });

  it('searches on Enter into /find-jobs?search= for a freelancer', async () => {
    const { user } = renderSearch('/find-jobs', 'Search jobs');
    await user.type(screen.getByRole('textbox', { name: 'Search jobs' }), 'logo design{Enter}');
    expect(location()).toHaveTextContent('/find-jobs?search=logo%20design');
  });

  it('does nothing when the text is empty or only spaces', async () => {
    const { user } = renderSearch('/find-jobs', 'Search jobs');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toHaveTextContent('/somewhere');
    await user.type(screen.getByRole('textbox', { name: 'Search jobs' }), '    {Enter}');
    expect(location()).toHaveTextContent('/somewhere');
  });
});
