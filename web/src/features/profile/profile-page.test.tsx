import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendEmailVerification, updateProfile, type User } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, sentRequests, signedIn } from '../../test/render';
import ProfilePage from './profile-page';

vi.mock('firebase/auth', () => ({
  updateProfile: vi.fn(async () => {}),
  sendEmailVerification: vi.fn(async () => {}),
}));

/** What the page sent beside reading the address book (its own section, tested in saved-addresses.test.tsx). */
const namesSent = (fetchSpy: Parameters<typeof sentRequests>[0]) => sentRequests(fetchSpy).filter((request) => request !== 'GET /api/addresses');

function renderPage(user: Partial<User> = {}) {
  return renderWithProviders(<ProfilePage />, { route: '/dashboard/myprofile', session: signedIn({ user }) });
}

describe('My Profile', () => {
  beforeEach(() => {
    vi.mocked(updateProfile).mockClear();
    vi.mocked(sendEmailVerification).mockClear();
  });

  it('shows the name and the email, and that the email is verified', () => {
    renderPage();
    expect(screen.getByRole('textbox', { name: /^name/i })).toHaveValue('Demo Customer');
    expect(screen.getByText('Email')).toBeInTheDocument();
    expect(screen.getByText('customer@example.com')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
  });

  it('offers to send the verification email again when the email is not verified', async () => {
    renderPage({ emailVerified: false });
    expect(screen.getByText('Not verified')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend verification email' }));

    expect(sendEmailVerification).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Verification email sent to customer@example.com')).toBeInTheDocument();
  });

  it('requires a name', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage();
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: /^name/i });

    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is required'));
    expect(updateProfile).not.toHaveBeenCalled();
    expect(namesSent(fetchSpy)).toEqual([]);
  });

  it.each([
    ['Voltforge Official ✔', 'Name must not contain a check mark'],
    ['ＶＯＬＴＦＯＲＧＥ', 'Name must not contain "Voltforge"'],
    ['Shop Staff', 'Name must not contain "staff"'],
  ])('refuses %j, a name that passes for the store, before anything is saved', async (reserved, message) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage();
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: /^name/i });

    await user.clear(name);
    await user.type(name, reserved);
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription(message));
    expect(updateProfile).not.toHaveBeenCalled();
    expect(namesSent(fetchSpy)).toEqual([]);
  });

  it('renames the account, then records the name through the API', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({ uid: 'customer-uid' }));
    renderPage();
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: /^name/i });

    await user.clear(name);
    await user.type(name, ' Rahim Uddin ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText('Your name was saved')).toBeInTheDocument();
    expect(vi.mocked(updateProfile).mock.calls[0]?.[1]).toEqual({ displayName: 'Rahim Uddin' });
    expect(namesSent(fetchSpy)).toEqual(['PUT /api/user/customer%40example.com {"email":"customer@example.com","displayName":"Rahim Uddin"}']);
    expect(screen.getByRole('button', { name: 'Save name' })).toBeDisabled();
  });
});
