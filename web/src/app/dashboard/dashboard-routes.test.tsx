import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '../../test/match-media';
import { renderWithProviders, signedIn } from '../../test/render';
import DashboardRoutes from './dashboard-routes';

const CUSTOMER_ITEMS = ['My Orders', 'My Quotes', 'Company', 'Add a review', 'My Profile'];
const ADMIN_ITEMS = ['Make Admin', 'Add Product', 'Manage Orders', 'Quotes', 'Companies', 'Manage Products', 'Reviews', 'Sales', 'Audit log'];

function renderDashboard(path: string, admin: boolean) {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/*" element={<DashboardRoutes />} />
    </Routes>,
    { route: path, session: signedIn({ admin }) },
  );
}

function menuLabels() {
  return within(screen.getByRole('navigation', { name: 'Dashboard' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

/** A desktop-wide window, where the menu is a permanent drawer. */
function wideScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((query) => query.includes('min-width')));
}

describe('Dashboard', () => {
  it('offers a customer their own pages only', () => {
    wideScreen();
    renderDashboard('/dashboard/nowhere', false);
    expect(menuLabels()).toEqual(CUSTOMER_ITEMS);
    expect(screen.queryByRole('button', { name: 'Dashboard menu' })).not.toBeInTheDocument();
  });

  it('offers an administrator the administration pages too', () => {
    wideScreen();
    renderDashboard('/dashboard/nowhere', true);
    expect(menuLabels()).toEqual([...CUSTOMER_ITEMS, ...ADMIN_ITEMS]);
    const makeAdmin = screen.getByRole('link', { name: 'Make Admin' });
    expect(makeAdmin).toHaveAttribute('href', '/dashboard/makeadmin');
  });

  it('folds the menu behind a button on a phone', async () => {
    renderDashboard('/dashboard/nowhere', false);
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Dashboard menu' }));

    expect(menuLabels()).toEqual(CUSTOMER_ITEMS);
  });

  it('shows a customer who opens an admin page that it is not allowed', async () => {
    renderDashboard('/dashboard/makeadmin', false);
    expect(await screen.findByRole('heading', { name: 'You are not allowed to view this page' })).toBeInTheDocument();
  });

  it('says so for an unknown dashboard page', async () => {
    renderDashboard('/dashboard/nowhere', false);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/dashboard/myorders');
  });
});

describe('Dashboard in Bangla', () => {
  it('tells a customer who opens an admin page in Bangla that it is not allowed', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/dashboard/*" element={<DashboardRoutes />} />
      </Routes>,
      { route: '/bn/dashboard/makeadmin', locale: 'bn', session: signedIn({ admin: false }) },
    );
    expect(await screen.findByRole('heading', { name: 'এই পাতাটি দেখার অনুমতি আপনার নেই' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হোম পাতায় যান' })).toHaveAttribute('href', '/bn');
  });
});
