import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dhakaDay } from '@store/contract/dhaka-time';
import { canRecordPayment, canRecordRefund, type Order } from '@store/contract/order';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testOrder, testPayment } from '../../test/order';
import { answerFetches, jsonResponse, renderWithProviders, sentRequests, signedIn } from '../../test/render';
import { RecordPaymentButtons } from './record-payment';

const today = dhakaDay();
const LONG_REFERENCE = 'CHQ-PUBALI-BANK-MOTIJHEEL-0048812377-POST-DATED-CLEARED-2026';

function order(fields: Partial<Order['payment']> = {}, status: Order['status'] = 'confirmed'): Order {
  return testOrder({
    id: 'order-9001',
    uid: 'customer-uid',
    email: 'buyer@example.com',
    toolId: 'press',
    toolname: 'Hydraulic Press 50T',
    quantity: 3,
    unitPrice: 411_522.63,
    total: 1_234_567.89,
    address: 'Plot 9, Tongi, Gazipur',
    phone: '+880 1811 000000',
    status,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    payment: testPayment(1_234_567.89, { method: 'bank-transfer', amountPaid: 234_567.89, ...fields }),
  });
}

function renderButtons(shown: Order, inList = false) {
  renderWithProviders(<RecordPaymentButtons order={shown} inList={inList} />, { session: signedIn({ admin: true }) });
  return userEvent.setup();
}

const dialog = (name: string) => screen.getByRole('dialog', { name });

describe('canRecordPayment and canRecordRefund', () => {
  it('record by hand only what is not paid online: payments while owed on an order not over, refunds once paid', () => {
    expect(canRecordPayment(order())).toBe(true);
    expect(canRecordPayment(order({ amountPaid: 1_234_567.89, status: 'paid' }))).toBe(false);
    expect(canRecordPayment(order({}, 'cancelled'))).toBe(false);
    expect(canRecordPayment(order({ method: 'online', amountPaid: 0 }))).toBe(false);
    expect(canRecordRefund(order())).toBe(true);
    expect(canRecordRefund(order({ amountPaid: 0 }))).toBe(false);
    expect(canRecordRefund(order({ status: 'refund-due' }, 'cancelled'))).toBe(true);
    expect(canRecordRefund(order({ method: 'online', status: 'refunded', amountPaid: 0 }, 'cancelled'))).toBe(false);
  });
});

describe('Record payment', () => {
  it('opens with the balance, cash and today, and records what the administrator wrote', async () => {
    const recorded = order({ status: 'paid', amountPaid: 1_234_567.89 });
    const fetchSpy = answerFetches(jsonResponse(recorded, 201));
    const user = renderButtons(order());
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const form = dialog('Record payment');
    expect(form).toHaveTextContent('Order order-9001: ৳1,234,567.89 due, ৳234,567.89 paid, balance ৳1,000,000.');
    expect(within(form).getByRole('spinbutton', { name: /^Amount/ })).toHaveValue(1_000_000);
    expect(within(form).getByRole('combobox', { name: /^Method/ })).toHaveValue('cash');
    expect(within(form).getByLabelText(/^Date/)).toHaveValue(today);

    await user.selectOptions(within(form).getByRole('combobox', { name: /^Method/ }), 'Cheque');
    await user.type(within(form).getByRole('textbox', { name: /^Reference/ }), LONG_REFERENCE);
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentRequests(fetchSpy)).toEqual([
      `POST /api/orders/order-9001/payments ${JSON.stringify({ kind: 'payment', amount: 1_000_000, method: 'cheque', reference: LONG_REFERENCE, at: today })}`,
    ]);
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
  });

  describe('between midnight and 6 AM in Dhaka, when UTC is still on the day before', () => {
    afterEach(() => vi.useRealTimers());

    it("opens with Dhaka's today, and takes it as not in the future", async () => {
      // 01:30 on 2 March in Dhaka.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-01T19:30:00Z'));
      const fetchSpy = answerFetches(jsonResponse(order({ status: 'paid', amountPaid: 1_234_567.89 }), 201));
      const user = renderButtons(order());
      await user.click(screen.getByRole('button', { name: 'Record payment' }));
      const form = dialog('Record payment');
      expect(within(form).getByLabelText(/^Date/)).toHaveValue('2026-03-02');
      await user.type(within(form).getByRole('textbox', { name: /^Reference/ }), 'Receipt 7');
      await user.click(within(form).getByRole('button', { name: 'Record payment' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(sentRequests(fetchSpy)).toEqual([
        `POST /api/orders/order-9001/payments ${JSON.stringify({ kind: 'payment', amount: 1_000_000, method: 'cash', reference: 'Receipt 7', at: '2026-03-02' })}`,
      ]);
    });
  });

  it('says beside each field what is wrong, before sending', async () => {
    const fetchSpy = answerFetches();
    const user = renderButtons(order());
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const form = dialog('Record payment');
    const amount = within(form).getByRole('spinbutton', { name: /^Amount/ });
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(amount).toHaveAccessibleDescription('Amount must be more than 0');
    expect(within(form).getByRole('textbox', { name: /^Reference/ })).toHaveAccessibleDescription('Reference is required');

    await user.clear(amount);
    await user.type(amount, '10.005');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Amount must be in whole poisha (at most 2 decimals)'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows an overpayment refusal in the dialog, which stays open', async () => {
    answerFetches(jsonResponse({ error: { code: 'overpayment', message: 'That is ৳5 more than the ৳1,000,000 still due' } }, 409));
    const user = renderButtons(order());
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const form = dialog('Record payment');
    const amount = within(form).getByRole('spinbutton', { name: /^Amount/ });
    await user.clear(amount);
    await user.type(amount, '1000005');
    await user.type(within(form).getByRole('textbox', { name: /^Reference/ }), 'Receipt 4471');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('That is ৳5 more than the ৳1,000,000 still due');
    expect(dialog('Record payment')).toBeInTheDocument();
  });

  it('records a refund of what was paid, by default', async () => {
    const fetchSpy = answerFetches(jsonResponse(order({ status: 'refunded', amountPaid: 0 }, 'cancelled'), 201));
    const user = renderButtons(order({ status: 'refund-due' }, 'cancelled'));
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record refund' }));
    const form = dialog('Record refund');
    expect(within(form).getByRole('spinbutton', { name: /^Amount/ })).toHaveValue(234_567.89);
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Method/ }), 'Mobile wallet');
    await user.type(within(form).getByRole('textbox', { name: /^Reference/ }), 'bKash TrxID 9HJ2K3L4M5');
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toEqual({
      kind: 'refund',
      amount: 234_567.89,
      method: 'mobile-wallet',
      reference: 'bKash TrxID 9HJ2K3L4M5',
      at: today,
    });
    expect(await screen.findByText('Refund recorded')).toBeInTheDocument();
  });

  it('names the order in the buttons of a list, after their words', () => {
    renderButtons(order(), true);
    expect(screen.getByRole('button', { name: 'Record payment for Hydraulic Press 50T' })).toHaveTextContent('Record payment');
    expect(screen.getByRole('button', { name: 'Record refund for Hydraulic Press 50T' })).toHaveTextContent('Record refund');
  });

  it('says a field problem in Bangla on Bangla pages', async () => {
    answerFetches();
    renderWithProviders(<RecordPaymentButtons order={order()} />, { session: signedIn({ admin: true }), locale: 'bn', route: '/bn/dashboard/manageorders' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'পেমেন্ট রেকর্ড করুন' }));
    const form = screen.getByRole('dialog', { name: 'পেমেন্ট রেকর্ড করুন' });
    expect(within(form).getByRole('combobox', { name: /^মাধ্যম/ })).toHaveDisplayValue('ক্যাশ');
    await user.click(within(form).getByRole('button', { name: 'পেমেন্ট রেকর্ড করুন' }));
    expect(within(form).getByRole('textbox', { name: /^রেফারেন্স/ })).toHaveAccessibleDescription('একটি রেফারেন্স লিখুন');
  });
});
