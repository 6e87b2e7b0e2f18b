import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Review, ReviewPage } from '@store/contract/review';
import type { Tool, ToolDetail, ToolPage } from '@store/contract/tool';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Session } from '../../lib/session';
import { jsonResponse, LocationDisplay, renderWithProviders, sentRequests, signedIn, signedOut, testQueryClient, withProviders } from '../../test/render';
import { testTool, testToolPage } from '../../test/tool';
import { TOOL_REVIEWS_PAGE } from './api/tool-reviews';
import { prefetchProduct } from './prefetch-product';
import ProductPage from './product-page';

const drill: ToolDetail = {
  ...testTool({
    id: 'drill-id',
    name: 'Cordless Drill 18V',
    slug: 'cordless-drill-18v',
    description: 'An 18 V drill driver with two speeds.',
    picture: '/tools/drill.svg',
    price: 89.5,
    minimum: 2,
    available: 40,
  }),
  sku: 'CD-18',
  category: 'drills-drivers',
  powerSource: 'battery',
  specs: { voltage: 18, weightKg: 1.6 },
  pictures: ['/tools/drill.svg', '/tools/drill-side.svg', '/tools/drill-case.svg'],
  priceTiers: [
    { minQuantity: 10, unitPrice: 80 },
    { minQuantity: 50, unitPrice: 72.25 },
  ],
  ratingCount: 7,
  ratingSum: 29,
  ratingAverage: 4.1,
  ratingHistogram: { '5': 4, '4': 1, '3': 1, '2': 0, '1': 1 },
};

const related = (n: number, category: Tool['category'] = 'drills-drivers'): Tool =>
  testTool({
    id: `related-${n}`,
    name: `Related drill ${n}`,
    slug: `related-drill-${n}`,
    description: 'Another drill.',
    picture: `/tools/related-${n}.svg`,
    price: 50 + n,
    minimum: 1,
    available: 5,
    category,
  });

const review = (n: number): Review => ({
  id: `review-${n}`,
  name: `Reviewer ${n}`,
  toolId: drill.id,
  toolname: drill.name,
  review: `Review text ${n}`,
  rating: 5,
  verifiedPurchase: false,
  createdAt: new Date(Date.UTC(2026, 0, 30 - n)).toISOString(),
});

interface Answers {
  tool?: ToolDetail | null;
  reviews?: Record<string, ReviewPage>;
  relatedPage?: ToolPage;
}

let fetchSpy: MockInstance<typeof fetch>;
function answer({ tool = drill, reviews = { '': { reviews: [], nextCursor: null } }, relatedPage }: Answers) {
  fetchSpy.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.startsWith('/api/tools/')) {
      return tool ? jsonResponse(tool) : jsonResponse({ error: { code: 'not-found', message: 'No such tool.' } }, 404);
    }
    if (url.pathname === '/api/review') return jsonResponse(reviews[url.searchParams.get('cursor') ?? '']);
    if (url.pathname === '/api/tools') {
      return jsonResponse(relatedPage ?? { tools: [], total: 0, nextCursor: null });
    }
    throw new Error(`unexpected call ${url.href}`);
  });
}

function renderProduct(slug = drill.slug, queryClient = testQueryClient(), session?: Session, locale: 'en' | 'bn' = 'en') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/tools/:slug" element={<ProductPage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationDisplay />
    </>,
    { route: `${locale === 'bn' ? '/bn' : ''}/tools/${slug}`, queryClient, session, locale },
  );
}

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  vi.restoreAllMocks();
  document.title = '';
  document.head.querySelector('script[type="application/ld+json"]')?.remove();
});

describe('ProductPage', () => {
  it('shows the tool: one h1, facts, specs, volume prices, and sets the title and the Product JSON-LD', async () => {
    answer({});
    renderProduct();
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent(drill.name);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(h1.parentElement).toHaveTextContent('৳89.50 per unit');
    expect(screen.getByText('CD-18')).toBeInTheDocument();
    expect(screen.getAllByText('Drills & drivers').length).toBeGreaterThan(0);
    expect(screen.getByTestId('available-units')).toHaveTextContent('40');

    const specs = screen.getByRole('table', { name: 'Specifications' });
    expect(within(specs).getByRole('rowheader', { name: 'Voltage' }).nextSibling).toHaveTextContent('18 V');
    expect(within(specs).getByRole('rowheader', { name: 'Weight' }).nextSibling).toHaveTextContent('1.6 kg');
    expect(within(specs).getByRole('rowheader', { name: 'Power source' }).nextSibling).toHaveTextContent('Battery');

    const volume = screen.getByRole('table', { name: 'Volume prices' });
    const rows = within(volume).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['2৳89.50', '10৳80', '50৳72.25']);

    await waitFor(() => expect(document.title).toBe('Cordless Drill 18V | Voltforge Tools'));
    const ld = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: drill.name,
      sku: 'CD-18',
      offers: { '@type': 'Offer', price: 89.5, priceCurrency: 'BDT', availability: 'https://schema.org/InStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.1, reviewCount: 7 },
    });
  });

  it('switches the large picture from the thumbnails with the keyboard', async () => {
    answer({});
    const user = userEvent.setup();
    renderProduct();
    const main = await screen.findByTestId('gallery-main');
    expect(main).toHaveAttribute('src', '/tools/drill.svg');
    const thumbs = within(screen.getByRole('list', { name: 'Pictures' })).getAllByRole('button');
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);

    thumbs[1]!.focus();
    await user.keyboard('{Enter}');
    expect(main).toHaveAttribute('src', '/tools/drill-side.svg');
    expect(main).toHaveAccessibleName('Cordless Drill 18V, picture 2 of 3');
    expect(thumbs[1]).toHaveAttribute('aria-pressed', 'true');

    await user.tab();
    expect(thumbs[2]).toHaveFocus();
    await user.keyboard(' ');
    expect(main).toHaveAttribute('src', '/tools/drill-case.svg');
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true']);
  });

  it('sums up the ratings: average to one decimal, the count, and each star from 5 down to 1', async () => {
    answer({});
    renderProduct();
    const summary = await screen.findByTestId('rating-summary');
    expect(summary).toHaveTextContent('4.1 out of 5');
    expect(summary).toHaveTextContent('7 reviews');
    const bars = within(within(summary).getByRole('list', { name: 'Reviews per star' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual(['5 star4', '4 star1', '3 star1', '2 star0', '1 star1']);
  });

  it('speaks Bangla on a Bangla page: its words, Bengali digits and the price in the store currency', async () => {
    answer({});
    renderProduct(drill.slug, testQueryClient(), undefined, 'bn');
    const summary = await screen.findByTestId('rating-summary');
    expect(summary).toHaveTextContent('৪.১ (৫-এর মধ্যে)');
    expect(summary).toHaveTextContent('৭টি রিভিউ');
    expect(screen.getByRole('link', { name: 'Cordless Drill 18V এখনই কিনুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'কার্টে যোগ করুন' })).toBeInTheDocument();
    expect(screen.getByTestId('available-units')).toHaveTextContent('৪০');
    expect(screen.getByRole('heading', { level: 2, name: 'স্পেসিফিকেশন' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'ভোল্টেজ ১৮ ভোল্ট' })).toBeInTheDocument();
    // The gallery counts its pictures in Bengali digits too.
    expect(screen.getByRole('img', { name: 'Cordless Drill 18V, ৩টি ছবির ১ নম্বর' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '৩টি ছবির ২ নম্বরটি দেখুন' })).toBeInTheDocument();
    // The price as a Dhaka shopper reads it: the taka sign first, then Bengali digits.
    expect(screen.getAllByText('৳৮৯.৫০').length).toBeGreaterThan(0);
  });

  it('lists the reviews newest first and loads more with "More reviews" until there are no more', async () => {
    const first = Array.from({ length: TOOL_REVIEWS_PAGE }, (_, i) => review(i + 1));
    answer({ reviews: { '': { reviews: first, nextCursor: 'page-2' }, 'page-2': { reviews: [review(6)], nextCursor: null } } });
    const user = userEvent.setup();
    renderProduct();
    const list = await screen.findByRole('list', { name: 'Reviews' });
    expect(within(list).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(first.map((r) => r.name));
    const reviewCall = fetchSpy.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith('/api/review'))!;
    expect(new URLSearchParams(reviewCall.split('?')[1]).get('toolId')).toBe(drill.id);

    await user.click(screen.getByRole('button', { name: 'More reviews' }));
    await waitFor(() => expect(within(list).getAllByRole('heading')).toHaveLength(TOOL_REVIEWS_PAGE + 1));
    expect(within(list).getAllByRole('heading').at(-1)).toHaveTextContent('Reviewer 6');
    expect(screen.queryByRole('button', { name: 'More reviews' })).not.toBeInTheDocument();
  });

  it('shows up to 4 related tools of the same category, without the tool itself', async () => {
    const others = [related(1), { ...drill }, related(2), related(3), related(4)];
    answer({ relatedPage: testToolPage(others, { total: 6, nextCursor: 'more' }) });
    renderProduct();
    const list = await screen.findByRole('list', { name: 'Related tools' });
    const names = within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Related drill 1', 'Related drill 2', 'Related drill 3', 'Related drill 4']);
    const firstName = within(list).getAllByRole('heading', { level: 3 })[0]!;
    expect(within(firstName).getByRole('link')).toHaveAttribute('href', '/tools/related-drill-1');
    const relatedCall = fetchSpy.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith('/api/tools?'))!;
    expect(new URLSearchParams(relatedCall.split('?')[1]).get('category')).toBe('drills-drivers');
  });

  it('offers Buy now, and shows the unit price for the quantity beside it (volume prices applied)', async () => {
    answer({});
    const user = userEvent.setup();
    renderProduct();
    const buy = await screen.findByRole('link', { name: 'Buy now: Cordless Drill 18V' });
    expect(buy).toHaveAttribute('href', '/purchase/cordless-drill-18v');
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveValue(2);
    expect(quantity).toHaveAccessibleDescription('৳89.50 per unit');
    await user.clear(quantity);
    await user.type(quantity, '50');
    expect(quantity).toHaveAccessibleDescription('৳72.25 per unit');
    await user.clear(quantity);
    await user.type(quantity, '1.5');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(quantity).toHaveAccessibleDescription('Enter a whole number of units');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
  });

  it.each(['Add to cart', 'Request a quote'])('sends a visitor who is not signed in to sign in first from %s', async (action) => {
    answer({});
    renderProduct();
    await userEvent.setup().click(await screen.findByRole('button', { name: action }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toMatchObject({ from: { pathname: '/tools/cordless-drill-18v' } });
  });

  it('adds the quantity to what the cart holds of the tool, and says so with a link to the cart', async () => {
    answer({});
    const cartWith = (quantity: number) => ({
      lines: [{ toolId: drill.id, quantity, unitPrice: 80, lineTotal: 80 * quantity, problems: [], tool: { name: drill.name, slug: drill.slug, picture: drill.picture, minimum: 2, available: 40 } }],
      total: 80 * quantity,
    });
    const fallback = fetchSpy.getMockImplementation()!;
    fetchSpy.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/cart') return jsonResponse(cartWith(3));
      if (url === `/api/cart/lines/${drill.id}`) return jsonResponse(cartWith(JSON.parse(String(init?.body)).quantity));
      return fallback(input, init);
    });
    const user = userEvent.setup();
    renderProduct(drill.slug, testQueryClient(), signedIn());
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '10');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText(/Your cart now holds 13 × Cordless Drill 18V/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    const put = fetchSpy.mock.calls.find(([url]) => url === `/api/cart/lines/${drill.id}`)!;
    expect(put[1]?.method).toBe('PUT');
    expect(JSON.parse(String(put[1]?.body))).toEqual({ quantity: 13 });
  });

  it('asks a signed-in customer for a quote on the quantity chosen, with a message', async () => {
    answer({});
    const fallback = fetchSpy.getMockImplementation()!;
    fetchSpy.mockImplementation(async (input, init) =>
      String(input) === '/api/quotes'
        ? jsonResponse({ id: 'quote-1', status: 'requested', lines: [], history: [], uid: 'u', email: 'e', createdAt: '', updatedAt: '' }, 201)
        : fallback(input, init),
    );
    const user = userEvent.setup();
    renderProduct(drill.slug, testQueryClient(), signedIn());
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '500');
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));

    const dialog = await screen.findByRole('dialog', { name: 'Request a quote' });
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity of Cordless Drill 18V' })).toHaveValue(500);
    await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'Delivery in March');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await within(dialog).findByText(/Quote requested/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'My Quotes' })).toHaveAttribute('href', '/dashboard/myquotes');
    const post = fetchSpy.mock.calls.find(([url]) => url === '/api/quotes')!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({ lines: [{ toolId: drill.id, quantity: 500 }], message: 'Delivery in March' });
  });

  it('shows the 404 page for an unknown slug, and says so with status 404', async () => {
    answer({ tool: null });
    renderProduct('no-such-tool');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/tools/no-such-tool', { selector: 'code' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Voltforge Tools'));
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('renders from what the server prefetched, without fetching again', async () => {
    answer({ reviews: { '': { reviews: [review(1)], nextCursor: null } }, relatedPage: testToolPage([related(1)]) });
    const queryClient = testQueryClient();
    await prefetchProduct(queryClient, new URL(`http://localhost/tools/${drill.slug}`), 'en');
    const calls = fetchSpy.mock.calls.length;
    expect(calls).toBe(3);
    renderProduct(drill.slug, queryClient);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(drill.name);
    expect(screen.getByText('Review text 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Related drill 1' })).toBeInTheDocument();
    expect(fetchSpy.mock.calls.length).toBe(calls);
  });
});

describe('ProductPage’s Compare', () => {
  it('links to the compare page with the tool added to those the catalog carried here', async () => {
    answer({});
    renderProduct(`${drill.slug}?compare=saw,grinder`);
    const compare = await screen.findByRole('link', { name: 'Compare Cordless Drill 18V' });
    // The name voice control hears starts with the words on the button.
    expect(compare).toHaveTextContent(/^Compare$/);
    expect(compare).toHaveAttribute('href', '/compare?tools=saw,grinder,cordless-drill-18v');
  });

  it('compares the tool alone when nothing was chosen (the compare page then asks for another)', async () => {
    answer({});
    renderProduct();
    expect(await screen.findByRole('link', { name: 'Compare Cordless Drill 18V' })).toHaveAttribute('href', '/compare?tools=cordless-drill-18v');
  });

  it('keeps the list as it is when the tool is in it already', async () => {
    answer({});
    renderProduct(`${drill.slug}?compare=cordless-drill-18v,saw`);
    expect(await screen.findByRole('link', { name: 'Compare Cordless Drill 18V' })).toHaveAttribute('href', '/compare?tools=cordless-drill-18v,saw');
  });

  it('refuses a fifth tool with a message', async () => {
    answer({});
    renderProduct(`${drill.slug}?compare=a,b,c,d`);
    const compare = await screen.findByRole('button', { name: 'Compare Cordless Drill 18V' });
    await userEvent.click(compare);
    expect(await screen.findByRole('alert')).toHaveTextContent('You can compare up to 4 tools at once. Remove one to add another.');
    expect(screen.getByTestId('location')).toHaveTextContent(`/tools/${drill.slug}?compare=a,b,c,d`);
  });

  it('says Compare in Bangla, its name starting with what it shows', async () => {
    answer({});
    renderProduct(drill.slug, testQueryClient(), undefined, 'bn');
    const compare = await screen.findByRole('link', { name: 'Cordless Drill 18V তুলনা করুন' });
    expect(compare).toHaveTextContent(/^তুলনা করুন$/);
    expect(compare).toHaveAttribute('href', '/bn/compare?tools=cordless-drill-18v');
  });
});

describe('ProductPage for an administrator', () => {
  const admin = signedIn({ admin: true });
  /** The drill once review 1 (5 stars) has left its totals. */
  const drillWithoutReview1: ToolDetail = { ...drill, ratingCount: 6, ratingSum: 24, ratingAverage: 4, ratingHistogram: { ...drill.ratingHistogram, '5': 3 } };

  /** The API, changing as the moderation calls change it: review 1 hidden, review 2 deleted. */
  function answerModeration() {
    const gone = new Set<string>();
    fetchSpy.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const moderated = /^\/api\/review\/(review-\d)$/.exec(url.pathname)?.[1];
      if (moderated && init?.method === 'PATCH') {
        gone.add(moderated);
        return jsonResponse({ ...review(Number(moderated.slice(-1))), hidden: true });
      }
      if (moderated && init?.method === 'DELETE') {
        gone.add(moderated);
        return jsonResponse(null, 204);
      }
      if (url.pathname.startsWith('/api/tools/')) return jsonResponse(gone.has('review-1') ? drillWithoutReview1 : drill);
      if (url.pathname === '/api/review') return jsonResponse({ reviews: [review(1), review(2)].filter((r) => !gone.has(r.id)), nextCursor: null });
      if (url.pathname === '/api/tools') return jsonResponse({ tools: [], total: 0, nextCursor: null });
      throw new Error(`unexpected call ${init?.method ?? 'GET'} ${url.href}`);
    });
  }

  it('offers no moderation to a customer, and offers it once the session says administrator', async () => {
    answer({ reviews: { '': { reviews: [review(1)], nextCursor: null } } });
    const { setSession } = renderProduct(drill.slug, testQueryClient(), signedIn());
    const list = await screen.findByRole('list', { name: 'Reviews' });
    expect(within(list).getByText('Review text 1')).toBeInTheDocument();
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();

    setSession(admin);
    expect(await within(list).findByRole('button', { name: 'Hide the review by Reviewer 1' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Delete the review by Reviewer 1' })).toBeInTheDocument();

    setSession(signedOut);
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });

  it('hides a review: the rating summary and the review list load again without it', async () => {
    answerModeration();
    renderProduct(drill.slug, testQueryClient(), admin);
    const summary = await screen.findByTestId('rating-summary');
    expect(summary).toHaveTextContent('7 reviews');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Hide the review by Reviewer 1' }));

    expect(await screen.findByText('The review by Reviewer 1 is hidden')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('rating-summary')).toHaveTextContent('6 reviews'));
    expect(screen.getByTestId('rating-summary')).toHaveTextContent('4.0 out of 5');
    const list = screen.getByRole('list', { name: 'Reviews' });
    expect(within(list).queryByText('Review text 1')).not.toBeInTheDocument();
    expect(within(list).getByText('Review text 2')).toBeInTheDocument();
    const calls = sentRequests(fetchSpy);
    expect(calls).toContain('PATCH /api/review/review-1 {"hidden":true}');
    const afterHide = calls.slice(calls.indexOf('PATCH /api/review/review-1 {"hidden":true}') + 1);
    expect(afterHide).toEqual(expect.arrayContaining([`GET /api/tools/${drill.slug}`, expect.stringMatching(/^GET \/api\/review\?toolId=drill-id/)]));
  });

  it('deletes a review after confirmation', async () => {
    answerModeration();
    renderProduct(drill.slug, testQueryClient(), admin);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete the review by Reviewer 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this review?' });
    expect(sentRequests(fetchSpy)).not.toContain('DELETE /api/review/review-2');
    await user.click(within(dialog).getByRole('button', { name: 'Delete review' }));

    expect(await screen.findByText('The review by Reviewer 2 is deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Review text 2')).not.toBeInTheDocument());
    expect(sentRequests(fetchSpy)).toContain('DELETE /api/review/review-2');
  });

  it('keeps the controls out of the server-rendered HTML, and adds them after hydration without a mismatch', async () => {
    answer({ reviews: { '': { reviews: [review(1)], nextCursor: null } } });
    const queryClient = testQueryClient();
    await prefetchProduct(queryClient, new URL(`http://localhost/tools/${drill.slug}`), 'en');
    // The session already says administrator while the server's HTML is taken over: the hardest case.
    const page = () =>
      withProviders(
        <Routes>
          <Route path="/tools/:slug" element={<ProductPage />} />
        </Routes>,
        { route: `/tools/${drill.slug}`, queryClient, session: admin },
      );

    const html = renderToString(page());
    expect(html).toContain('Review text 1');
    expect(html).not.toMatch(/Hide the review|Delete the review/);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, page(), { onRecoverableError });
      });
      expect(await within(container).findByRole('button', { name: 'Hide the review by Reviewer 1' })).toBeInTheDocument();
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });
});
