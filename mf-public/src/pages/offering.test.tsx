import { screen } from '@testing-library/react';
import Offering from './offering';
import { renderPage } from '@freelane/shared/testing';

describe('Offerings page', () => {
  it('lists three numbered offerings, each with a Sign Up button to /SignUp', async () => {
    const { user } = renderPage(<Offering />, { route: '/offering' });

    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['1. No Commission', '2. Community Engagement', '3. Interactive Learning']);

    const signUps = screen.getAllByRole('link', { name: /^Sign Up/ });
    expect(signUps).toHaveLength(3);
    for (const link of signUps) expect(link).toHaveAttribute('href', '/SignUp');

    await user.click(screen.getByRole('link', { name: 'Sign Up for Interactive Learning' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/SignUp');
  });
});
