import { screen, within } from '@testing-library/react';
import type { Review } from '@store/contract/review';
import type { Tool } from '@store/contract/tool';
import { describe, expect, it, vi } from 'vitest';
import { site } from '../../config/site';
import { jsonResponse, renderWithProviders } from '../../test/render';
import HomePage from './home-page';
import { testTool } from '../../test/tool';

// The chart library is its own lazy chunk; here a stand-in shows that the section loads it.
vi.mock('./sample-sales-charts', () => ({ default: () => <p>Charts loaded</p> }));

const review = (n: number, overrides: Partial<Review> = {}): Review => ({
  id: `review-${n}`,
  name: `Reviewer ${n}`,
  toolId: 'tool-1',
  toolname: 'Cordless Drill 18V',
  review: `Review text ${n}`,
  rating: 4,
  verifiedPurchase: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const tool = (n: number): Tool =>
  testTool({
    id: `tool-${n}`,
    name: `Tool ${n}`,
    slug: `tool-${n}`,
    description: 'Description',
    picture: `/tools/tool-${n}.svg`,
    price: 20,
    minimum: 5,
    available: 50,
  });

function stubApi(reviews: Review[], tools: Tool[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
    String(url).startsWith('/api/review')
      ? jsonResponse({ reviews, nextCursor: null })
      : jsonResponse({ tools, total: 36, nextCursor: 'next' }),
  );
}

describe('HomePage', () => {
  it('shows the latest reviews with their star rating and verified purchases', async () => {
    const fetchSpy = stubApi([review(1, { rating: 5, verifiedPurchase: true }), review(2)], []);
    renderWithProviders(<HomePage />);
    const reviews = within(await screen.findByRole('region', { name: 'Reviews' }));
    const first = within((await reviews.findAllByRole('article'))[0]!);
    expect(first.getByText('Reviewer 1')).toBeInTheDocument();
    expect(first.getByText('Cordless Drill 18V')).toBeInTheDocument();
    expect(first.getByText('Review text 1')).toBeInTheDocument();
    expect(first.getByText('5 star')).toBeInTheDocument();
    expect(first.getByText('Verified purchase')).toBeInTheDocument();
    expect(within(reviews.getAllByRole('article')[1]!).queryByText('Verified purchase')).not.toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([url]) => String(url) === '/api/review?limit=6')).toBe(true);
  });

  it('shows featured tools under the company name, with a link to the whole catalog', async () => {
    stubApi([], [tool(1), tool(2), tool(3)]);
    renderWithProviders(<HomePage />);
    const section = within(screen.getByRole('region', { name: site.companyName }));
    expect(await section.findAllByRole('article')).toHaveLength(3);
    expect(section.getByRole('link', { name: 'See all tools' })).toHaveAttribute('href', '/tools');
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
  });

  it('shows the statistics banner, the chart screen and the contact block', async () => {
    stubApi([], []);
    renderWithProviders(<HomePage />);
    const stats = within(screen.getByRole('region', { name: 'Trusted across Bangladesh' }));
    for (const text of ['157+ Our Electric Tools', '765+ Our Happy Clients', '2700+ Our Reviews', '132M+ Annual Revenue']) {
      expect(stats.getByText((_content, element) => element?.tagName === 'P' && element.textContent === text)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Total Tools and Sells Tools Unit in Month' })).toBeInTheDocument();
    expect(await screen.findByText('Charts loaded')).toBeInTheDocument();
    const contact = within(screen.getByRole('region', { name: 'Contact us' }));
    expect(contact.getByText(/Dhaka.*Bangladesh/)).toBeInTheDocument();
    expect(contact.getByRole('link', { name: site.contact.email })).toHaveAttribute('href', `mailto:${site.contact.email}`);
    expect(contact.getByText(site.contact.mobile)).toBeInTheDocument();
  });

  it('offers a retry when the reviews cannot be loaded', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<HomePage />);
    expect(await screen.findByText(/Could not load the reviews/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThanOrEqual(1);
  });
});
