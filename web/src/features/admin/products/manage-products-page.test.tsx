import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tool, ToolPage } from '@store/contract/tool';
import { describe, expect, it, vi, type MockInstance } from 'vitest';
import { fakeMatchMedia } from '../../../test/match-media';
import { answerFetches, jsonResponse, LocationDisplay, sentRequests, renderWithProviders, signedIn } from '../../../test/render';
import ManageProductsPage from './manage-products-page';
import { testTool, testToolPage } from '../../../test/tool';

function tool(id: string, name: string, price: number, stock: Partial<Tool> = {}): Tool {
  return testTool({
    id,
    name,
    slug: id,
    sku: id.toUpperCase(),
    description: `${name} for everyday work`,
    picture: `/tools/${id}.svg`,
    price,
    minimum: 5,
    available: 100,
    ...stock,
  });
}

const DRILL = tool('drill', 'Cordless Drill', 49.99);
const GRINDER = tool('grinder', 'Angle Grinder', 35);
const SAW = tool('saw', 'Circular Saw', 120, { available: 3, minimum: 5 });

const page = (tools: Tool[], nextCursor: string | null = null, total = tools.length): ToolPage => testToolPage(tools, { nextCursor, total });

/** Answers each GET /api/tools by its query string (as in the requests, "q=dri&sort=name&limit=48"); anything else is a 404. */
function answerLists(answers: Record<string, ToolPage | Response>): MockInstance<typeof fetch> {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    const answer = answers[String(url).replace(/^\/api\/tools\??/, '')];
    if (answer instanceof Response) return answer;
    return answer ? jsonResponse(answer) : jsonResponse({ error: { code: 'not-found', message: `No answer for ${String(url)}` } }, 404);
  });
}

function renderPage(route = '/dashboard/manageproduct') {
  return renderWithProviders(
    <>
      <ManageProductsPage />
      <LocationDisplay />
    </>,
    { route, session: signedIn({ admin: true }) },
  );
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search by name or SKU' });
const stockFirst = () => screen.getByRole('switch', { name: 'List out of stock first' });
const location = () => screen.getByTestId('location');
const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('Manage Products', () => {
  it('shows skeleton rows while the tools load', async () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => {}));
    renderPage();

    expect(await screen.findByRole('table', { name: 'All tools' })).toBeInTheDocument();
    expect(screen.getByText('All Tools: …')).toBeInTheDocument();
    expect(screen.queryAllByRole('rowheader')).toHaveLength(0);
  });

  it('shows the count and a row per tool with its sku, price and stock', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(page([GRINDER, DRILL])));
    renderPage();

    expect(await screen.findByText('All Tools: 2')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'SKU', 'Price', 'Stock', 'Edit', 'Delete']);
    const drill = within(screen.getByRole('row', { name: /Cordless Drill/ }));
    expect(drill.getByText('DRILL')).toBeInTheDocument();
    expect(drill.getByText('৳49.99')).toBeInTheDocument();
    expect(drill.getByText('100 available')).toBeInTheDocument();
    expect(drill.getByText('Minimum order 5')).toBeInTheDocument();
  });

  it('marks "Out of stock" the tools with fewer units than their minimum order, and only those', async () => {
    const exactlyMinimum = tool('sander', 'Orbital Sander', 60, { available: 5, minimum: 5 });
    const none = tool('nailer', 'Nail Gun', 80, { sku: null, available: 0, minimum: 1 });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(page([SAW, exactlyMinimum, none, DRILL])));
    renderPage();

    const row = async (name: string) => within(await screen.findByRole('row', { name: new RegExp(name) }));
    expect((await row('Circular Saw')).getByText('Out of stock')).toBeVisible();
    expect((await row('Circular Saw')).getByText('3 available')).toBeInTheDocument();
    expect((await row('Nail Gun')).getByText('Out of stock')).toBeVisible();
    expect((await row('Nail Gun')).getByText('None')).toBeInTheDocument();
    expect((await row('Orbital Sander')).queryByText('Out of stock')).not.toBeInTheDocument();
    expect((await row('Cordless Drill')).queryByText('Out of stock')).not.toBeInTheDocument();
  });

  it('lists out-of-stock tools first with sort=stock_asc, in the URL, and back by name when switched off', async () => {
    const fetchSpy = answerLists({
      'sort=name&limit=48': page([GRINDER, SAW, DRILL]),
      'sort=stock_asc&limit=48': page([SAW, DRILL, GRINDER]),
    });
    renderPage();
    const user = userEvent.setup();
    await screen.findByText('All Tools: 3');
    expect(stockFirst()).not.toBeChecked();

    await user.click(stockFirst());

    await waitFor(() => expect(rowNames()).toEqual(['Circular Saw', 'Cordless Drill', 'Angle Grinder']));
    expect(stockFirst()).toBeChecked();
    expect(location()).toHaveTextContent(/^\/dashboard\/manageproduct\?sort=stock_asc$/);
    await user.click(stockFirst());
    await waitFor(() => expect(rowNames()).toEqual(['Angle Grinder', 'Circular Saw', 'Cordless Drill']));
    expect(location()).toHaveTextContent(/^\/dashboard\/manageproduct$/);
    expect(sentRequests(fetchSpy).slice(0, 2)).toEqual(['GET /api/tools?sort=name&limit=48', 'GET /api/tools?sort=stock_asc&limit=48']);
  });

  it('searches once typing pauses, with one request for the whole word, best match first, and keeps it in the URL', async () => {
    const fetchSpy = answerLists({
      'sort=name&limit=48': page([GRINDER, SAW, DRILL]),
      'q=dri&limit=48': page([DRILL]),
    });
    renderPage();
    const user = userEvent.setup();
    await screen.findByText('All Tools: 3');

    await user.type(searchBox(), 'dri');

    expect(await screen.findByText('Tools found: 1')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Cordless Drill']);
    expect(screen.getByRole('status')).toHaveTextContent('Tools found: 1');
    expect(location()).toHaveTextContent(/^\/dashboard\/manageproduct\?q=dri$/);
    expect(sentRequests(fetchSpy)).toEqual(['GET /api/tools?sort=name&limit=48', 'GET /api/tools?q=dri&limit=48']);
  });

  it('finds names and SKUs in the one box, sending what is typed as q, with the stock-first sort if chosen', async () => {
    const fetchSpy = answerLists({
      'sort=stock_asc&limit=48': page([SAW, DRILL, GRINDER]),
      'q=vf-dr&sort=stock_asc&limit=48': page([DRILL]),
      'q=vf-dr&limit=48': page([DRILL]),
    });
    renderPage('/dashboard/manageproduct?sort=stock_asc');
    const user = userEvent.setup();
    await screen.findByText('All Tools: 3');
    // No choice of name or SKU any more: one box for both.
    expect(screen.queryByRole('button', { name: 'SKU' })).not.toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('placeholder', 'A word of the name, or a SKU such as VF-DD');

    await user.type(searchBox(), 'vf-dr');

    expect(await screen.findByText('Tools found: 1')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Cordless Drill']);
    expect(stockFirst()).toBeChecked();
    expect(stockFirst()).toBeEnabled();
    expect(location()).toHaveTextContent(/^\/dashboard\/manageproduct\?q=vf-dr&sort=stock_asc$/);
    await user.click(stockFirst());
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\/manageproduct\?q=vf-dr$/));
    await waitFor(() =>
      expect(sentRequests(fetchSpy)).toEqual([
        'GET /api/tools?sort=stock_asc&limit=48',
        'GET /api/tools?q=vf-dr&sort=stock_asc&limit=48',
        'GET /api/tools?q=vf-dr&limit=48',
      ]),
    );
    expect(sentRequests(fetchSpy).some((request) => request.includes('sku='))).toBe(false);
  });

  it('opens with the search and sort of its URL, as after a reload, reading an old SKU search as a search', async () => {
    const fetchSpy = answerLists({ 'q=VF&sort=stock_asc&limit=48': page([DRILL]) });
    renderPage('/dashboard/manageproduct?q=VF&by=sku&sort=stock_asc');

    expect(await screen.findByText('Tools found: 1')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('VF');
    expect(stockFirst()).toBeChecked();
    expect(sentRequests(fetchSpy)).toEqual(['GET /api/tools?q=VF&sort=stock_asc&limit=48']);
  });

  it('opens a name search sorted stock first from its URL', async () => {
    const fetchSpy = answerLists({ 'q=drill&sort=stock_asc&limit=48': page([DRILL]) });
    renderPage('/dashboard/manageproduct?q=drill&sort=stock_asc');

    expect(await screen.findByText('Tools found: 1')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('drill');
    expect(sentRequests(fetchSpy)).toEqual(['GET /api/tools?q=drill&sort=stock_asc&limit=48']);
  });

  it('says when no tool matches, and shows them all again on request', async () => {
    const fetchSpy = answerLists({
      'q=zzz&limit=48': page([]),
      'sort=name&limit=48': page([GRINDER, DRILL]),
    });
    renderPage('/dashboard/manageproduct?q=zzz');

    expect(await screen.findByText('No tools match “zzz”')).toBeInTheDocument();
    expect(screen.getByText('Tools found: 0')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show all tools' }));

    expect(await screen.findByText('All Tools: 2')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('');
    expect(location()).toHaveTextContent(/^\/dashboard\/manageproduct$/);
    expect(sentRequests(fetchSpy)).toEqual(['GET /api/tools?q=zzz&limit=48', 'GET /api/tools?sort=name&limit=48']);
  });

  it('shows why the list failed and loads it again on Retry', async () => {
    const fetchSpy = answerFetches(
      jsonResponse({ error: { code: 'internal', message: 'The server had a problem' } }, 500),
      jsonResponse(page([DRILL])),
    );
    renderPage('/dashboard/manageproduct?q=dri');

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the tools. The server had a problem');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('row', { name: /Cordless Drill/ })).toBeInTheDocument();
    expect(sentRequests(fetchSpy)).toEqual(['GET /api/tools?q=dri&limit=48', 'GET /api/tools?q=dri&limit=48']);
  });

  it('pages a name search sorted stock first with the cursor the last page gave', async () => {
    const fetchSpy = answerLists({
      'q=c&sort=stock_asc&limit=48': page([SAW], 'c2', 2),
      'q=c&sort=stock_asc&limit=48&cursor=c2': page([DRILL], null, 2),
    });
    renderPage('/dashboard/manageproduct?q=c&sort=stock_asc');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(rowNames()).toEqual(['Circular Saw', 'Cordless Drill']));
    expect(screen.getByText('Tools found: 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(sentRequests(fetchSpy)).toEqual([
      'GET /api/tools?q=c&sort=stock_asc&limit=48',
      'GET /api/tools?q=c&sort=stock_asc&limit=48&cursor=c2',
    ]);
  });

  it('puts the sku and the stock under the name on a phone', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia((query) => query.includes('max-width')));
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(page([DRILL, SAW])));
    renderPage();

    const drill = within(await screen.findByRole('rowheader', { name: /Cordless Drill/ }));
    expect(drill.getByText('SKU DRILL')).toBeInTheDocument();
    expect(drill.getByText('100 available')).toBeInTheDocument();
    expect(drill.queryByText('Out of stock')).not.toBeInTheDocument();
    expect(within(screen.getByRole('rowheader', { name: /Circular Saw/ })).getByText('Out of stock')).toBeVisible();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Price', 'Edit', 'Delete']);
    expect(screen.getByRole('button', { name: 'Edit Cordless Drill' })).toBeInTheDocument();
  });

  it('deletes a tool only after confirmation, then reloads', async () => {
    const fetchSpy = answerFetches(
      jsonResponse(page([GRINDER, DRILL])),
      jsonResponse(null, 204),
      jsonResponse(page([GRINDER])),
    );
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete Cordless Drill' }));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this tool?' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('All Tools: 1')).toBeInTheDocument();
    expect(sentRequests(fetchSpy)).toEqual([
      'GET /api/tools?sort=name&limit=48',
      'DELETE /api/tools/drill',
      'GET /api/tools?sort=name&limit=48',
    ]);
  });

  it('edits a tool in a prefilled form and sends only what changed', async () => {
    const fetchSpy = answerFetches(
      jsonResponse(page([DRILL])),
      jsonResponse({ ...DRILL, price: 45 }),
      jsonResponse(page([{ ...DRILL, price: 45 }])),
    );
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit Cordless Drill' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Cordless Drill' });
    expect(within(dialog).getByRole('textbox', { name: /^name/i })).toHaveValue('Cordless Drill');
    const price = within(dialog).getByRole('spinbutton', { name: /^price/i });
    expect(price).toHaveValue(49.99);
    await user.clear(price);
    await user.type(price, '45');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Cordless Drill was updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentRequests(fetchSpy)).toEqual([
      'GET /api/tools?sort=name&limit=48',
      'PATCH /api/tools/drill {"price":45}',
      'GET /api/tools?sort=name&limit=48',
    ]);
  });
});
