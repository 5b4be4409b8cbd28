import { screen } from '@testing-library/react';
import About from './about';
import { renderPage } from '@freelane/shared/testing';

describe('About page', () => {
  it('tells our story and vision and names the three core values', () => {
    renderPage(<About />, { route: '/about' });

    expect(screen.getByRole('heading', { level: 2, name: 'Our Story' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Vision' })).toBeInTheDocument();
    const values = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(values).toEqual(['Integrity', 'Empowerment', 'Innovation']);
  });
});
