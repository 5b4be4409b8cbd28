import { screen } from '@testing-library/react';
import { buildCurrentUser, renderWithProviders } from '@freelane/shared/testing';
import { setUser, createAppStore } from '@freelane/shared';
import AreaHome from './area-home';

describe('Accounts and profiles area home', () => {
  it('names the area and links a visitor to sign up, log in, recovery and Find Talent', () => {
    renderWithProviders(<AreaHome />);

    expect(screen.getByRole('heading', { level: 1, name: 'Accounts and profiles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/SignUp');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Recover a forgotten password' })).toHaveAttribute('href', '/forget-password');
    expect(screen.getByRole('link', { name: 'Find Talent' })).toHaveAttribute('href', '/find-talent');
  });

  it('links a signed-in user to their profile instead', () => {
    const store = createAppStore();
    store.dispatch(setUser(buildCurrentUser()));
    renderWithProviders(<AreaHome />, { store });

    expect(screen.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute('href', '/editProfile');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });
});
