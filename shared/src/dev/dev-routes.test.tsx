import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ROUTE_TABLE } from '../pages/route-table';
import { DevRoutes, devRoutesFor, type PageFiles } from './dev-routes';

/** What `import.meta.glob('../pages/*.tsx', { eager: true })` gives: one module per page file. */
function filesOf(names: string[]): PageFiles {
  return Object.fromEntries(
    names.map((name) => [`../pages/${name}.tsx`, { default: () => <h1>{`Page ${name}`}</h1> }]),
  );
}

const MESSAGING = filesOf(['message', 'notification']);

describe("an area's dev harness", () => {
  it('routes every page the route table gives the area, and no other', () => {
    const routes = devRoutesFor('mf_messaging', MESSAGING);
    expect(routes.map((route) => route.path)).toEqual(
      ROUTE_TABLE.filter((entry) => entry.remote === 'mf_messaging').map((entry) => entry.path),
    );
  });

  it('shows the page of a path, with a link to each page that needs no parameter', () => {
    const files = filesOf([
      'home',
      'about',
      'blog-list',
      'blog-detail',
      'coming-soon',
      'offering',
      'browse',
      'privacy-policy',
      'terms',
      'community',
    ]);
    render(
      <MemoryRouter initialEntries={['/blogInside/7']}>
        <DevRoutes routes={devRoutesFor('mf_public', files)} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Page blog-detail' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blog List' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByRole('link', { name: 'Blog Detail' })).not.toBeInTheDocument();
  });

  it("puts mf-accounts' overview at / (it has no route of its own)", () => {
    const names = [
      'area-home',
      'sign-up',
      'login',
      'forget-password',
      'recover-password',
      'google-success',
      'select-role',
      'edit-profile',
      'find-talent',
    ];
    expect(devRoutesFor('mf_accounts', filesOf(names))[0]).toMatchObject({ path: '/', label: 'Area Home' });
  });

  it('names the file a listed page is missing', () => {
    expect(() => devRoutesFor('mf_messaging', filesOf(['message']))).toThrow(
      'mf_messaging has no page file for ./Notification (expected …/pages/notification.tsx)',
    );
  });
});
