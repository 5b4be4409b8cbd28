import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LinkButton } from '../link-button';
import { LoadingState } from '../loading-state';
import { IconButton, PlainButton } from './plain-button';
import { PlainCard } from './plain-card';
import { PlainSegmented } from './plain-segmented';

describe('plain controls', () => {
  it('a loading button says it is busy and ignores clicks', async () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <PlainButton type="primary" loading onClick={onClick}>
        Save
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(
      <PlainButton type="primary" onClick={onClick}>
        Save
      </PlainButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('an icon button is named by its label, which is also its tooltip', () => {
    render(<IconButton label="Suggested freelancers" icon={<span>+</span>} />);
    const button = screen.getByRole('button', { name: 'Suggested freelancers' });
    expect(button).toHaveAttribute('data-tooltip', 'Suggested freelancers');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('a link button is a real link that navigates inside the app', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<LinkButton to="/post-jobs">Post A Job</LinkButton>} />
          <Route path="/post-jobs" element={<h1>Post a job</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Post A Job' });
    expect(link).toHaveAttribute('href', '/post-jobs');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: 'Post a job' })).toBeInTheDocument();
  });

  it('a segmented control is a named radio group; choosing a segment changes the value', async () => {
    function Periods() {
      const [value, setValue] = useState<'all' | 7>('all');
      return (
        <PlainSegmented<'all' | 7>
          label="Posted within"
          value={value}
          onChange={setValue}
          options={[
            { value: 'all', label: 'All Time' },
            { value: 7, label: '7 Days' },
          ]}
        />
      );
    }
    render(<Periods />);
    expect(screen.getByRole('radiogroup', { name: 'Posted within' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All Time' })).toBeChecked();
    await userEvent.click(screen.getByText('7 Days'));
    expect(screen.getByRole('radio', { name: '7 Days' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'All Time' })).not.toBeChecked();
  });

  it('a card with a title is a section headed by it', () => {
    render(
      <PlainCard title="Your Jobs" extra={<button type="button">More</button>}>
        body
      </PlainCard>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your Jobs' })).toBeInTheDocument();
    expect(screen.getByText('body')).toBeInTheDocument();
  });

  it('a loading state is a busy status named by what loads', () => {
    render(<LoadingState label="Loading your jobs" />);
    const status = screen.getByRole('status', { name: 'Loading your jobs' });
    expect(status).toHaveAttribute('aria-busy', 'true');
  });
});
