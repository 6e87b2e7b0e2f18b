import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tool } from '@store/contract/tool';
import { describe, expect, it, vi } from 'vitest';
import { answerFetches, jsonResponse, sentRequests, renderWithProviders, signedIn } from '../../../test/render';
import ManageProductsPage from './manage-products-page';
import { testTool } from '../../../test/tool';

function tool(id: string, name: string, price: number): Tool {
  return testTool({
    id,
    name,
    slug: id,
    description: `${name} for everyday work`,
    picture: `/tools/${id}.svg`,
    price,
    minimum: 5,
    available: 100,
  });
}

const DRILL = tool('drill', 'Cordless Drill', 49.99);
const GRINDER = tool('grinder', 'Angle Grinder', 35);


function renderPage() {
  return renderWithProviders(<ManageProductsPage />, { route: '/dashboard/manageproduct', session: signedIn({ admin: true }) });
}

describe('Manage Products', () => {
  it('shows the count and a row per tool with its price', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ tools: [GRINDER, DRILL], nextCursor: null, total: 2 }));
    renderPage();

    expect(await screen.findByText('All Tools: 2')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Price', 'Edit', 'Delete']);
    expect(within(screen.getByRole('row', { name: /Cordless Drill/ })).getByText('$49.99')).toBeInTheDocument();
  });

  it('deletes a tool only after confirmation, then reloads', async () => {
    const fetchSpy = answerFetches(
      jsonResponse({ tools: [GRINDER, DRILL], nextCursor: null, total: 2 }),
      jsonResponse(null, 204),
      jsonResponse({ tools: [GRINDER], nextCursor: null, total: 1 }),
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
      jsonResponse({ tools: [DRILL], nextCursor: null, total: 1 }),
      jsonResponse({ ...DRILL, price: 45 }),
      jsonResponse({ tools: [{ ...DRILL, price: 45 }], nextCursor: null, total: 1 }),
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
