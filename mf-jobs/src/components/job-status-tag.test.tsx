import { render, screen } from '@testing-library/react';
import { JobStatusTag, jobStatusLabel } from './job-status-tag';

describe('a job status this release does not know', () => {
  it('reads as Unknown, whether the API says unknown or sends a newer status', () => {
    render(
      <>
        <JobStatusTag status="unknown" />
        <JobStatusTag status="archived" />
        <JobStatusTag status="completed" />
      </>,
    );
    expect(screen.getAllByText('Unknown')).toHaveLength(2);
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(jobStatusLabel('archived')).toBe('Unknown');
  });
});
