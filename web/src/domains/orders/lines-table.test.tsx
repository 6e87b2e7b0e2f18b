import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '../../test/match-media';
import { renderWithProviders } from '../../test/render';
import { LinesTable } from './lines-table';

const LINES = [
  { toolId: 'drill', toolname: 'Cordless Drill', quantity: 10, unitPrice: 8, lineTotal: 80 },
  { toolId: 'saw', toolname: 'Circular Saw', quantity: 1200, unitPrice: 20, lineTotal: 24000 },
];
const onPhone = () => vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((query) => query.includes('max-width')));

describe('LinesTable', () => {
  it('is a table with a column per figure and the total last', () => {
    renderWithProviders(<LinesTable lines={LINES} label="Order lines" total={24080} />);
    const rows = within(screen.getByRole('table', { name: 'Order lines' })).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['ToolQuantityUnit priceLine total', 'Cordless Drill10৳8৳80', 'Circular Saw1,200৳20৳24,000', 'Total৳24,080']);
    expect(screen.getByTestId('order-total')).toHaveTextContent(/^৳24,080$/);
  });

  it('shows a quote not yet priced by its quantities alone', () => {
    renderWithProviders(<LinesTable lines={LINES.map(({ unitPrice: _, lineTotal: __, ...line }) => line)} label="Lines of quote q-1" priced={false} />);
    const rows = within(screen.getByRole('table', { name: 'Lines of quote q-1' })).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['ToolQuantity', 'Cordless Drill10', 'Circular Saw1,200']);
  });

  it('on a phone, stacks each line as on a receipt: the name, then quantity × unit price = line total', () => {
    onPhone();
    renderWithProviders(<LinesTable lines={LINES} label="Order lines" total={24080} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'Order lines' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['Cordless Drill10 × ৳8 =৳80', 'Circular Saw1,200 × ৳20 =৳24,000']);
    expect(screen.getByTestId('order-total')).toHaveTextContent(/^৳24,080$/);
  });

  it('on a phone, keeps an invoice as a table for print only', () => {
    onPhone();
    renderWithProviders(<LinesTable lines={LINES} label="Order lines" total={24080} printable />);
    expect(screen.getByRole('list', { name: 'Order lines' }).closest('[data-print]')).toHaveAttribute('data-print', 'hide');
    expect(screen.getByRole('table', { name: 'Order lines' }).closest('[data-print]')).toHaveAttribute('data-print', 'only');
    expect(screen.getAllByTestId('order-total')).toHaveLength(1);
  });

  it('on a phone, shows the quantities of lines not yet priced', () => {
    onPhone();
    renderWithProviders(<LinesTable lines={[{ toolId: 'drill', toolname: 'Cordless Drill', quantity: 300 }]} label="Lines of quote q-1" priced={false} />);
    expect(within(screen.getByRole('list', { name: 'Lines of quote q-1' })).getByRole('listitem')).toHaveTextContent('Cordless Drill300 units');
  });

  it('names its columns and writes its figures in Bangla on a Bangla page', () => {
    renderWithProviders(<LinesTable lines={LINES.slice(0, 1)} label="অর্ডারের টুলগুলো" total={80} />, { route: '/bn/dashboard/myorders', locale: 'bn' });
    const rows = within(screen.getByRole('table', { name: 'অর্ডারের টুলগুলো' })).getAllByRole('row');
    expect(rows.map((row) => within(row).queryAllByRole('columnheader').map((cell) => cell.textContent)).flat()).toEqual([
      'টুল',
      'পরিমাণ',
      'প্রতি ইউনিটের দাম',
      'লাইনের মোট',
    ]);
    expect(rows[1]).toHaveTextContent(/^Cordless Drill১০৳৮৳৮০$/);
    expect(rows[2]).toHaveTextContent(/^মোট৳৮০$/);
  });
});
