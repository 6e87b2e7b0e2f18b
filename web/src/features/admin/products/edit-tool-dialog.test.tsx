import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerFetches, jsonResponse, renderWithProviders, sentRequests, signedIn } from '../../../test/render';
import { testTool } from '../../../test/tool';
import { EditToolDialog } from './edit-tool-dialog';

const FRONT = '/tools/drill-front.svg';
const SIDE = '/tools/drill-side.svg';
const CASE = '/tools/drill-case.svg';

const DRILL = testTool({
  id: 'drill',
  name: 'Cordless Drill',
  slug: 'cordless-drill',
  sku: 'VF-DD-18',
  description: 'A light drill for everyday work.',
  picture: FRONT,
  pictures: [FRONT, SIDE, CASE],
  price: 49.99,
  minimum: 5,
  available: 100,
});

describe('Edit a tool', () => {
  it('sends the reordered pictures, and the new first one as the picture, and nothing else', async () => {
    const fetchSpy = answerFetches(jsonResponse({ ...DRILL, picture: CASE, pictures: [CASE, FRONT, SIDE] }));
    const onSaved = vi.fn();
    renderWithProviders(<EditToolDialog tool={DRILL} onClose={() => {}} onSaved={onSaved} />, { session: signedIn({ admin: true }) });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Move picture 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Move picture 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentRequests(fetchSpy)).toEqual([`PATCH /api/tools/drill {"pictures":["${CASE}","${FRONT}","${SIDE}"],"picture":"${CASE}"}`]);
  });

  it('sends nothing when the pictures are moved back where they were', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const onClose = vi.fn();
    renderWithProviders(<EditToolDialog tool={DRILL} onClose={onClose} onSaved={() => {}} />, { session: signedIn({ admin: true }) });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Move picture 1 down' }));
    await user.click(screen.getByRole('button', { name: 'Move picture 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Nothing was changed')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
