import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tool, ToolPage } from '@store/contract/tool';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { jsonResponse, LocationDisplay, renderWithProviders, testQueryClient } from '../../test/render';
import { testFacets, testTool, testToolPage } from '../../test/tool';
import { CATALOG_PAGE_SIZE as PAGE_SIZE } from './api/catalog-tools';
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-search-box';
import CatalogPage from './catalog-page';
import { prefetchCatalog } from './prefetch-catalog';

function makeTool(n: number, overrides: Partial<Tool> = {}): Tool {
  return testTool({
    id: `tool-${n}`,
    name: `Tool number ${n}`,
    slug: `tool-number-${n}`,
    description: `Description of tool ${n}`,
    picture: `/tools/tool-${n}.svg`,
    price: 10 + n,
    minimum: 2,
    available: 100,
    ...overrides,
  });
}

const page = (tools: Tool[], total = tools.length, nextCursor: string | null = null): ToolPage => testToolPage(tools, { total, nextCursor });

function BackButton() {
  const navigate = useNavigate();
  return <button onClick={() => navigate(-1)}>Browser back</button>;
}

function renderCatalog(route = '/tools', queryClient = testQueryClient(), locale: 'en' | 'bn' = 'en') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/tools" element={<CatalogPage />} />
      </Routes>
      <LocationDisplay />
      <BackButton />
    </>,
    { route, queryClient, locale },
  );
}

/**
 * The search box's debounce runs on a clock the test moves (vi.useFakeTimers, setTimeout only: React's
 * scheduler keeps the real timers it took when it loaded). Keys go in with fireEvent, which takes no time;
 * userEvent and findBy/waitFor wait on setTimeout themselves, so they are used only with real timers.
 */
const fakeDebounceClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
const advanceClock = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** The query string the page sent to GET /api/tools, call by call. */
function requestedQueries(fetchSpy: MockInstance<typeof fetch>): URLSearchParams[] {
  return fetchSpy.mock.calls.map(([url]) => {
    const href = String(url);
    expect(href.startsWith('/api/tools')).toBe(true);
    return new URLSearchParams(href.split('?')[1] ?? '');
  });
}

function cleanupAndRender(route: string) {
  cleanup();
  return renderCatalog(route);
}

describe('CatalogPage', () => {
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, 'fetch');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows card-sized skeletons while the tools load', async () => {
    fetchSpy.mockReturnValue(new Promise(() => {}));
    renderCatalog();
    expect(await screen.findAllByTestId('tool-card-skeleton')).toHaveLength(PAGE_SIZE);
    expect(screen.getByLabelText('Loading tools')).toHaveAttribute('aria-busy', 'true');
  });

  it('lists the tools with their facts and a link to each purchase page', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(page([makeTool(1), makeTool(2, { available: 0 })])));
    renderCatalog();
    const list = await screen.findByRole('list', { name: 'Tools' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Tool number 1' })).toBeInTheDocument();
    expect(first.getByText('Price Per Unit')).toBeInTheDocument();
    expect(first.getByText('৳11')).toBeInTheDocument();
    expect(first.getByText('Minimum Order')).toBeInTheDocument();
    expect(first.getByText('Available Unit')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Tool number 1' })).toHaveAttribute('height', '300');
    expect(first.getByRole('link', { name: 'Purchase Tool number 1' })).toHaveAttribute('href', '/purchase/tool-number-1');
    // The name and the picture open the tool's page; only the name is a Tab stop.
    const toolLinks = first.getAllByRole('link', { name: 'Tool number 1' });
    expect(toolLinks.map((link) => link.getAttribute('href'))).toEqual(['/tools/tool-number-1', '/tools/tool-number-1']);
    expect(within(first.getByRole('heading', { name: 'Tool number 1' })).getByRole('link')).not.toHaveAttribute('tabindex');
    expect(within(cards[1]!).getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByText('2 tools')).toBeInTheDocument();
  });

  it('speaks Bangla under /bn: its words, Bengali digits, and links that stay in Bangla', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(page([makeTool(1, { price: 1250, minimum: 12 }), makeTool(2, { available: 0 })], 1200)));
    renderCatalog('/bn/tools?q=drill&category=saws&inStock=1', testQueryClient(), 'bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'টুলস' })).toBeInTheDocument();
    const cards = within(await screen.findByRole('list', { name: 'টুলস' })).getAllByRole('article');
    const first = within(cards[0]!);
    expect(first.getByText('প্রতি ইউনিটের দাম')).toBeInTheDocument();
    expect(first.getByText('৳১,২৫০')).toBeInTheDocument();
    expect(first.getByText('১২')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'কিনুন Tool number 1' })).toHaveAttribute('href', '/bn/purchase/tool-number-1');
    expect(within(cards[1]!).getByText('স্টক শেষ')).toBeInTheDocument();
    expect(screen.getByText('“drill” খুঁজে ১,২০০টি টুল, করাত, স্টকে আছে')).toBeInTheDocument();
    // Counts that the page itself writes into a sentence are in Bengali digits too.
    expect(screen.getByText('১,২০০টি টুলের মধ্যে ১–২ দেখানো হচ্ছে')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'ক্যাটাগরি' })).toHaveValue('saws');
  });

  it('renders the page its address asks for from a prefetched cache at once, without fetching it again', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(page([makeTool(1)])));
    const queryClient = testQueryClient();
    // What the server renderer does before rendering the page, and the browser gets dehydrated.
    await prefetchCatalog(queryClient, new URL('http://localhost/tools?q=drill&sort=price_asc&inStock=1'), 'en');
    expect(Object.fromEntries(requestedQueries(fetchSpy)[0]!)).toEqual({ q: 'drill', sort: 'price_asc', inStock: 'true', lang: 'en', limit: String(PAGE_SIZE) });

    renderCatalog('/tools?q=drill&sort=price_asc&inStock=1', queryClient);
    // The first render already shows the tools: no skeleton, no second request.
    expect(within(screen.getByRole('list', { name: 'Tools' })).getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByTestId('tool-card-skeleton')).not.toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('says when nothing matches, and clears the search', async () => {
    fetchSpy.mockResolvedValueOnce(jsonResponse(page([]))).mockResolvedValue(jsonResponse(page([makeTool(1)])));
    renderCatalog('/tools?q=hammer');
    expect(await screen.findByText('No tools match “hammer”.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('heading', { name: 'Tool number 1' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/tools$/);
  });

  it('shows an error with a Retry that loads again', async () => {
    fetchSpy
      .mockResolvedValueOnce(jsonResponse({ error: { code: 'internal', message: 'Something went wrong on our side.' } }, 500))
      .mockResolvedValue(jsonResponse(page([makeTool(1)])));
    renderCatalog();
    expect(await screen.findByText(/Could not load the tools. Something went wrong on our side./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Tool number 1' })).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('reads search, sort, stock filter and page from the URL', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(page([makeTool(13)], 30, 'cursor3')));
    renderCatalog('/tools?q=drill&sort=price_desc&inStock=1&after=cursor1.cursor2');
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    const [query] = requestedQueries(fetchSpy);
    expect(Object.fromEntries(query!)).toEqual({
      q: 'drill',
      sort: 'price_desc',
      inStock: 'true',
      lang: 'en',
      limit: String(PAGE_SIZE),
      cursor: 'cursor2',
    });
    expect(screen.getByLabelText(/Search tools by name/)).toHaveValue('drill');
    expect(screen.getByLabelText('Sort by')).toHaveValue('price_desc');
    expect(screen.getByRole('switch', { name: 'In stock only' })).toBeChecked();
  });

  it('puts search (after typing pauses), sort, filter and paging into the URL, and back restores the view', async () => {
    const user = userEvent.setup();
    fetchSpy.mockImplementation(async (url) => {
      const params = new URLSearchParams(String(url).split('?')[1]);
      const n = params.get('cursor') === 'next1' ? 13 : 1;
      return jsonResponse(page([makeTool(n)], 20, params.get('cursor') ? null : 'next1'));
    });
    renderCatalog();
    await screen.findByRole('heading', { name: 'Tool number 1' });

    const searches = () => requestedQueries(fetchSpy).filter((q) => q.has('q')).map((q) => q.get('q'));
    fakeDebounceClock();
    const box = screen.getByLabelText(/Search tools by name/);
    // Three keystrokes, each less than the debounce after the one before.
    fireEvent.change(box, { target: { value: 's' } });
    advanceClock(SEARCH_DEBOUNCE_MS - 100);
    fireEvent.change(box, { target: { value: 'sa' } });
    advanceClock(SEARCH_DEBOUNCE_MS - 100);
    fireEvent.change(box, { target: { value: 'saw' } });
    expect(box).toHaveValue('saw');
    // While typing goes on, and until it has paused for the whole debounce, neither the URL nor a request follows.
    advanceClock(SEARCH_DEBOUNCE_MS - 1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/tools$/);
    expect(searches()).toEqual([]);
    advanceClock(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/tools\?q=saw$/);
    // One request for the settled search, not one per keystroke.
    expect(searches()).toEqual(['saw']);
    vi.useRealTimers();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tools?q=saw&sort=price_asc'));
    await user.click(screen.getByRole('switch', { name: 'In stock only' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tools?q=saw&sort=price_asc&inStock=1'));

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('after=next1'));
    expect(await screen.findByRole('heading', { name: 'Tool number 13' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

    // Changing the sort starts again from page 1.
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Newest');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tools?q=saw&sort=newest&inStock=1'));

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('after=next1'));
    expect(await screen.findByRole('heading', { name: 'Tool number 13' })).toBeInTheDocument();
    expect(screen.getByLabelText('Sort by')).toHaveValue('price_asc');

    await user.click(screen.getByRole('button', { name: 'Browser back' })); // inStock on
    await user.click(screen.getByRole('button', { name: 'Browser back' })); // sorted
    await user.click(screen.getByRole('button', { name: 'Browser back' })); // searched
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tools\?q=saw$/));
    expect(screen.getByLabelText(/Search tools by name/)).toHaveValue('saw');
    fakeDebounceClock();
    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/tools$/);
    expect(screen.getByLabelText(/Search tools by name/)).toHaveValue('');
    // The emptied box does not push a new search of its own, however long it stays empty.
    const requestsBefore = fetchSpy.mock.calls.length;
    advanceClock(SEARCH_DEBOUNCE_MS * 10);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/tools$/);
    expect(fetchSpy).toHaveBeenCalledTimes(requestsBefore);
  });

  it('filters by category and power source, with search, stock and sort, all in the URL, each change back on page 1', async () => {
    fetchSpy.mockImplementation(async () => jsonResponse(page([makeTool(1)], 30, 'next')));
    const user = userEvent.setup();
    renderCatalog('/tools?q=drill&inStock=1&sort=newest&after=cursor1');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    // By value: user-event compares an option's innerHTML, where "&" is "&amp;".
    await user.selectOptions(screen.getByLabelText('Category'), 'drills-drivers');
    expect(screen.getByTestId('location')).toHaveTextContent('/tools?q=drill&category=drills-drivers&sort=newest&inStock=1');
    await user.selectOptions(screen.getByLabelText('Power source'), 'battery');
    expect(screen.getByTestId('location')).toHaveTextContent('/tools?q=drill&category=drills-drivers&power=battery&sort=newest&inStock=1');
    await waitFor(() =>
      expect(Object.fromEntries(requestedQueries(fetchSpy).at(-1)!)).toEqual({
        q: 'drill',
        category: 'drills-drivers',
        powerSource: 'battery',
        sort: 'newest',
        inStock: 'true',
        lang: 'en',
        limit: String(PAGE_SIZE),
      }),
    );
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('30 tools matching “drill”, Drills & drivers, battery, in stock');

    await user.selectOptions(screen.getByLabelText('Category'), 'All categories');
    expect(screen.getByTestId('location')).toHaveTextContent('/tools?q=drill&power=battery&sort=newest&inStock=1');
  });

  it('reads category and power source from the URL, and ignores values it does not know', async () => {
    fetchSpy.mockImplementation(async () => jsonResponse(page([makeTool(1)])));
    renderCatalog('/tools?category=saws&power=corded');
    await screen.findByRole('list', { name: 'Tools' });
    expect(screen.getByLabelText('Category')).toHaveValue('saws');
    expect(screen.getByLabelText('Power source')).toHaveValue('corded');
    expect(requestedQueries(fetchSpy)[0]!.get('category')).toBe('saws');
    cleanupAndRender('/tools?category=lathes&power=solar');
    await screen.findByRole('list', { name: 'Tools' });
    expect(screen.getByLabelText('Category')).toHaveValue('');
    expect(screen.getByLabelText('Power source')).toHaveValue('');
    expect(requestedQueries(fetchSpy).at(-1)!.has('category')).toBe(false);
  });

  it('offers the four sort orders by name', () => {
    fetchSpy.mockReturnValue(new Promise(() => {}));
    renderCatalog();
    const options = within(screen.getByLabelText('Sort by')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Name', 'Price: low to high', 'Price: high to low', 'Newest']);
  });
});

describe('CatalogPage’s search', () => {
  let fetchSpy: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, 'fetch');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const location = () => new URL(screen.getByTestId('location').textContent!, 'http://localhost');
  const optionTexts = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((option) => option.textContent);

  it('counts beside each category and power source how many tools it would list, in the page’s digits', async () => {
    const facets = testFacets({ category: { saws: 6, 'drills-drivers': 1200 }, powerSource: { corded: 4, battery: 2 } });
    fetchSpy.mockImplementation(async () => jsonResponse(testToolPage([makeTool(1)], { facets })));
    renderCatalog('/tools?q=saw');
    await screen.findByRole('heading', { name: 'Tool number 1' });
    expect(optionTexts('Category')).toEqual([
      'All categories',
      'Drills & drivers (1,200)',
      'Grinders (0)',
      'Saws (6)',
      'Sanders (0)',
      'Hammers & demolition (0)',
      'Batteries & chargers (0)',
      'Measuring (0)',
      'Accessories (0)',
    ]);
    expect(optionTexts('Power source')).toEqual(['Any power source', 'Corded (4)', 'Battery (2)', 'Pneumatic (0)', 'Manual (0)']);

    cleanup();
    renderCatalog('/bn/tools?q=saw', testQueryClient(), 'bn');
    await screen.findByRole('heading', { name: 'Tool number 1' });
    expect(optionTexts('ক্যাটাগরি')).toContain('করাত (৬)');
    expect(optionTexts('ক্যাটাগরি')).toContain('ড্রিল ও ড্রাইভার (১,২০০)');
  });

  it('sorts a search by best match unless another order is chosen, and offers best match only for a search', async () => {
    fetchSpy.mockImplementation(async () => jsonResponse(testToolPage([makeTool(1)])));
    const user = userEvent.setup();
    renderCatalog('/tools');
    await screen.findByRole('heading', { name: 'Tool number 1' });
    expect(optionTexts('Sort by')).toEqual(['Name', 'Price: low to high', 'Price: high to low', 'Newest']);

    cleanup();
    renderCatalog('/tools?q=drill');
    await screen.findByRole('heading', { name: 'Tool number 1' });
    expect(optionTexts('Sort by')).toEqual(['Best match', 'Name', 'Price: low to high', 'Price: high to low', 'Newest']);
    expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');
    // Best match is the API's own order for a search: nothing is sent, nothing is written in the URL.
    expect(requestedQueries(fetchSpy).at(-1)!.has('sort')).toBe(false);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'name');
    expect(location().search).toBe('?q=drill&sort=name');
    await waitFor(() => expect(requestedQueries(fetchSpy).at(-1)!.get('sort')).toBe('name'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'relevance');
    expect(location().search).toBe('?q=drill');
  });

  it('filters by a price range in taka, kept in the URL once typing pauses, and says what is wrong with a price', async () => {
    fetchSpy.mockImplementation(async () => jsonResponse(testToolPage([makeTool(1)], { total: 30, nextCursor: 'next' })));
    renderCatalog('/tools?after=cursor1');
    await screen.findByText('Page 2 of 3');
    fakeDebounceClock();
    const min = screen.getByLabelText('Min price (৳)');
    const max = screen.getByLabelText('Max price (৳)');

    fireEvent.change(min, { target: { value: '1,500' } });
    fireEvent.change(max, { target: { value: '20000' } });
    advanceClock(SEARCH_DEBOUNCE_MS);
    expect(location().search).toBe('?minPrice=1500&maxPrice=20000');
    vi.useRealTimers();
    await waitFor(() => expect(Object.fromEntries(requestedQueries(fetchSpy).at(-1)!)).toEqual({ minPrice: '1500', maxPrice: '20000', limit: String(PAGE_SIZE) }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('30 tools, ৳1,500 to ৳20,000');

    fakeDebounceClock();
    fireEvent.change(max, { target: { value: '900' } });
    advanceClock(SEARCH_DEBOUNCE_MS);
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(max).toHaveAccessibleDescription('Must be at least the min price');
    fireEvent.change(min, { target: { value: 'cheap' } });
    advanceClock(SEARCH_DEBOUNCE_MS);
    expect(min).toHaveAccessibleDescription('Enter a whole number of taka, such as 1,500');
    fireEvent.change(min, { target: { value: '-5' } });
    fireEvent.change(max, { target: { value: '2000000' } });
    advanceClock(SEARCH_DEBOUNCE_MS);
    expect(min).toHaveAccessibleDescription('Enter a whole number of taka, such as 1,500');
    expect(max).toHaveAccessibleDescription('Enter at most ৳1,000,000');
    // Nothing that is not a range reaches the URL.
    expect(location().search).toBe('?minPrice=1500&maxPrice=20000');

    // An open end: only the lowest price.
    fireEvent.change(min, { target: { value: '500' } });
    fireEvent.change(max, { target: { value: '' } });
    advanceClock(SEARCH_DEBOUNCE_MS);
    expect(min).not.toHaveAttribute('aria-invalid');
    expect(location().search).toBe('?minPrice=500');
  });

  it('reads the price range from the URL in the page’s digits, takes Bengali digits, and clears it with the rest', async () => {
    fetchSpy.mockImplementation(async () => jsonResponse(testToolPage([])));
    renderCatalog('/bn/tools?q=drill&minPrice=1500&maxPrice=20000', testQueryClient(), 'bn');
    await screen.findByRole('button', { name: 'খোঁজ ও ফিল্টার মুছুন' });
    expect(screen.getByLabelText('সর্বনিম্ন দাম (৳)')).toHaveValue('১৫০০');
    expect(screen.getByLabelText('সর্বোচ্চ দাম (৳)')).toHaveValue('২০০০০');
    expect(Object.fromEntries(requestedQueries(fetchSpy)[0]!)).toEqual({ q: 'drill', minPrice: '1500', maxPrice: '20000', lang: 'bn', limit: String(PAGE_SIZE) });

    fakeDebounceClock();
    fireEvent.change(screen.getByLabelText('সর্বোচ্চ দাম (৳)'), { target: { value: '২৫০০০' } });
    advanceClock(SEARCH_DEBOUNCE_MS);
    expect(location().search).toBe('?q=drill&minPrice=1500&maxPrice=25000');
    vi.useRealTimers();

    await userEvent.click(await screen.findByRole('button', { name: 'খোঁজ ও ফিল্টার মুছুন' }));
    expect(location().search).toBe('');
    expect(screen.getByLabelText('সর্বনিম্ন দাম (৳)')).toHaveValue('');
    expect(screen.getByLabelText('সর্বোচ্চ দাম (৳)')).toHaveValue('');
  });

  it('says when a search finds nothing, offers the closest words as a link, and links the categories', async () => {
    fetchSpy.mockResolvedValue(jsonResponse(testToolPage([], { didYouMean: 'hammer drill' })));
    renderCatalog('/tools?q=hamer%20dril');
    expect(await screen.findByText('No tools match “hamer dril”.')).toBeInTheDocument();
    expect(screen.getByText(/^Did you mean/)).toHaveTextContent('Did you mean hammer drill?');
    expect(screen.getByRole('link', { name: 'hammer drill' })).toHaveAttribute('href', '/tools?q=hammer%20drill');
    const categories = screen.getByRole('navigation', { name: 'Or browse a category:' });
    expect(within(categories).getAllByRole('link')).toHaveLength(8);
    expect(within(categories).getByRole('link', { name: 'Saws' })).toHaveAttribute('href', '/tools?category=saws');

    // No close word: no suggestion.
    cleanup();
    fetchSpy.mockResolvedValue(jsonResponse(testToolPage([])));
    renderCatalog('/tools?q=zzzz');
    expect(await screen.findByText('No tools match “zzzz”.')).toBeInTheDocument();
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('collects 2 to 4 tools to compare in the URL, refuses a fifth, and links them to the compare page', async () => {
    fetchSpy.mockImplementation(async () => jsonResponse(testToolPage([1, 2, 3, 4, 5].map((n) => makeTool(n)), { total: 20, nextCursor: 'next' })));
    const user = userEvent.setup();
    renderCatalog('/tools?q=tool&after=cursor1');
    await screen.findByRole('heading', { name: 'Tool number 1' });
    const toggle = (n: number) => screen.getByRole('button', { name: `Compare Tool number ${n}` });
    expect(toggle(1)).toHaveTextContent(/^Compare$/);
    expect(toggle(1)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('region', { name: 'Tools to compare' })).not.toBeInTheDocument();

    await user.click(toggle(2));
    expect(toggle(2)).toHaveAttribute('aria-pressed', 'true');
    // Choosing tools lists nothing else: the page stays.
    expect(location().searchParams.get('after')).toBe('cursor1');
    expect(location().searchParams.get('compare')).toBe('tool-number-2');
    const bar = screen.getByRole('region', { name: 'Tools to compare' });
    expect(bar).toHaveTextContent('1 tool chosen to compare. Choose one more to compare them.');
    expect(within(bar).queryByRole('link')).not.toBeInTheDocument();

    await user.click(toggle(4));
    await user.click(toggle(1));
    expect(location().searchParams.get('compare')).toBe('tool-number-2,tool-number-4,tool-number-1');
    expect(within(bar).getByRole('link', { name: 'Compare (3)' })).toHaveAttribute('href', '/compare?tools=tool-number-2,tool-number-4,tool-number-1');
    // The cards' links carry the list to the tool's page, where Compare adds to it.
    expect(screen.getAllByRole('link', { name: 'Tool number 5' })[0]).toHaveAttribute('href', '/tools/tool-number-5?compare=tool-number-2,tool-number-4,tool-number-1');

    await user.click(toggle(3));
    expect(within(bar).getByRole('link', { name: 'Compare (4)' })).toBeInTheDocument();
    await user.click(toggle(5));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can compare up to 4 tools at once. Remove one to add another.');
    expect(toggle(5)).toHaveAttribute('aria-pressed', 'false');
    expect(location().searchParams.get('compare')).toBe('tool-number-2,tool-number-4,tool-number-1,tool-number-3');

    await user.click(toggle(4));
    expect(toggle(4)).toHaveAttribute('aria-pressed', 'false');
    expect(location().searchParams.get('compare')).toBe('tool-number-2,tool-number-1,tool-number-3');
    await user.click(within(bar).getByRole('button', { name: 'Clear' }));
    expect(location().searchParams.has('compare')).toBe(false);
    expect(screen.queryByRole('region', { name: 'Tools to compare' })).not.toBeInTheDocument();
  });

  it('reads the tools to compare from the URL, and a shared link shows them chosen', async () => {
    fetchSpy.mockImplementation(async () => jsonResponse(testToolPage([makeTool(1), makeTool(2)])));
    renderCatalog('/tools?compare=tool-number-1,not%20a%20slug,tool-number-9');
    await screen.findByRole('heading', { name: 'Tool number 1' });
    expect(screen.getByRole('button', { name: 'Compare Tool number 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Compare Tool number 2' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'Compare (2)' })).toHaveAttribute('href', '/compare?tools=tool-number-1,tool-number-9');
    // The list is not a filter: the API is not told of it.
    expect(requestedQueries(fetchSpy)[0]!.has('compare')).toBe(false);
  });
});
