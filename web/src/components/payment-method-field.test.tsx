import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { checkoutMethod, PaymentMethodField, usePaymentChoice } from './payment-method-field';

/** The field with its choice, and the method an order would be placed with, as a checkout form holds them. */
function Checkout({ total }: { total: number | null }) {
  const payment = usePaymentChoice(total);
  return (
    <>
      <PaymentMethodField {...payment.field} />
      <output data-testid="method">{payment.method}</output>
    </>
  );
}

const method = () => screen.getByTestId('method').textContent;
const radio = (name: RegExp) => screen.getByRole('radio', { name });

describe('checkoutMethod', () => {
  it('is cash on delivery within the COD limit and a bank transfer above it, unless the customer chose', () => {
    expect(checkoutMethod(null, 50_000)).toBe('cod');
    expect(checkoutMethod(null, 50_000.01)).toBe('bank-transfer');
    expect(checkoutMethod(null, null)).toBe('cod');
    expect(checkoutMethod('online', 1_250_000)).toBe('online');
    // A choice of cash the total has outgrown is not sent: the server would refuse it.
    expect(checkoutMethod('cod', 60_000)).toBe('bank-transfer');
  });
});

describe('PaymentMethodField', () => {
  it('offers the three ways to pay, cash on delivery first and chosen within the COD limit', async () => {
    renderWithProviders(<Checkout total={49_999.5} />);
    expect(screen.getByRole('radiogroup', { name: 'Payment' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((option) => option.getAttribute('value'))).toEqual(['cod', 'bank-transfer', 'online']);
    expect(radio(/^Cash on delivery/)).toBeChecked();
    expect(radio(/^Cash on delivery/)).toBeEnabled();
    expect(screen.queryByText(/is available for orders up to/)).not.toBeInTheDocument();
    expect(method()).toBe('cod');

    await userEvent.setup().click(radio(/^Pay online \(card, bKash, Nagad\)/));
    expect(radio(/^Pay online/)).toBeChecked();
    expect(method()).toBe('online');
  });

  it('closes cash on delivery above the COD limit, says why beside it, and chooses a bank transfer', () => {
    renderWithProviders(<Checkout total={1_234_567.89} />);
    const cod = radio(/^Cash on delivery/);
    expect(cod).toBeDisabled();
    expect(cod).toHaveAccessibleDescription('Cash on delivery is available for orders up to ৳50,000.00.');
    expect(radio(/^Bank transfer/)).toBeChecked();
    expect(method()).toBe('bank-transfer');
  });

  it('moves a choice of cash to a bank transfer when the total outgrows the limit, and back when it no longer does', async () => {
    const { rerender } = renderWithProviders(<Checkout total={1_000} />);
    await userEvent.setup().click(radio(/^Cash on delivery/));
    rerender(<Checkout total={75_000} />);
    expect(radio(/^Bank transfer/)).toBeChecked();
    expect(method()).toBe('bank-transfer');
    rerender(<Checkout total={2_000} />);
    expect(radio(/^Cash on delivery/)).toBeChecked();
  });

  it('speaks Bangla on Bangla pages, the limit in Bengali digits', () => {
    renderWithProviders(<Checkout total={60_000} />, { locale: 'bn', route: '/bn/cart' });
    expect(screen.getByRole('radiogroup', { name: 'পেমেন্ট' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ক্যাশ অন ডেলিভারি' })).toHaveAccessibleDescription('ক্যাশ অন ডেলিভারি শুধু ৫০,০০০.০০৳ পর্যন্ত অর্ডারের জন্য।');
  });
});
