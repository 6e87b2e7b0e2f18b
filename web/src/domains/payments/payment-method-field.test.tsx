import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyCompany } from '@store/contract/company';
import { describe, expect, it } from 'vitest';
import { knownTradeAccount, testMyCompany } from '../../test/my-company';
import { answerFetches, jsonResponse, renderWithProviders, signedIn } from '../../test/render';
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
    expect(cod).toHaveAccessibleDescription('Cash on delivery is available for orders up to ৳50,000.');
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
    expect(screen.getByRole('radio', { name: 'ক্যাশ অন ডেলিভারি' })).toHaveAccessibleDescription('ক্যাশ অন ডেলিভারি শুধু ৳৫০,০০০ পর্যন্ত অর্ডারের জন্য।');
  });
});

describe('PaymentMethodField for a trade account', () => {
  const renderCheckout = (total: number, company: MyCompany | null, locale: 'en' | 'bn' = 'en') =>
    renderWithProviders(<Checkout total={total} />, { session: signedIn(), queryClient: knownTradeAccount(company), locale, route: locale === 'bn' ? '/bn/cart' : '/cart' });

  it('offers a member of an approved account to pay on account, with the credit available', async () => {
    renderCheckout(25_000, testMyCompany());
    const onAccount = radio(/^On account/);
    expect(onAccount).toBeEnabled();
    expect(onAccount).toHaveAccessibleDescription('Trade account of Rahman Traders: ৳380,000 of credit available.');
    await userEvent.setup().click(onAccount);
    expect(onAccount).toBeChecked();
    expect(method()).toBe('account');
  });

  it('asks the API whose account it is, and offers no account to a customer in no company', async () => {
    const fetchSpy = answerFetches(jsonResponse({ error: { code: 'not-found', message: 'You belong to no company' } }, 404));
    renderWithProviders(<Checkout total={25_000} />, { session: signedIn() });
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/companies/mine');
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(3));
    expect(screen.queryByRole('radio', { name: /^On account/ })).not.toBeInTheDocument();
  });

  it('offers nothing on an application not yet approved', () => {
    renderCheckout(25_000, testMyCompany({ status: 'applied', role: 'owner' }));
    expect(screen.queryByRole('radio', { name: /^On account/ })).not.toBeInTheDocument();
  });

  it.each([
    ['an administrator holds the account', { hold: true, holdReason: 'administrator' as const }, 'The account is on hold until an administrator releases it.'],
    ['an invoice is overdue', { hold: true, holdReason: 'overdue' as const }, 'The account is on hold until its overdue invoices are paid.'],
    ['the order is beyond the credit left', { available: 20_000 }, 'This order is more than the credit available.'],
  ])('closes the account, saying why, when %s', (_case, fields, why) => {
    renderCheckout(25_000, testMyCompany(fields));
    const onAccount = radio(/^On account/);
    expect(onAccount).toBeDisabled();
    expect(onAccount).toHaveAccessibleDescription(expect.stringContaining(why));
    expect(method()).toBe('cod');
  });

  it('takes an order of exactly the credit left', () => {
    renderCheckout(20_000, testMyCompany({ available: 20_000 }));
    expect(radio(/^On account/)).toBeEnabled();
  });

  it('moves a choice of the account to the default when the total outgrows the credit', async () => {
    const queryClient = knownTradeAccount(testMyCompany({ available: 30_000 }));
    const { rerender } = renderWithProviders(<Checkout total={25_000} />, { session: signedIn(), queryClient });
    await userEvent.setup().click(radio(/^On account/));
    expect(method()).toBe('account');
    rerender(<Checkout total={60_000} />);
    expect(radio(/^On account/)).toBeDisabled();
    expect(method()).toBe('bank-transfer');
  });

  it('tells a buyer above their order limit that the order will wait for approval', () => {
    renderCheckout(25_000, testMyCompany({ orderLimit: 10_000 }));
    const onAccount = radio(/^On account/);
    expect(onAccount).toBeEnabled();
    expect(onAccount).toHaveAccessibleDescription(
      "Trade account of Rahman Traders: ৳380,000 of credit available. It is above your order limit of ৳10,000, so the order will wait for the approval of your company's owner or an approver.",
    );
  });

  it('says nothing of approval within the order limit', () => {
    renderCheckout(10_000, testMyCompany({ orderLimit: 10_000 }));
    expect(radio(/^On account/)).toHaveAccessibleDescription("Trade account of Rahman Traders: ৳380,000 of credit available.");
  });

  it('speaks Bangla on Bangla pages, the credit in Bengali digits', () => {
    renderCheckout(25_000, testMyCompany({ orderLimit: 10_000 }), 'bn');
    expect(screen.getByRole('radio', { name: 'বাকিতে' })).toHaveAccessibleDescription(
      'Rahman Traders-এর ট্রেড অ্যাকাউন্ট: ব্যবহারযোগ্য ক্রেডিট ৳৩,৮০,০০০। এটি আপনার ৳১০,০০০ অর্ডার লিমিটের বেশি, তাই অর্ডারটি আপনার প্রতিষ্ঠানের মালিক বা একজন অনুমোদনকারীর অনুমোদনের অপেক্ষায় থাকবে।',
    );
  });
});
