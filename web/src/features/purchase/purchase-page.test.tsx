import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendEmailVerification } from 'firebase/auth';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { watchDocument } from '../../lib/firestore';
import { knownTradeAccount } from '../../test/my-company';
import { jsonResponse, renderWithProviders, signedIn } from '../../test/render';
import PurchasePage from './purchase-page';
import { testTool } from '../../test/tool';

vi.mock('firebase/auth', () => ({ sendEmailVerification: vi.fn() }));
// Live stock comes from a Firestore listener; the test plays the listener's part.
vi.mock('../../lib/firestore', () => ({ watchDocument: vi.fn(() => () => {}) }));

const tool = testTool({
  id: 'tool-1',
  name: 'Angle Grinder 125mm',
  slug: 'angle-grinder-125mm',
  description: 'Cuts and grinds metal and stone.',
  picture: '/tools/angle-grinder-125mm.svg',
  price: 45,
  minimum: 5,
  available: 40,
});

function renderPage(session = signedIn()) {
  return renderWithProviders(
    <Routes>
      <Route path="/purchase/:slug" element={<PurchasePage />} />
    </Routes>,
    { route: '/purchase/angle-grinder-125mm', session, queryClient: knownTradeAccount() },
  );
}

describe('PurchasePage', () => {
  beforeEach(() => {
    vi.mocked(watchDocument).mockClear();
  });

  it('shows the tool, its facts table and the order form', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(tool));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Purchase Tool : Angle Grinder 125mm' })).toBeInTheDocument();
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/tools/angle-grinder-125mm');
    expect(screen.getByRole('img', { name: 'Angle Grinder 125mm' })).toHaveAttribute('width', '400');
    for (const [label, value] of [
      ['Tool Name', 'Angle Grinder 125mm'],
      ['Description', 'Cuts and grinds metal and stone.'],
      ['Price (Per Unit)', '৳45'],
      ['Minimum Order', '5'],
      ['Available Tools', '40'],
    ]) {
      expect(screen.getByRole('rowheader', { name: label }).nextElementSibling).toHaveTextContent(value!);
    }
    expect(screen.getByRole('button', { name: 'Purchase' })).toBeEnabled();
  });

  it('keeps the available units live from the tool document', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(tool));
    renderPage();
    await screen.findByRole('heading', { name: /Purchase Tool/ });
    // The fetched tool arrives as a transition; the listener starts in the effect after it commits.
    await waitFor(() => expect(watchDocument).toHaveBeenCalled());
    const [path, onData] = vi.mocked(watchDocument).mock.calls.at(-1)!;
    expect(path).toBe('tools/tool-1');
    act(() => (onData as (data: unknown) => void)({ id: 'tool-1', available: 7, price: 45, minimum: 5 }));
    expect(screen.getByTestId('available-tools')).toHaveTextContent('7');
  });

  it('asks an unverified customer to verify their email instead of showing the form', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(tool));
    vi.mocked(sendEmailVerification).mockResolvedValue(undefined);
    const session = signedIn({ user: { emailVerified: false, email: 'new@example.com' } });
    renderPage(session);

    expect(await screen.findByText('Verify your email to place an order')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Purchase' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(sendEmailVerification).toHaveBeenCalledWith(session.user);
    expect(await screen.findByText(/Verification email sent to new@example.com/)).toBeInTheDocument();
  });

  it('says when the tool does not exist', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ error: { code: 'not-found', message: 'No tool' } }, 404));
    renderPage();
    expect(await screen.findByText(/could not find this tool/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the tools' })).toHaveAttribute('href', '/tools');
  });

  it('offers a retry when the tool cannot be loaded', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(jsonResponse(tool));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Purchase Tool : Angle Grinder 125mm' })).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});
