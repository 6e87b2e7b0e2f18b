import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@store/contract/user';
import { describe, expect, it, vi } from 'vitest';
import { answerFetches, jsonResponse, sentRequests, renderWithProviders, signedIn } from '../../../test/render';
import MakeAdminPage from './make-admin-page';

function user(uid: string, email: string, role: User['role'] = 'user'): User {
  return {
    uid,
    email,
    displayName: email.split('@')[0]!,
    role,
    emailVerified: true,
    locale: 'en',
    claimsUpdatedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

const ME = user('admin-uid', 'admin@example.com', 'admin');
const OTHER_ADMIN = user('boss-uid', 'boss@example.com', 'admin');
const CUSTOMER = user('customer-uid', 'customer@example.com');

function renderPage() {
  return renderWithProviders(<MakeAdminPage />, {
    route: '/dashboard/makeadmin',
    session: signedIn({ admin: true, user: { uid: ME.uid, email: ME.email } }),
  });
}

function row(email: string) {
  return screen.getByRole('row', { name: new RegExp(email) });
}

describe('Make Admin', () => {
  it('shows a loading indicator while the users load', async () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => {}));
    renderPage();

    expect(await screen.findByRole('progressbar', { name: 'Loading users' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the count and a row per user with the actions each may take', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ users: [ME, OTHER_ADMIN, CUSTOMER], nextCursor: null, total: 3 }),
    );
    renderPage();

    expect(await screen.findByText('All Users: 3')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Email', 'Admin', 'Remove User']);

    expect(within(row(CUSTOMER.email)).getByRole('button', { name: /^make admin: /i })).toBeEnabled();
    expect(within(row(OTHER_ADMIN.email)).getByText('Admin')).toBeInTheDocument();
    expect(within(row(OTHER_ADMIN.email)).getByRole('button', { name: /remove admin/i })).toBeEnabled();
    // The signed-in administrator cannot demote or remove themself.
    expect(within(row(ME.email)).getByRole('button', { name: /remove admin/i })).toBeDisabled();
    expect(within(row(ME.email)).getByRole('button', { name: /remove user/i })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows why the list failed and loads it again on Retry', async () => {
    const fetchSpy = answerFetches(
      jsonResponse({ error: { code: 'permission-denied', message: 'Administrators only' } }, 403),
      jsonResponse({ users: [ME], nextCursor: null, total: 1 }),
    );
    renderPage();

    expect(await screen.findByText('Administrators only')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('All Users: 1')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('makes a user admin with PUT, then reloads the list', async () => {
    const promoted = { ...CUSTOMER, role: 'admin' as const };
    const fetchSpy = answerFetches(
      jsonResponse({ users: [ME, CUSTOMER], nextCursor: null, total: 2 }),
      jsonResponse({ admin: true }),
      jsonResponse({ users: [ME, promoted], nextCursor: null, total: 2 }),
    );
    renderPage();

    const makeAdmin = await screen.findByRole('button', { name: 'Make Admin: customer@example.com' });
    await userEvent.setup().click(makeAdmin);

    expect(await screen.findByText('customer@example.com is now an admin')).toBeInTheDocument();
    await waitFor(() => expect(within(row(CUSTOMER.email)).getByRole('button', { name: /remove admin/i })).toBeEnabled());
    expect(sentRequests(fetchSpy)).toEqual([
      'GET /api/user?limit=100',
      'PUT /api/user/admin/customer%40example.com',
      'GET /api/user?limit=100',
    ]);
  });

  it('shows the server refusal to demote the last admin in a snackbar', async () => {
    answerFetches(
      jsonResponse({ users: [ME, OTHER_ADMIN], nextCursor: null, total: 2 }),
      jsonResponse({ error: { code: 'last-admin', message: 'The last administrator cannot be removed' } }, 409),
    );
    renderPage();

    const demote = await screen.findByRole('button', { name: /remove admin from boss@example.com/i });
    await userEvent.setup().click(demote);

    expect(await screen.findByText('The last administrator cannot be removed')).toBeInTheDocument();
  });

  it('removes a user only after confirmation, then reloads', async () => {
    const fetchSpy = answerFetches(
      jsonResponse({ users: [ME, CUSTOMER], nextCursor: null, total: 2 }),
      jsonResponse(null, 204),
      jsonResponse({ users: [ME], nextCursor: null, total: 1 }),
    );
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /remove user customer@example.com/i }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this user?' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Remove User' }));

    expect(await screen.findByText('All Users: 1')).toBeInTheDocument();
    expect(sentRequests(fetchSpy)).toEqual(['GET /api/user?limit=100', 'DELETE /api/user/customer-uid', 'GET /api/user?limit=100']);
  });

  it('loads the next page with Load more', async () => {
    const fetchSpy = answerFetches(
      jsonResponse({ users: [ME], nextCursor: 'page2', total: 2 }),
      jsonResponse({ users: [CUSTOMER], nextCursor: null, total: 2 }),
    );
    renderPage();

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('row', { name: /customer@example.com/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /admin@example.com/ })).toBeInTheDocument();
    expect(sentRequests(fetchSpy)[1]).toBe('GET /api/user?limit=100&cursor=page2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps the rows shown when Load more fails, says why, and offers it again', async () => {
    answerFetches(
      jsonResponse({ users: [ME], nextCursor: 'page2', total: 2 }),
      jsonResponse({ error: { code: 'internal', message: 'The server had a problem' } }, 500),
    );
    renderPage();

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('The server had a problem')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /admin@example.com/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  describe('search by email', () => {
    const searchBox = () => screen.getByRole('searchbox', { name: 'Search by email' });

    it('sends the start of an email as q once typing pauses, and keeps All Users counting everyone', async () => {
      const fetchSpy = answerFetches(
        jsonResponse({ users: [ME, OTHER_ADMIN, CUSTOMER], nextCursor: null, total: 3 }),
        jsonResponse({ users: [CUSTOMER], nextCursor: null, total: 1 }),
      );
      renderPage();
      await screen.findByText('All Users: 3');

      await userEvent.setup().type(searchBox(), 'Cust');

      expect(await screen.findByText('1 user matches “cust”')).toBeInTheDocument();
      expect(screen.queryByRole('row', { name: /admin@example.com/ })).not.toBeInTheDocument();
      expect(row(CUSTOMER.email)).toBeInTheDocument();
      expect(screen.getByText('All Users: 3')).toBeInTheDocument();
      // One request for the settled search, not one per keystroke.
      expect(sentRequests(fetchSpy)).toEqual(['GET /api/user?limit=100', 'GET /api/user?q=cust&limit=100']);
    });

    it('says when no email starts with the search, and clears it back to every user', async () => {
      const fetchSpy = answerFetches(
        jsonResponse({ users: [ME, CUSTOMER], nextCursor: null, total: 2 }),
        jsonResponse({ users: [], nextCursor: null, total: 0 }),
      );
      renderPage();
      await screen.findByText('All Users: 2');
      const user = userEvent.setup();

      await user.type(searchBox(), 'zed');
      expect(await screen.findByText('No users match “zed”')).toBeInTheDocument();
      expect(screen.getByText('All Users: 2')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Clear search' }));
      expect(await screen.findByRole('row', { name: /customer@example.com/ })).toBeInTheDocument();
      expect(searchBox()).toHaveValue('');
      // Every user is still in the cache: clearing asks for nothing.
      expect(sentRequests(fetchSpy)).toEqual(['GET /api/user?limit=100', 'GET /api/user?q=zed&limit=100']);
    });

    it('pages through the users the search selects', async () => {
      const fetchSpy = answerFetches(
        jsonResponse({ users: [ME, OTHER_ADMIN, CUSTOMER], nextCursor: null, total: 3 }),
        jsonResponse({ users: [OTHER_ADMIN], nextCursor: 'page2', total: 2 }),
        jsonResponse({ users: [user('bob-uid', 'bob@example.com')], nextCursor: null, total: 2 }),
      );
      renderPage();
      await screen.findByText('All Users: 3');
      const actor = userEvent.setup();

      await actor.type(searchBox(), 'b');
      await actor.click(await screen.findByRole('button', { name: 'Load more' }));

      expect(await screen.findByRole('row', { name: /bob@example.com/ })).toBeInTheDocument();
      expect(row(OTHER_ADMIN.email)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
      expect(sentRequests(fetchSpy)).toEqual(['GET /api/user?limit=100', 'GET /api/user?q=b&limit=100', 'GET /api/user?q=b&limit=100&cursor=page2']);
    });

    it('shows a failed search with Retry', async () => {
      answerFetches(
        jsonResponse({ users: [ME, CUSTOMER], nextCursor: null, total: 2 }),
        jsonResponse({ error: { code: 'invalid-argument', message: 'q must be at most 254 characters' } }, 400),
      );
      renderPage();
      await screen.findByText('All Users: 2');

      await userEvent.setup().type(searchBox(), 'x');

      expect(await screen.findByText('q must be at most 254 characters')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    });
  });
});

describe('Make Admin in Bangla', () => {
  it('names the page, its count, columns and actions in Bangla, with Bengali digits', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ users: [ME, CUSTOMER], nextCursor: null, total: 12 }));
    renderWithProviders(<MakeAdminPage />, {
      route: '/bn/dashboard/makeadmin',
      locale: 'bn',
      session: signedIn({ admin: true, user: { uid: ME.uid, email: ME.email } }),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'অ্যাডমিন বানান' })).toBeInTheDocument();
    expect(await screen.findByText('মোট ব্যবহারকারী: ১২')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['ইমেইল', 'অ্যাডমিন', 'ব্যবহারকারী মুছুন']);
    expect(within(row(CUSTOMER.email)).getByRole('button', { name: `${CUSTOMER.email}-কে অ্যাডমিন বানান` })).toBeEnabled();
    expect(within(row(ME.email)).getByText('(আপনি)')).toBeInTheDocument();
  });
});
