import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LinkButton } from './link-button';

function Location() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(ui: React.ReactElement) {
  render(
    <MemoryRouter initialEntries={['/start']}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('LinkButton', () => {
  it('is a link with a real address, described by what it names, and navigates in the app on a click', async () => {
    const user = renderAt(
      <>
        <h2 id="job-title">Logo design</h2>
        <LinkButton to="/completedJobs?jobId=1" aria-describedby="job-title">
          View Detail
        </LinkButton>
      </>,
    );
    const link = screen.getByRole('link', { name: 'View Detail' });
    expect(link).toHaveAttribute('href', '/completedJobs?jobId=1');
    expect(link).toHaveAccessibleDescription('Logo design');
    await user.click(link);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/completedJobs?jobId=1');
  });

  it('runs its onClick before navigating, and stays when the onClick prevents the navigation', async () => {
    const seen: string[] = [];
    const user = renderAt(
      <>
        <LinkButton to="/find-jobs?q=logo" onClick={() => seen.push(window.location.pathname)}>
          Open
        </LinkButton>
        <LinkButton to="/elsewhere" onClick={(event) => event.preventDefault()}>
          Stay
        </LinkButton>
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Stay' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/start');
    await user.click(screen.getByRole('link', { name: 'Open' }));
    expect(seen).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/find-jobs?q=logo');
  });
});
