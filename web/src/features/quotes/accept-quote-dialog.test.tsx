import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressBook } from '@store/contract/address-book';
import type { Quote } from '@store/contract/quote';
import { describe, expect, it, vi } from 'vitest';
import { knownTradeAccount } from '../../test/my-company';
import { testOrder } from '../../test/order';
import { answerApi } from '../../test/api-answers';
import { jsonResponse, renderWithProviders, signedIn } from '../../test/render';
import { AcceptQuoteDialog } from './accept-quote-dialog';

const quoted = (total: number): Quote => ({
  id: 'q-77',
  uid: 'customer-uid',
  email: 'customer@example.com',
  lines: [{ toolId: 'press', toolname: 'Hydraulic Press', quantity: 4, unitPrice: total / 4, lineTotal: total }],
  currency: 'BDT',
  status: 'quoted',
  total,
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  history: [],
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
});

const placed = testOrder({
  id: 'order-q77', uid: 'customer-uid', email: 'customer@example.com', toolId: 'press', toolname: 'Hydraulic Press', quantity: 4, unitPrice: 25_000,
  total: 100_000, address: 'Plot 9, Tongi, Gazipur', phone: '+880 1811 000000', status: 'pending', createdAt: '2026-03-02T00:00:00.000Z', updatedAt: '2026-03-02T00:00:00.000Z',
});

function renderDialog(quote: Quote) {
  const onOrdered = vi.fn();
  renderWithProviders(<AcceptQuoteDialog quote={quote} onClose={() => {}} onOrdered={onOrdered} />, { session: signedIn(), queryClient: knownTradeAccount() });
  const dialog = screen.getByRole('dialog', { name: 'Accept quote q-77' });
  return { onOrdered, dialog, user: userEvent.setup() };
}

const EMPTY_BOOK: AddressBook = { addresses: [], defaultId: null };

/**
 * The quote's acceptance answered with `answer`, its delivery to Dhaka priced as the server would (free from
 * ৳20,000), and the customer's address book as `book` (empty unless given), taking a new address.
 */
function answering(answer: () => Response, charge = 80, book = EMPTY_BOOK) {
  return answerApi({
    'POST /api/delivery/quote': { method: 'courier', zone: 'dhaka-city', district: 'dhaka', weightKg: 4, charge, estimateDays: { min: 1, max: 2 } },
    'POST /api/quotes/q-77/accept': answer,
    'GET /api/addresses': book,
    'POST /api/addresses': () => jsonResponse({ ...book, id: 'new-address' }, 201),
  });
}

const accepted = (fetchSpy: ReturnType<typeof answerApi>) => fetchSpy.mock.calls.find(([url]) => url === '/api/quotes/q-77/accept')!;

async function accept(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await waitFor(() => expect(within(dialog).getByTestId('delivery-charge')).not.toHaveTextContent('—'));
  await user.type(within(dialog).getByLabelText(/^Street address/), 'Plot 9');
  await user.type(within(dialog).getByLabelText(/^Area/), 'Tongi');
  await user.type(within(dialog).getByLabelText(/^Mobile number/), '+880 1811 000000');
  await user.click(within(dialog).getByRole('button', { name: 'Accept and order' }));
}

describe('Accepting a quote', () => {
  it('pays a quote above the COD limit by bank transfer, cash on delivery closed', async () => {
    const fetchSpy = answering(() => jsonResponse(placed, 201), 0);
    const { dialog, user, onOrdered } = renderDialog(quoted(100_000));
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: /^Cash on delivery/ })).toBeDisabled());
    expect(within(dialog).getByRole('radio', { name: /^Bank transfer/ })).toBeChecked();
    await accept(user, dialog);
    await waitFor(() => expect(onOrdered).toHaveBeenCalledWith(placed));
    const [, init] = accepted(fetchSpy);
    expect(JSON.parse(String(init?.body))).toEqual({
      delivery: { method: 'courier', address: { lines: 'Plot 9', area: 'Tongi', district: 'dhaka' } },
      phone: '+880 1811 000000',
      paymentMethod: 'bank-transfer',
    });
  });

  it('delivers to the default saved address, chosen from the start', async () => {
    const book: AddressBook = {
      addresses: [{ id: 'depot', label: 'Depot', lines: 'Plot 9, Tongi BSCIC', area: 'Tongi', district: 'dhaka' }],
      defaultId: 'depot',
    };
    const fetchSpy = answering(() => jsonResponse(placed, 201), 80, book);
    const { dialog, user, onOrdered } = renderDialog(quoted(2_850));
    expect(await within(dialog).findByRole('radio', { name: /^Depot/ })).toBeChecked();
    expect(within(dialog).queryByLabelText(/^Street address/)).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByTestId('delivery-charge')).toHaveTextContent('৳80'));
    await user.type(within(dialog).getByLabelText(/^Mobile number/), '+880 1811 000000');
    await user.click(within(dialog).getByRole('button', { name: 'Accept and order' }));
    await waitFor(() => expect(onOrdered).toHaveBeenCalledWith(placed));
    expect(JSON.parse(String(accepted(fetchSpy)[1]?.body))).toMatchObject({
      delivery: { method: 'courier', address: { lines: 'Plot 9, Tongi BSCIC', area: 'Tongi', district: 'dhaka' } },
    });
    expect(fetchSpy.mock.calls.some(([url, init]) => url === '/api/addresses' && init?.method === 'POST')).toBe(false);
  });

  it('sends the way to pay the customer chose', async () => {
    const fetchSpy = answering(() => jsonResponse(placed, 201));
    const { dialog, user, onOrdered } = renderDialog(quoted(2_850));
    expect(within(dialog).getByRole('radio', { name: /^Cash on delivery/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /^Pay online/ }));
    await accept(user, dialog);
    await waitFor(() => expect(onOrdered).toHaveBeenCalled());
    expect(JSON.parse(String(accepted(fetchSpy)[1]?.body))).toMatchObject({ paymentMethod: 'online' });
  });

  it('says why the shop refused the way to pay, in Bangla on Bangla pages', async () => {
    answering(() => jsonResponse({ error: { code: 'not-a-member', message: 'You are not a member of an approved trade account' } }, 409));
    const onOrdered = vi.fn();
    renderWithProviders(<AcceptQuoteDialog quote={quoted(2_850)} onClose={() => {}} onOrdered={onOrdered} />, {
      session: signedIn(),
      queryClient: knownTradeAccount(),
      locale: 'bn',
      route: '/bn/dashboard/myquotes',
    });
    const dialog = screen.getByRole('dialog');
    const user = userEvent.setup();
    await waitFor(() => expect(within(dialog).getByTestId('delivery-charge')).toHaveTextContent('৳৮০'));
    await user.type(within(dialog).getByLabelText(/^ঠিকানা \(/), 'Plot 9');
    await user.type(within(dialog).getByLabelText(/^এলাকা/), 'Tongi');
    await user.type(within(dialog).getByLabelText(/^মোবাইল নম্বর/), '+880 1811 000000');
    await user.click(within(dialog).getByRole('button', { name: /অর্ডার/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('বাকিতে কিনতে অনুমোদিত ট্রেড অ্যাকাউন্ট লাগবে।');
    expect(onOrdered).not.toHaveBeenCalled();
  });
});
