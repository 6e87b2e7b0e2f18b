import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModeratedReview } from '@store/contract/review';
import { reviewRoutes } from '@store/contract/review-routes';
import { describe, expect, it, vi } from 'vitest';
import { formatOrderDate } from '../../../domains/orders/order-display';
import { toolQuery } from '../../../domains/tools/api/tool';
import { queryKeys } from '../../../lib/query-keys';
import { answerFetches, jsonResponse, LocationDisplay, renderWithProviders, sentRequests, signedIn, testQueryClient } from '../../../test/render';
import ReviewsPage from './reviews-page';

function review(id: string, fields: Partial<ModeratedReview> = {}): ModeratedReview {
  return {
    id,
    name: 'Rahim Uddin',
    toolId: 'drill-id',
    toolname: 'Cordless Drill',
    review: 'Strong and light.',
    rating: 4,
    verifiedPurchase: false,
    createdAt: '2026-08-01T10:00:00.000Z',
    hidden: false,
    ...fields,
  };
}

const VISIBLE = review('r1', { verifiedPurchase: true });
const HIDDEN = review('r2', { name: 'Spam Bot', toolId: 'saw-id', toolname: 'Circular Saw', review: 'Buy cheap watches', rating: 1, hidden: true });
const page = (...reviews: ModeratedReview[]) => jsonResponse({ reviews, nextCursor: null });
const LIST = 'GET /api/review/all?limit=20';

function renderPage(route = '/dashboard/reviews', queryClient = testQueryClient()) {
  return renderWithProviders(
    <>
      <ReviewsPage />
      <LocationDisplay />
    </>,
    { route, session: signedIn({ admin: true }), queryClient },
  );
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Reviews (administrators)', () => {
  it('shows that the reviews are loading', async () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => {}));
    renderPage();
    expect(await screen.findByRole('progressbar', { name: 'Loading reviews' })).toBeInTheDocument();
  });

  it('says when there are no reviews', async () => {
    answerFetches(page());
    renderPage();
    expect(await screen.findByText('There are no reviews yet')).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage();
    expect(await screen.findByText(/Cannot reach the server/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists every review, hidden ones marked, with name, tool, rating, text, date and verified purchase', async () => {
    const fetchSpy = answerFetches(page(VISIBLE, HIDDEN));
    renderPage();

    const visible = await screen.findByRole('article', { name: 'Rahim Uddin' });
    expect(within(visible).getByRole('link', { name: 'Cordless Drill' })).toHaveAttribute('href', '/tools/drill-id');
    expect(within(visible).getByRole('img', { name: '4 Stars' })).toBeInTheDocument();
    expect(visible).toHaveTextContent('Strong and light.');
    expect(visible).toHaveTextContent(formatOrderDate(VISIBLE.createdAt));
    expect(within(visible).getByText('Verified purchase')).toBeInTheDocument();
    expect(within(visible).queryByText('Hidden')).not.toBeInTheDocument();
    // The moderation buttons are a module of their own (shared with the product page), loaded once the list shows.
    expect(await within(visible).findByRole('button', { name: 'Hide the review by Rahim Uddin' })).toBeEnabled();

    const hidden = card('Spam Bot');
    expect(within(hidden).getByText('Hidden')).toBeInTheDocument();
    expect(within(hidden).queryByText('Verified purchase')).not.toBeInTheDocument();
    expect(within(hidden).getByRole('button', { name: 'Show the review by Spam Bot' })).toBeEnabled();
    expect(within(hidden).getByRole('button', { name: 'Delete the review by Spam Bot' })).toBeEnabled();
    expect(sentRequests(fetchSpy)).toEqual([LIST]);
  });

  it('hides a review, updates the list and marks the tool and the public review lists stale', async () => {
    const fetchSpy = answerFetches(page(VISIBLE), jsonResponse({ ...VISIBLE, hidden: true }), page({ ...VISIBLE, hidden: true }));
    const queryClient = testQueryClient();
    // What the storefront may have cached: the tool with its totals, and its public reviews.
    const toolKey = toolQuery('drill-id').queryKey;
    const publicReviewsKey = queryKeys.pages(reviewRoutes.listReviews, { query: { toolId: 'drill-id', limit: 5 } });
    queryClient.setQueryData(toolKey, { id: 'drill-id' } as never);
    queryClient.setQueryData(publicReviewsKey, { pages: [], pageParams: [] } as never);
    renderPage('/dashboard/reviews', queryClient);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Hide the review by Rahim Uddin' }));

    expect(await screen.findByText('The review by Rahim Uddin is hidden')).toBeInTheDocument();
    expect(within(card('Rahim Uddin')).getByText('Hidden')).toBeInTheDocument();
    expect(within(card('Rahim Uddin')).getByRole('button', { name: 'Show the review by Rahim Uddin' })).toBeInTheDocument();
    expect(sentRequests(fetchSpy)).toEqual([LIST, 'PATCH /api/review/r1 {"hidden":true}', LIST]);
    expect(queryClient.getQueryState(toolKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(publicReviewsKey)?.isInvalidated).toBe(true);
  });

  it('shows a hidden review again', async () => {
    const fetchSpy = answerFetches(page(HIDDEN), jsonResponse({ ...HIDDEN, hidden: false }), page({ ...HIDDEN, hidden: false }));
    renderPage();

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Show the review by Spam Bot' }));

    expect(await screen.findByText('The review by Spam Bot is shown again')).toBeInTheDocument();
    await waitFor(() => expect(within(card('Spam Bot')).queryByText('Hidden')).not.toBeInTheDocument());
    expect(sentRequests(fetchSpy)).toEqual([LIST, 'PATCH /api/review/r2 {"hidden":false}', LIST]);
  });

  it('deletes a review only after confirmation, and the list loses it', async () => {
    const fetchSpy = answerFetches(page(VISIBLE, HIDDEN), jsonResponse(null, 204), page(VISIBLE));
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete the review by Spam Bot' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this review?' });
    expect(dialog).toHaveTextContent('The hidden review by Spam Bot of Circular Saw will be deleted for good.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentRequests(fetchSpy)).toEqual([LIST]);

    await user.click(screen.getByRole('button', { name: 'Delete the review by Spam Bot' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete review' }));

    expect(await screen.findByText('The review by Spam Bot is deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Spam Bot' })).not.toBeInTheDocument());
    expect(card('Rahim Uddin')).toBeInTheDocument();
    expect(sentRequests(fetchSpy)).toEqual([LIST, 'DELETE /api/review/r2', LIST]);
  });

  it('says why a change was refused, and keeps the review as it was', async () => {
    answerFetches(page(VISIBLE), jsonResponse({ error: { code: 'not-found', message: 'No such review.' } }, 404));
    renderPage();

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Hide the review by Rahim Uddin' }));

    expect(await screen.findByText('No such review.')).toBeInTheDocument();
    expect(within(card('Rahim Uddin')).queryByText('Hidden')).not.toBeInTheDocument();
  });

  it("narrows the list to one tool's reviews, kept in the address, and back to all", async () => {
    const fetchSpy = answerFetches(page(VISIBLE, HIDDEN), page(VISIBLE));
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Only this tool: Cordless Drill' }));

    expect(await screen.findByText('Only reviews of Cordless Drill')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Spam Bot' })).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/reviews?tool=drill-id');
    expect(screen.queryByRole('button', { name: /^Only this tool/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All tools' }));
    expect(await screen.findByRole('article', { name: 'Spam Bot' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/reviews$/);
    // Every tool's list was read a moment ago: it comes back from the cache.
    expect(sentRequests(fetchSpy)).toEqual([LIST, 'GET /api/review/all?toolId=drill-id&limit=20']);
  });

  it('opens on the tool the address names, and says when it has no reviews', async () => {
    const fetchSpy = answerFetches(page());
    renderPage('/dashboard/reviews?tool=drill-id');
    expect(await screen.findByText('This tool has no reviews')).toBeInTheDocument();
    expect(screen.getByText('Only reviews of the tool drill-id')).toBeInTheDocument();
    expect(sentRequests(fetchSpy)).toEqual(['GET /api/review/all?toolId=drill-id&limit=20']);
  });
});

describe('Reviews (administrators) in Bangla', () => {
  it('names the page, each review’s marks and actions in Bangla, with Bengali digits', async () => {
    answerFetches(page(VISIBLE, HIDDEN));
    renderWithProviders(<ReviewsPage />, { route: '/bn/dashboard/reviews', locale: 'bn', session: signedIn({ admin: true }) });

    expect(screen.getByRole('heading', { level: 1, name: 'রিভিউ' })).toBeInTheDocument();
    const visible = await screen.findByRole('article', { name: 'Rahim Uddin' });
    expect(within(visible).getByRole('link', { name: 'Cordless Drill' })).toHaveAttribute('href', '/bn/tools/drill-id');
    expect(within(visible).getByRole('img', { name: '৪ তারকা' })).toBeInTheDocument();
    expect(within(visible).getByText('যাচাই করা ক্রেতা')).toBeInTheDocument();
    expect(visible).toHaveTextContent(/২০২৬/);
    expect(await within(visible).findByRole('button', { name: 'Rahim Uddin-এর রিভিউটি লুকান' })).toHaveTextContent('লুকান');
    const hidden = card('Spam Bot');
    expect(within(hidden).getByText('লুকানো')).toBeInTheDocument();
    expect(within(hidden).getByRole('button', { name: 'Spam Bot-এর রিভিউটি দেখান' })).toHaveTextContent('দেখান');
    expect(within(hidden).getByRole('button', { name: 'শুধু এই টুল: Circular Saw' })).toBeInTheDocument();
  });
});
