import { COMPARE_ROWS, differingRows, type Comparison } from '@store/contract/search';
import type { Tool, ToolDetail } from '@store/contract/tool';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { jsonResponse, LocationDisplay, renderWithProviders, testQueryClient, withProviders } from '../../test/render';
import { testTool } from '../../test/tool';
import { useCompareRows } from './compare-rows';
import ComparePage from './compare-page';
import { prefetchCompare } from './prefetch-compare';

/** A tool as GET /api/compare answers it (with its reviews per star, which the page does not show). */
const detail = (tool: Tool): ToolDetail => ({ ...tool, ratingHistogram: { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 } });

const drill = detail({
  ...testTool({ id: 'drill', name: 'Cordless Drill Driver 18V', slug: 'cordless-drill', description: 'A drill.', picture: '/tools/drill.svg', price: 15500, minimum: 5, available: 1200 }),
  category: 'drills-drivers',
  powerSource: 'battery',
  specs: { voltage: 18, weightKg: 1.6, warrantyMonths: 24 },
  priceTiers: [
    { minQuantity: 20, unitPrice: 14730 },
    { minQuantity: 100, unitPrice: 13950 },
  ],
  ratingCount: 3,
  ratingSum: 13,
  ratingAverage: 4.3,
});
const hammer = detail({
  ...testTool({ id: 'hammer', name: 'Hammer Drill 850W', slug: 'hammer-drill', description: 'A hammer drill.', picture: '/tools/hammer.svg', price: 17950, minimum: 5, available: 0 }),
  category: 'drills-drivers',
  powerSource: 'corded',
  specs: { powerW: 850, weightKg: 2.4, warrantyMonths: 24 },
});
const driver = detail({
  ...testTool({ id: 'driver', name: 'Brushless Impact Driver 18V', slug: 'impact-driver', description: 'A driver.', picture: '/tools/driver.svg', price: 19100, minimum: 5, available: 880 }),
  category: 'drills-drivers',
  powerSource: 'battery',
  specs: { voltage: 18, weightKg: 1.2, warrantyMonths: 24 },
});

/** The API's answer for these tools, with the rows that differ as the contract finds them. */
const comparison = (...tools: ToolDetail[]): Comparison => ({ tools, differing: differingRows(tools) });

let fetchSpy: MockInstance<typeof fetch>;
/** Answers GET /api/compare with the tools of its list, or a 404 when one is not among `known`. */
function answerComparisons(known: ToolDetail[] = [drill, hammer, driver]) {
  fetchSpy.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/compare') throw new Error(`unexpected call ${url.href}`);
    const tools = url.searchParams.get('tools')!.split(',').map((slug) => known.find((tool) => tool.slug === slug));
    if (tools.some((tool) => !tool)) return jsonResponse({ error: { code: 'not-found', message: 'No tool has the slug nope' } }, 404);
    return jsonResponse(comparison(...(tools as ToolDetail[])));
  });
}

function renderCompare(search: string, { queryClient = testQueryClient(), locale = 'en' as 'en' | 'bn' } = {}) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/compare" element={<ComparePage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationDisplay />
    </>,
    { route: `${locale === 'bn' ? '/bn' : ''}/compare${search}`, queryClient, locale },
  );
}

const table = () => screen.findByRole('table', { name: /^Comparison of/ });
/** A row's cells as text, its header first. */
const rowTexts = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
/** The row whose header names `name` (beside "Differs", when it does). */
const rowNamed = (name: string) => {
  const [row, ...others] = screen.getAllByRole('row').filter((candidate) => candidate.querySelector('th > span')?.textContent === name);
  expect(others, name).toEqual([]);
  return row!;
};

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  vi.restoreAllMocks();
  document.title = '';
});

describe('ComparePage', () => {
  it('has a row for each of the contract’s rows, in its order', () => {
    const { result } = renderHook(() => useCompareRows(), { wrapper: ({ children }: { children: ReactNode }) => withProviders(<>{children}</>) });
    expect(Object.keys(result.current)).toEqual([...COMPARE_ROWS]);
  });

  it('shows the tools side by side from what the server prefetched, and marks the rows that differ in words', async () => {
    answerComparisons();
    const queryClient = testQueryClient();
    await prefetchCompare(queryClient, new URL('http://localhost/compare?tools=cordless-drill,hammer-drill,impact-driver'), 'en');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    renderCompare('?tools=cordless-drill,hammer-drill,impact-driver', { queryClient });

    const compared = await table();
    // Rendered at once from the cache, as the server would, without asking again.
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const columns = within(compared).getAllByRole('columnheader');
    expect(columns.map((column) => within(column).getByRole('link').textContent)).toEqual(['Cordless Drill Driver 18V', 'Hammer Drill 850W', 'Brushless Impact Driver 18V']);
    // Each name leads to the tool's page, which keeps the list so its own Compare adds nothing twice.
    expect(within(columns[0]!).getByRole('link')).toHaveAttribute('href', '/tools/cordless-drill?compare=cordless-drill,hammer-drill,impact-driver');
    expect(columns[1]!.querySelector('img')).toHaveAttribute('src', '/tools/hammer.svg');

    expect(rowTexts(rowNamed('Price per unit'))).toEqual(['Price per unitDiffers', '৳15,500', '৳17,950', '৳19,100']);
    expect(rowTexts(rowNamed('Volume prices'))).toEqual(['Volume pricesDiffers', 'From 20: ৳14,730From 100: ৳13,950', 'None', 'None']);
    expect(rowTexts(rowNamed('Minimum order'))).toEqual(['Minimum order', '5', '5', '5']);
    expect(rowTexts(rowNamed('Available units'))).toEqual(['Available unitsDiffers', '1,200', 'Out of stock', '880']);
    expect(rowTexts(rowNamed('Rating'))).toEqual(['RatingDiffers', '4.3 out of 5, 3 reviews', 'No reviews yet', 'No reviews yet']);
    expect(rowTexts(rowNamed('Voltage'))).toEqual(['VoltageDiffers', '18 V', 'Not stated', '18 V']);
    expect(rowTexts(rowNamed('Power'))).toEqual(['PowerDiffers', 'Not stated', '850 W', 'Not stated']);
    expect(rowTexts(rowNamed('Weight'))).toEqual(['WeightDiffers', '1.6 kg', '2.4 kg', '1.2 kg']);
    expect(rowTexts(rowNamed('Warranty'))).toEqual(['Warranty', '24 months', '24 months', '24 months']);
    expect(rowTexts(rowNamed('Category'))).toEqual(['Category', 'Drills & drivers', 'Drills & drivers', 'Drills & drivers']);
    expect(rowTexts(rowNamed('Power source'))).toEqual(['Power sourceDiffers', 'Battery', 'Corded', 'Battery']);
    // What differs is said in words (the row's header), beside how it looks.
    expect(within(compared).getAllByText('Differs')).toHaveLength(comparison(drill, hammer, driver).differing.length);
    expect(screen.getByText('8 rows differ: they are marked “Differs”.')).toBeInTheDocument();
    // The table scrolls in its own box, which the keyboard can reach and which says what it holds.
    expect(screen.getByRole('region', { name: 'Tools side by side' })).toHaveAttribute('tabindex', '0');
    expect(document.title).toBe('Compare Cordless Drill Driver 18V, Hammer Drill 850W, Brushless Impact Driver 18V | Voltforge Tools');
    expect(screen.getByRole('link', { name: 'Add another tool' })).toHaveAttribute('href', '/tools?compare=cordless-drill,hammer-drill,impact-driver');
  });

  it('removes a tool, which changes the address and the comparison, and gives the focus to the heading', async () => {
    answerComparisons();
    const user = userEvent.setup();
    renderCompare('?tools=cordless-drill,hammer-drill,impact-driver');
    await table();
    const remove = screen.getByRole('button', { name: 'Remove Hammer Drill 850W' });
    expect(remove).toHaveTextContent(/^Remove$/);

    await user.click(remove);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/compare\?tools=cordless-drill,impact-driver$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Compare tools' })).toHaveFocus();
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(2));
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/compare?tools=cordless-drill%2Chammer-drill%2Cimpact-driver',
      '/api/compare?tools=cordless-drill%2Cimpact-driver',
    ]);
    expect(rowTexts(rowNamed('Power source'))).toEqual(['Power source', 'Battery', 'Battery']);

    // Down to one: a comparison needs another, which the catalog offers with this one kept.
    await user.click(screen.getByRole('button', { name: 'Remove Brushless Impact Driver 18V' }));
    expect(await screen.findByText('Choose at least one more tool to compare this one with.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose tools to compare' })).toHaveAttribute('href', '/tools?compare=cordless-drill');
  });

  it.each([
    ['no list', '', 'Choose 2 to 4 tools to compare: press Compare on them in the catalog.', '/tools'],
    ['one tool', '?tools=cordless-drill', 'Choose at least one more tool to compare this one with.', '/tools?compare=cordless-drill'],
    ['five tools', '?tools=a,b,c,d,e', 'This link names more than 4 tools: a comparison holds 4 at most.', '/tools'],
    ['a tool twice', '?tools=a,a', 'This comparison link is not one we can read: it may be cut short or mistyped.', '/tools'],
    ['what is not a slug', '?tools=Drill!,b', 'This comparison link is not one we can read: it may be cut short or mistyped.', '/tools'],
  ])('says what is wrong with %s, without asking the API, and leads back to the catalog', async (_case, search, message, back) => {
    renderCompare(search);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back === '/tools' ? 'Browse the catalog' : 'Choose tools to compare' })).toHaveAttribute('href', back);
    expect(screen.getByRole('heading', { level: 1, name: 'Compare tools' })).toBeInTheDocument();
    expect(document.title).toBe('Compare tools | Voltforge Tools');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says when a tool of the list is not in the catalog', async () => {
    answerComparisons();
    const queryClient = testQueryClient();
    // The server's answer (a missing tool is an answer, not a failure) reaches the browser as it was rendered.
    await prefetchCompare(queryClient, new URL('http://localhost/compare?tools=cordless-drill,nope'), 'en');
    renderCompare('?tools=cordless-drill,nope', { queryClient });
    expect(screen.getByText('We could not find one or more of these tools: they may have been removed from the catalog.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the catalog' })).toHaveAttribute('href', '/tools');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('shows why the comparison failed, and asks again on Retry', async () => {
    fetchSpy
      .mockResolvedValueOnce(jsonResponse({ error: { code: 'internal', message: 'The server had a problem.' } }, 500))
      .mockResolvedValueOnce(jsonResponse(comparison(drill, driver)));
    renderCompare('?tools=cordless-drill,impact-driver');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the comparison. The server had a problem.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeInTheDocument();
  });

  it('speaks Bangla on a Bangla page: its words, and Bengali digits', async () => {
    answerComparisons();
    renderCompare('?tools=cordless-drill,hammer-drill', { locale: 'bn' });
    await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1, name: 'টুল তুলনা' })).toBeInTheDocument();
    expect(rowTexts(screen.getByRole('row', { name: /^প্রতি ইউনিটের দাম পার্থক্য আছে/ }))).toEqual(['প্রতি ইউনিটের দামপার্থক্য আছে', '৳১৫,৫০০', '৳১৭,৯৫০']);
    expect(screen.getByRole('button', { name: 'Hammer Drill 850W সরান' })).toHaveTextContent(/^সরান$/);
    expect(screen.getByRole('link', { name: 'Cordless Drill Driver 18V' })).toHaveAttribute('href', '/bn/tools/cordless-drill?compare=cordless-drill,hammer-drill');
  });
});
