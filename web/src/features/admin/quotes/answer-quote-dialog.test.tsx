import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Quote } from '@store/contract/quote';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, signedIn } from '../../../test/render';
import { AnswerQuoteDialog, DeclineQuoteDialog } from './answer-quote-dialog';

const quote: Quote = {
  id: 'q-1',
  uid: 'customer-uid',
  email: 'buyer@example.com',
  lines: [
    { toolId: 'drill', toolname: 'Cordless Drill', quantity: 300 },
    { toolId: 'saw', toolname: 'Circular Saw', quantity: 20 },
  ],
  currency: 'BDT',
  status: 'requested',
  history: [],
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
};

describe('Answering a quote', () => {
  it('says beside each field what is missing or out of range, and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<AnswerQuoteDialog quote={quote} onClose={vi.fn()} onDone={vi.fn()} />, { session: signedIn({ admin: true }) });
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Answer quote q-1' });
    await user.type(within(dialog).getByLabelText(/^Unit price for 20 × Circular Saw/), '-1');
    const days = within(dialog).getByLabelText(/^Valid for/);
    await user.clear(days);
    await user.type(days, '31');
    await user.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Unit price for 300 × Cordless Drill/)).toHaveAccessibleDescription('Enter a unit price'));
    expect(within(dialog).getByLabelText(/^Unit price for 20 × Circular Saw/)).toHaveAccessibleDescription('The unit price must be above 0');
    expect(days).toHaveAccessibleDescription('A quote holds at most 30 days');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends a price per line and an expiry the days ahead, showing the total first', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ ...quote, status: 'quoted' }));
    const onDone = vi.fn();
    renderWithProviders(<AnswerQuoteDialog quote={quote} onClose={vi.fn()} onDone={onDone} />, { session: signedIn({ admin: true }) });
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Answer quote q-1' });
    await user.type(within(dialog).getByLabelText(/^Unit price for 300 × Cordless Drill/), '9.5');
    await user.type(within(dialog).getByLabelText(/^Unit price for 20 × Circular Saw/), '40');
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^Total ৳3,650$/);
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Quote q-1 answered'));
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/quotes/q-1');
    expect(init?.method).toBe('PATCH');
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({ status: 'quoted', lines: [{ toolId: 'drill', unitPrice: 9.5 }, { toolId: 'saw', unitPrice: 40 }] });
    const ahead = new Date(body.expiresAt).getTime() - before;
    expect(ahead).toBeGreaterThanOrEqual(14 * 86_400_000);
    expect(ahead).toBeLessThan(14 * 86_400_000 + 60_000);
  });

  it('declines with a reason, which is required', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ ...quote, status: 'declined' }));
    const onDone = vi.fn();
    renderWithProviders(<DeclineQuoteDialog quote={quote} onClose={vi.fn()} onDone={onDone} />, { session: signedIn({ admin: true }) });
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Decline quote q-1' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline quote' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Reason/)).toHaveAccessibleDescription('Say why the quote is declined'));
    expect(fetchSpy).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'We no longer make the saw.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline quote' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Quote q-1 declined'));
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toEqual({ status: 'declined', reason: 'We no longer make the saw.' });
  });
});

describe('Answering a quote in Bangla', () => {
  it('asks for each price and the days in Bangla, with Bengali digits, and says what is out of range', async () => {
    renderWithProviders(<AnswerQuoteDialog quote={quote} onClose={vi.fn()} onDone={vi.fn()} />, {
      route: '/bn/dashboard/quotes',
      locale: 'bn',
      session: signedIn({ admin: true }),
    });
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'কোটেশন q-1-এর উত্তর দিন' });
    await user.type(within(dialog).getByLabelText(/^৩০০ × Cordless Drill: প্রতি ইউনিটের দাম/), '9.5');
    await user.type(within(dialog).getByLabelText(/^২০ × Circular Saw: প্রতি ইউনিটের দাম/), '40');
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^মোট ৳৩,৬৫০$/);
    const days = within(dialog).getByLabelText(/^মেয়াদ \(দিন\)/);
    await user.clear(days);
    await user.type(days, '31');
    await user.click(within(dialog).getByRole('button', { name: 'কোটেশন পাঠান' }));
    await waitFor(() => expect(days).toHaveAccessibleDescription('কোটেশনের মেয়াদ সর্বোচ্চ ৩০ দিন হতে পারে'));
    expect(within(dialog).getByRole('button', { name: 'বাতিল' })).toBeEnabled();
  });
});
