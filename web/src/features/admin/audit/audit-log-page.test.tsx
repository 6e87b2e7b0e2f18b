import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@store/contract/audit';
import { describe, expect, it, vi } from 'vitest';
import { formatOrderDate } from '../../../domains/orders/order-display';
import { fakeMatchMedia } from '../../../test/match-media';
import { answerFetches, jsonResponse, LocationDisplay, renderWithProviders, sentRequests, signedIn } from '../../../test/render';
import AuditLogPage from './audit-log-page';

function entry(id: string, fields: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    at: '2026-08-02T09:30:00.000Z',
    actorUid: 'admin-uid',
    actorEmail: 'admin@example.com',
    action: 'order.status',
    targetType: 'order',
    targetId: 'order-1',
    summary: 'Moved the order from pending to confirmed',
    ...fields,
  };
}

const ORDER_MOVED = entry('e1');
const TOOL_EDITED = entry('e2', { action: 'tool.update', targetType: 'tool', targetId: 'drill-id', summary: 'Edited price', actorUid: 'boss-uid', actorEmail: 'boss@example.com' });
const TOOL_DELETED = entry('e3', { action: 'tool.delete', targetType: 'tool', targetId: 'saw-id', summary: 'Deleted Circular Saw' });
const REVIEW_HIDDEN = entry('e4', { action: 'review.hide', targetType: 'review', targetId: 'review-9', summary: 'Hid the review' });
const page = (...entries: AuditEntry[]) => jsonResponse({ entries, nextCursor: null });
const LOG = 'GET /api/audit?limit=50';

function renderPage(route = '/dashboard/audit') {
  return renderWithProviders(
    <>
      <AuditLogPage />
      <LocationDisplay />
    </>,
    { route, session: signedIn({ admin: true }) },
  );
}

const row = (summary: string) => screen.getByRole('row', { name: new RegExp(summary) });

describe('Audit log', () => {
  it('shows that the log is loading', async () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => {}));
    renderPage();
    expect(await screen.findAllByTestId('audit-entry-skeleton')).toHaveLength(3);
  });

  it('says when nothing is logged yet', async () => {
    answerFetches(page());
    renderPage();
    expect(await screen.findByText('No administrator action is logged yet')).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage();
    expect(await screen.findByText(/Cannot reach the server/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows each entry: when, who, the action readably, the target (linked where it has a page) and the summary', async () => {
    const fetchSpy = answerFetches(page(ORDER_MOVED, TOOL_EDITED, TOOL_DELETED, REVIEW_HIDDEN));
    renderPage();

    await screen.findByRole('row', { name: /Moved the order/ });
    const table = screen.getByRole('table', { name: 'Audit log' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['When', 'Actor', 'Action', 'Target', 'Summary']);

    const moved = row('Moved the order');
    expect(moved).toHaveTextContent(formatOrderDate(ORDER_MOVED.at));
    expect(moved).toHaveTextContent('admin@example.com');
    expect(within(moved).getByRole('rowheader')).toHaveTextContent('Changed order status');
    expect(within(moved).getByRole('link', { name: 'order-1' })).toHaveAttribute('href', '/dashboard/orders/order-1');
    expect(moved).toHaveTextContent('Order order-1');

    const edited = row('Edited price');
    expect(within(edited).getByRole('rowheader')).toHaveTextContent('Edited product');
    expect(within(edited).getByRole('link', { name: 'drill-id' })).toHaveAttribute('href', '/tools/drill-id');

    // A deleted tool and a review have no page to open.
    const deleted = row('Deleted Circular Saw');
    expect(within(deleted).getByRole('rowheader')).toHaveTextContent('Deleted product');
    expect(deleted).toHaveTextContent('Product saw-id');
    expect(within(deleted).queryByRole('link')).not.toBeInTheDocument();
    const hidden = row('Hid the review');
    expect(within(hidden).getByRole('rowheader')).toHaveTextContent('Hid review');
    expect(hidden).toHaveTextContent('Review review-9');
    expect(within(hidden).queryByRole('link')).not.toBeInTheDocument();
    expect(sentRequests(fetchSpy)).toEqual([LOG]);
  });

  it('asks the API for one action, offering every action of the contract, and keeps it in the address', async () => {
    const fetchSpy = answerFetches(page(ORDER_MOVED, REVIEW_HIDDEN), page(REVIEW_HIDDEN));
    renderPage();
    const user = userEvent.setup();

    await screen.findByRole('row', { name: /Moved the order/ });
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'All actions',
      'Granted admin role',
      'Revoked admin role',
      'Removed user',
      'Added product',
      'Edited product',
      'Deleted product',
      'Changed order status',
      'Recorded a payment',
      'Recorded a refund',
      'Shipped or received back',
      'Answered quote',
      'Hid review',
      'Showed review',
      'Deleted review',
      'Approved trade account',
      'Declined trade account',
      'Changed trade account',
      'Recorded a company payment',
    ]);
    await user.click(screen.getByRole('option', { name: 'Hid review' }));

    await waitFor(() => expect(screen.queryByRole('row', { name: /Moved the order/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Hid the review/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/audit?action=review.hide');
    expect(sentRequests(fetchSpy)).toEqual([LOG, 'GET /api/audit?action=review.hide&limit=50']);
  });

  it("keeps only one actor's actions, picked from an entry, combined with the action, and lets go of it", async () => {
    const fetchSpy = answerFetches(page(TOOL_EDITED), page(TOOL_EDITED), page(ORDER_MOVED, TOOL_EDITED), page(ORDER_MOVED, TOOL_EDITED, REVIEW_HIDDEN));
    renderPage('/dashboard/audit?action=tool.update');
    const user = userEvent.setup();

    expect(await screen.findByRole('combobox', { name: 'Action' })).toHaveTextContent('Edited product');
    await user.click(await screen.findByRole('button', { name: 'Only actions by boss@example.com' }));

    expect(await screen.findByText('Only actions by boss@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/audit?action=tool.update&actor=boss-uid');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Only actions by/ })).not.toBeInTheDocument());

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(screen.getByRole('option', { name: 'All actions' }));
    expect(await screen.findByRole('row', { name: /Moved the order/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/\/dashboard\/audit\?actor=boss-uid$/);
    expect(sentRequests(fetchSpy)).toEqual([
      'GET /api/audit?action=tool.update&limit=50',
      'GET /api/audit?action=tool.update&actorUid=boss-uid&limit=50',
      'GET /api/audit?actorUid=boss-uid&limit=50',
    ]);

    await user.click(screen.getByRole('button', { name: 'All actors' }));
    expect(await screen.findByRole('row', { name: /Hid the review/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/\/dashboard\/audit$/);
    expect(sentRequests(fetchSpy).at(-1)).toBe(LOG);
  });

  it('ignores filters in the address that the API would refuse', async () => {
    const fetchSpy = answerFetches(page());
    renderPage('/dashboard/audit?action=drop.tables&actor=a/b');
    expect(await screen.findByText('No administrator action is logged yet')).toBeInTheDocument();
    expect(sentRequests(fetchSpy)).toEqual([LOG]);
  });

  it('says when no entry matches the filters', async () => {
    answerFetches(page());
    renderPage('/dashboard/audit?action=user.remove');
    expect(await screen.findByText('No logged action matches these filters')).toBeInTheDocument();
  });

  it('shows one card per entry on a phone', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((query) => query.includes('max-width')));
    answerFetches(page(ORDER_MOVED));
    renderPage();

    const list = await screen.findByRole('list', { name: 'Audit log' });
    const card = within(list).getByRole('article', { name: `Changed order status, ${formatOrderDate(ORDER_MOVED.at)}` });
    expect(card).toHaveTextContent('admin@example.com');
    expect(within(card).getByRole('link', { name: 'order-1' })).toHaveAttribute('href', '/dashboard/orders/order-1');
    expect(card).toHaveTextContent('Moved the order from pending to confirmed');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('Audit log in Bangla', () => {
  it('names the page, its columns and each action in Bangla, with Bengali digits in the dates', async () => {
    answerFetches(page(ORDER_MOVED, TOOL_EDITED));
    renderWithProviders(<AuditLogPage />, { route: '/bn/dashboard/audit', locale: 'bn', session: signedIn({ admin: true }) });

    expect(screen.getByRole('heading', { level: 1, name: 'অডিট লগ' })).toBeInTheDocument();
    const moved = await screen.findByRole('row', { name: /Moved the order/ });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['কখন', 'কে করেছেন', 'কাজ', 'কীসের ওপর', 'সারসংক্ষেপ']);
    expect(within(moved).getByText('অর্ডারের অবস্থা বদলেছেন')).toBeInTheDocument();
    expect(within(moved).getByText(/২০২৬/)).toBeInTheDocument();
    expect(within(row('Edited price')).getByText('পণ্য সম্পাদনা করেছেন')).toBeInTheDocument();
    expect(within(moved).getByRole('button', { name: 'শুধু admin@example.com-এর কাজ' })).toBeInTheDocument();
  });
});
