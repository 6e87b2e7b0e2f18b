import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LOADING_SESSION } from '../lib/session';
import { LocationDisplay, renderWithProviders, signedIn, signedOut } from '../test/render';
import { RequireAdmin } from './dashboard/require-admin';
import { RequireAuth } from './guards';

function renderGuarded(route: string, session = signedOut) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/login" element={<p>Login page</p>} />
        <Route path="/" element={<p>Home page</p>} />
        <Route
          path="/purchase/:slug"
          element={
            <RequireAuth>
              <p>Purchase page</p>
            </RequireAuth>
          }
        />
        <Route
          path="/dashboard/makeadmin"
          element={
            <RequireAdmin>
              <p>Make Admin page</p>
            </RequireAdmin>
          }
        />
      </Routes>
      <LocationDisplay />
    </>,
    { route, session },
  );
}

describe('route guards', () => {
  it('sends an anonymous visitor to /login, remembering where they were going', () => {
    renderGuarded('/purchase/cordless-drill?qty=3');
    expect(screen.getByText('Login page')).toBeInTheDocument();
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent(/^\/login$/);
    expect(JSON.parse(location.dataset.state!)).toMatchObject({ from: { pathname: '/purchase/cordless-drill', search: '?qty=3' } });
  });

  it('lets a signed-in customer through a login-only route', () => {
    renderGuarded('/purchase/cordless-drill', signedIn());
    expect(screen.getByText('Purchase page')).toBeInTheDocument();
  });

  it('waits for the session instead of redirecting while Firebase is still loading', () => {
    renderGuarded('/purchase/cordless-drill', LOADING_SESSION);
    expect(screen.getByRole('progressbar', { name: 'Checking your sign-in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/purchase/cordless-drill');
  });

  it('sends an anonymous visitor of an admin page to /login', () => {
    renderGuarded('/dashboard/makeadmin');
    expect(screen.getByText('Login page')).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toMatchObject({ from: { pathname: '/dashboard/makeadmin' } });
  });

  it('shows a customer the not-allowed page on an admin page', () => {
    renderGuarded('/dashboard/makeadmin', signedIn());
    expect(screen.getByRole('heading', { name: 'You are not allowed to view this page' })).toBeInTheDocument();
    expect(screen.queryByText('Make Admin page')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  });

  it('lets an administrator in', () => {
    renderGuarded('/dashboard/makeadmin', signedIn({ admin: true }));
    expect(screen.getByText('Make Admin page')).toBeInTheDocument();
  });
});
