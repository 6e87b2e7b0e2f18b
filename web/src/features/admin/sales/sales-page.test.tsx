import { screen, within } from '@testing-library/react';
import type { SalesMonth } from '@store/contract/stats';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, signedIn } from '../../../test/render';
import SalesPage from './sales-page';

// The charts draw SVG from layout that jsdom lacks; here they only say which months they got.
vi.mock('./sales-charts', () => ({
  default: ({ months }: { months: SalesMonth[] }) => <div data-testid="sales-charts">{months.length} months</div>,
}));

const MONTHS: SalesMonth[] = [
  { month: '2026-07', units: 0, revenue: 0, orders: 0 },
  { month: '2026-08', units: 30, revenue: 615.5, orders: 3 },
];

function renderPage() {
  return renderWithProviders(<SalesPage />, { route: '/dashboard/sales', session: signedIn({ admin: true }) });
}

describe('Sales', () => {
  it('shows a loading indicator first', () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => {}));
    renderPage();
    expect(screen.getByRole('progressbar', { name: 'Loading sales' })).toBeInTheDocument();
  });

  it('draws the months and lists their figures with totals', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ months: MONTHS }));
    renderPage();

    expect(await screen.findByTestId('sales-charts')).toHaveTextContent('2 months');
    const august = screen.getByRole('row', { name: /Aug 2026/ });
    expect(within(august).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', '30', '৳615.50']);
    const total = screen.getByRole('row', { name: /Total/ });
    expect(within(total).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', '30', '৳615.50']);
  });

  it('says when there are no sales yet', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ months: [MONTHS[0]] }));
    renderPage();
    expect(await screen.findByText('No sales yet')).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ error: { code: 'permission-denied', message: 'Administrators only' } }, 403),
    );
    renderPage();
    expect(await screen.findByText('Administrators only')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('Sales in Bangla', () => {
  it('names the page, its months and figures in Bangla, with Bengali digits', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ months: MONTHS }));
    renderWithProviders(<SalesPage />, { route: '/bn/dashboard/sales', locale: 'bn', session: signedIn({ admin: true }) });

    expect(screen.getByRole('heading', { level: 1, name: 'বিক্রি' })).toBeInTheDocument();
    await screen.findByTestId('sales-charts');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['মাস', 'অর্ডার', 'ইউনিট', 'আয়']);
    const august = screen.getByRole('row', { name: /আগ.* ২০২৬/ });
    expect(within(august).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['৩', '৩০', '৳৬১৫.৫০']);
    expect(screen.getByRole('row', { name: /মোট/ })).toBeInTheDocument();
  });
});
