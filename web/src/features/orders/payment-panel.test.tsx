import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@store/contract/locale';
import type { Order } from '@store/contract/order';
import type { QueryClient } from '@tanstack/react-query';
import { formattersFor } from '@store/contract/format';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { LOCALE_BASE } from '../../lib/i18n/locale-path';
import { gateway } from '../../domains/payments/payment-redirect';
import type { Session } from '../../lib/session';
import { fakeMatchMedia } from '../../test/match-media';
import { testOrder, testPayment } from '../../test/order';
import { jsonResponse, renderWithProviders, signedIn, testQueryClient } from '../../test/render';
import { orderQuery } from './api/order';
import OrderDetailPage from './order-detail-page';
import { useMinutesLeft } from './use-minutes-left';

// Live changes come from a Firestore listener, which these tests leave unstarted (one puts a change in the cache itself).
vi.mock('../../lib/firestore', () => ({ loadFirestore: () => new Promise(() => {}) }));

const MINUTE = 60_000;
const day = formattersFor('en', 'BDT').date;
const LONG_REFERENCE = 'DBBL-TT-2026-03-0004417-BANANI-BRANCH-RECEIPT-NO-889912345678';

function order(fields: Partial<Order> = {}): Order {
  return testOrder({
    id: 'order-77',
    uid: 'customer-uid',
    email: 'customer@example.com',
    toolId: 'grinder',
    toolname: 'Angle Grinder 2400W',
    quantity: 20,
    unitPrice: 2_500,
    total: 50_000,
    address: 'Plot 14, Tejgaon I/A, Dhaka 1208',
    phone: '+880 1911 424242',
    status: 'pending',
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    ...fields,
  });
}

const bankTransfer = order({
  total: 1_234_567.89,
  payment: testPayment(1_234_567.89, {
    method: 'bank-transfer',
    amountPaid: 1_000_000,
    dueAt: '2026-03-08T08:00:00.000Z',
    records: [
      { at: '2026-03-03T04:00:00.000Z', amount: 1_000_000, kind: 'payment', method: 'bank', reference: LONG_REFERENCE, by: 'admin@example.com' },
    ],
  }),
});

const awaitingOnline = (minutesLeft: number) =>
  order({
    status: 'awaiting-payment',
    payment: testPayment(50_000, { method: 'online', status: 'awaiting', dueAt: null, expiresAt: new Date(Date.now() + minutesLeft * MINUTE).toISOString() }),
  });

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});

interface RenderOrderOptions {
  search?: string;
  session?: Session;
  queryClient?: QueryClient;
  locale?: Locale;
}

/** The order page also asks for the order's shipments: none, for every order here. */
const answer = (input: unknown, body: unknown, status?: number) =>
  String(input instanceof Request ? input.url : input).includes('/shipments') ? jsonResponse({ shipments: [] }) : jsonResponse(body, status);

function renderOrder(shown: Order, { search = '', session = signedIn(), queryClient = testQueryClient(), locale = 'en' }: RenderOrderOptions = {}) {
  fetchSpy.mockImplementation(async (input) => answer(input, shown));
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/orders/:id" element={<OrderDetailPage />} />
    </Routes>,
    { route: `${LOCALE_BASE[locale]}/dashboard/orders/${shown.id}${search}`, session, queryClient, locale },
  );
  return userEvent.setup();
}

const panel = () => screen.findByRole('region', { name: 'Payment' });
const facts = (region: HTMLElement) =>
  Object.fromEntries(within(region).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe('Payment panel', () => {
  it('shows cash on delivery due on delivery, without bank details, Pay now or records', async () => {
    renderOrder(order());
    const region = await panel();
    expect(facts(region)).toEqual({
      Method: 'Cash on delivery',
      Status: 'Payment due',
      'Amount due': '৳50,000',
      'Amount paid': '৳0',
      'Balance due': '৳50,000',
      'Due date': 'On delivery',
    });
    expect(within(region).queryByText('Pay by bank transfer to')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
    expect(within(region).queryByRole('table', { name: 'Payment records' })).not.toBeInTheDocument();
    // Printed with the invoice: only its buttons stay off paper.
    expect(region.closest('[data-print="hide"]')).toBeNull();
  });

  it('shows a transfer still owed with the bank details, its due date and the money recorded', async () => {
    renderOrder(bankTransfer);
    const region = await panel();
    expect(facts(region)).toMatchObject({
      Method: 'Bank transfer',
      Status: 'Payment due',
      'Amount due': '৳1,234,567.89',
      'Amount paid': '৳1,000,000',
      'Balance due': '৳234,567.89',
      'Due date': day('2026-03-08T08:00:00.000Z'),
    });
    const bank = within(region).getByRole('region', { name: 'Pay by bank transfer to' });
    expect(facts(bank)).toEqual({
      Bank: 'Dutch-Bangla Bank PLC',
      Branch: 'Banani Branch, Dhaka',
      'Account name': 'Voltforge Tools Ltd.',
      'Account number': '1071100045678',
      'Routing number': '090260434',
      'SWIFT code': 'DBBLBDDH',
    });
    expect(bank).toHaveTextContent('Write the order number order-77 as the transfer\'s reference.');
    const rows = within(within(region).getByRole('table', { name: 'Payment records' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateTypeMethodReferenceAmount',
      `${day('2026-03-03T04:00:00.000Z')}PaymentBank${LONG_REFERENCE}৳1,000,000`,
    ]);
  });

  it('leaves the bank details out once the transfer is paid', async () => {
    renderOrder({ ...bankTransfer, payment: { ...bankTransfer.payment, status: 'paid', amountPaid: 1_234_567.89 } });
    const region = await panel();
    expect(facts(region)).toMatchObject({ Status: 'Paid', 'Balance due': '৳0' });
    expect(within(region).queryByRole('region', { name: 'Pay by bank transfer to' })).not.toBeInTheDocument();
  });

  it('lists each record as a block on a phone', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((query) => query.includes('max-width')));
    renderOrder(bankTransfer);
    const records = await screen.findByRole('list', { name: 'Payment records' });
    expect(facts(within(records).getByRole('listitem'))).toEqual({
      Date: day('2026-03-03T04:00:00.000Z'),
      Type: 'Payment',
      Method: 'Bank',
      Reference: LONG_REFERENCE,
      Amount: '৳1,000,000',
    });
  });

  it("gives the owner of an online order awaiting payment Pay now, with the time left, which opens the gateway's page", async () => {
    const redirectUrl = 'http://127.0.0.1:41500/gateway/pay/session-key-9';
    const open = vi.spyOn(gateway, 'open').mockImplementation(() => {});
    const user = renderOrder(awaitingOnline(23.5));
    expect(await screen.findByText('Pay within 24 minutes')).toBeInTheDocument();
    fetchSpy.mockImplementation(async (input, init) => (init?.method === 'POST' ? jsonResponse({ redirectUrl }) : answer(input, awaitingOnline(23.5))));
    await user.click(screen.getByRole('button', { name: /^Pay now/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(redirectUrl));
    expect(fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST')![0]).toBe('/api/orders/order-77/payment');
  });

  it('says readably when the time to pay has closed meanwhile', async () => {
    const user = renderOrder(awaitingOnline(1));
    await screen.findByText('Pay within 1 minute');
    fetchSpy.mockImplementation(async (input, init) =>
      init?.method === 'POST'
        ? jsonResponse({ error: { code: 'payment-window-closed', message: 'The time to pay for this order has run out' } }, 409)
        : answer(input, awaitingOnline(1)),
    );
    await user.click(screen.getByRole('button', { name: /^Pay now/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The time to pay for this order has run out');
  });

  it('has no Pay now once the time is up', async () => {
    renderOrder(awaitingOnline(-1));
    expect(await screen.findByText('The time to pay for this order has run out.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
  });

  it("shows an administrator no Pay now, and what the gateway reported amiss", async () => {
    renderOrder(
      { ...awaitingOnline(20), payment: { ...awaitingOnline(20).payment, flag: { at: '2026-03-01T08:10:00.000Z', reason: 'amount 4,999.00 instead of 50,000.00', reference: 'VAL-8812' } } },
      { session: signedIn({ admin: true, user: { uid: 'admin-uid' } }) },
    );
    const region = await panel();
    expect(within(region).getByText(/The gateway reported a payment that does not match this order/)).toHaveTextContent(
      'amount 4,999.00 instead of 50,000.00 (reference VAL-8812',
    );
    expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
    // An online payment is not recorded by hand.
    expect(within(region).queryByRole('button', { name: /^Record payment/ })).not.toBeInTheDocument();
  });

  it('gives an administrator Record payment while something is owed, and Record refund once something was paid', async () => {
    renderOrder(bankTransfer, { session: signedIn({ admin: true, user: { uid: 'admin-uid' } }) });
    const region = await panel();
    expect(within(region).getByRole('button', { name: 'Record payment' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Record refund' })).toBeInTheDocument();
  });

  it('gives the owner no recording buttons', async () => {
    renderOrder(bankTransfer);
    const region = await panel();
    expect(within(region).queryByRole('button', { name: /^Record/ })).not.toBeInTheDocument();
  });

  it('says the Bangla page in Bangla, figures in Bengali digits', async () => {
    renderOrder(bankTransfer, { locale: 'bn' });
    const region = await screen.findByRole('region', { name: 'পেমেন্ট' });
    expect(facts(region)).toMatchObject({ মাধ্যম: 'ব্যাংক ট্রান্সফার', পরিশোধযোগ্য: '৳১২,৩৪,৫৬৭.৮৯', বকেয়া: '৳২,৩৪,৫৬৭.৮৯' });
  });
});

describe('Back from the gateway', () => {
  it('says the payment is being confirmed, and that it was received once the order says so', async () => {
    const queryClient = testQueryClient();
    const awaiting = awaitingOnline(25);
    renderOrder(awaiting, { search: '?payment=success', queryClient });
    expect(await screen.findByRole('status')).toHaveTextContent('We are confirming your payment with the gateway.');
    // The live update of the order (Firestore's listener puts it in the cache).
    act(() => {
      queryClient.setQueryData(orderQuery(awaiting.id).queryKey, {
        ...awaiting,
        status: 'pending',
        payment: { ...awaiting.payment, status: 'paid', amountPaid: 50_000 },
      });
    });
    expect(await screen.findByText('Payment received. Thank you!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
  });

  it.each([
    ['fail', 'The payment did not go through. You can try again with Pay now.'],
    ['cancel', 'You cancelled the payment. You can pay with Pay now before the time runs out.'],
  ])('says what came of a %s, beside Pay now', async (outcome, note) => {
    renderOrder(awaitingOnline(25), { search: `?payment=${outcome}` });
    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay now/ })).toBeInTheDocument();
  });

  it('says nothing for an address it does not know, or an order that no longer awaits payment', async () => {
    renderOrder(order({ status: 'expired', payment: testPayment(50_000, { method: 'online', status: 'awaiting' }) }), { search: '?payment=fail' });
    await panel();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('useMinutesLeft', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts whole minutes down, rounded up, once a minute, and stops at 0', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T08:00:00.000Z') });
    const { result } = renderHook(() => useMinutesLeft('2026-03-01T08:02:30.000Z'));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is 0 without a deadline', () => {
    expect(renderHook(() => useMinutesLeft(undefined)).result.current).toBe(0);
  });
});
