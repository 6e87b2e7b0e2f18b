import { screen, within } from '@testing-library/react';
import type { Quote } from '@store/contract/quote';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, signedIn } from '../../../test/render';
import QuotesPage from './quotes-page';

const REQUESTED: Quote = {
  id: 'q-1',
  uid: 'customer-uid',
  email: 'buyer@example.com',
  lines: [{ toolId: 'drill', toolname: 'Cordless Drill', quantity: 300 }],
  currency: 'BDT',
  status: 'requested',
  history: [],
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
};

/** Each list asks for its own status: the requested quotes, then every other one. */
function answerLists(requested: Quote[], others: Quote[]) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
    jsonResponse({ quotes: String(url).includes('status=requested') ? requested : others, nextCursor: null }),
  );
}

describe('Quotes', () => {
  it('lists the quotes waiting for an answer, each with Answer and Decline, and says when none is answered', async () => {
    answerLists([REQUESTED], []);
    renderWithProviders(<QuotesPage />, { route: '/dashboard/quotes', session: signedIn({ admin: true }) });

    expect(screen.getByRole('heading', { level: 1, name: 'Quotes' })).toBeInTheDocument();
    const waiting = screen.getByRole('region', { name: 'Waiting for an answer' });
    expect(await within(waiting).findByRole('button', { name: 'Answer quote q-1' })).toHaveTextContent('Answer');
    expect(within(waiting).getByRole('button', { name: 'Decline quote q-1' })).toHaveTextContent('Decline');
    expect(await screen.findByText('No quotes here yet.')).toBeInTheDocument();
  });
});

describe('Quotes in Bangla', () => {
  it('names the page, its lists and actions in Bangla', async () => {
    answerLists([REQUESTED], []);
    renderWithProviders(<QuotesPage />, { route: '/bn/dashboard/quotes', locale: 'bn', session: signedIn({ admin: true }) });

    expect(screen.getByRole('heading', { level: 1, name: 'কোটেশন' })).toBeInTheDocument();
    const waiting = screen.getByRole('region', { name: 'উত্তরের অপেক্ষায়' });
    expect(await within(waiting).findByRole('button', { name: 'কোটেশন q-1-এর উত্তর দিন' })).toHaveTextContent('উত্তর দিন');
    expect(within(waiting).getByRole('button', { name: 'কোটেশন q-1 নাকচ করুন' })).toHaveTextContent('নাকচ করুন');
    expect(await screen.findByText('এখানে এখনো কোনো কোটেশন নেই।')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'অবস্থা' })).toHaveTextContent('উত্তর দেওয়া সব');
  });
});
