import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { OrderStatusChip, useOrderDate } from './order-display';

function Shown({ iso }: { iso: string }) {
  return <p data-testid="date">{useOrderDate()(iso)}</p>;
}

describe('order display', () => {
  it('names a status and writes a date in the page’s language', () => {
    renderWithProviders(
      <>
        <OrderStatusChip status="delivered" />
        <Shown iso="2026-03-05T06:30:00.000Z" />
      </>,
      { route: '/bn/dashboard/myorders', locale: 'bn' },
    );
    expect(screen.getByText('পৌঁছে গেছে')).toBeInTheDocument();
    // Bengali digits and the Bangla month name, whatever the reader's time zone makes of the hour.
    expect(screen.getByTestId('date').textContent).toMatch(/[০-৯]+ মার্চ, ২০২৬/);
  });

  it('writes English dates on English pages, and a dash for none', () => {
    renderWithProviders(
      <>
        <OrderStatusChip status="pending" />
        <Shown iso="" />
      </>,
    );
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByTestId('date')).toHaveTextContent('—');
  });
});
