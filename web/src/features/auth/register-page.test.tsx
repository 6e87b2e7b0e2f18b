import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createUserWithEmailAndPassword, sendEmailVerification, updateProfile } from 'firebase/auth';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, LocationDisplay, renderWithProviders, signedIn } from '../../test/render';
import RegisterPage from './register-page';

// The page's calls into Firebase Auth, replaced at the module boundary (see login-page.test.tsx).
vi.mock('firebase/auth', () => ({
  createUserWithEmailAndPassword: vi.fn(),
  updateProfile: vi.fn(),
  sendEmailVerification: vi.fn(),
  signInWithPopup: vi.fn(),
  GoogleAuthProvider: vi.fn(),
  browserPopupRedirectResolver: {},
}));

const createUser = vi.mocked(createUserWithEmailAndPassword);

function renderRegister() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/" element={<p>Home</p>} />
      </Routes>
      <LocationDisplay />
    </>,
    { route: '/register' },
  );
}

async function fill(fields: { username?: string; email?: string; password?: string }) {
  const user = userEvent.setup();
  if (fields.username) await user.type(screen.getByLabelText(/^Username/), fields.username);
  if (fields.email) await user.type(screen.getByLabelText(/^Email/), fields.email);
  if (fields.password) await user.type(screen.getByLabelText(/^Password/), fields.password);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('RegisterPage', () => {
  beforeEach(() => {
    vi.mocked(createUserWithEmailAndPassword).mockReset();
    vi.mocked(updateProfile).mockReset().mockResolvedValue(undefined);
    vi.mocked(sendEmailVerification).mockReset().mockResolvedValue(undefined);
  });

  it('requires username, email and password', async () => {
    renderRegister();
    await fill({});
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(createUser).not.toHaveBeenCalled();
  });

  it('refuses a password shorter than Firebase accepts', async () => {
    renderRegister();
    await fill({ username: 'Jane', email: 'jane@example.com', password: '12345' });
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(createUser).not.toHaveBeenCalled();
  });

  it('refuses a username that passes for the store', async () => {
    renderRegister();
    await fill({ username: 'Voltforge Admin', email: 'jane@example.com', password: 'secret123' });
    expect(await screen.findByText('Username must not contain "Voltforge"')).toBeInTheDocument();
    expect(createUser).not.toHaveBeenCalled();
  });

  it('creates the account, names it, sends the verification email, records the user and goes home', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ ok: true }));
    const account = signedIn({ user: { email: 'jane@example.com', displayName: null, emailVerified: false } }).user!;
    createUser.mockResolvedValue({ user: account } as Awaited<ReturnType<typeof createUserWithEmailAndPassword>>);
    const view = renderRegister();

    await fill({ username: 'Jane Doe', email: 'jane@example.com', password: 'secret123' });

    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(createUser).toHaveBeenCalledWith(expect.anything(), 'jane@example.com', 'secret123');
    expect(updateProfile).toHaveBeenCalledWith(account, { displayName: 'Jane Doe' });
    expect(sendEmailVerification).toHaveBeenCalledWith(account);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/user/jane%40example.com');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ displayName: 'Jane Doe' });
    expect(await screen.findByText(/We sent a verification email to jane@example.com/)).toBeInTheDocument();

    view.setSession(signedIn({ user: { email: 'jane@example.com' } }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('explains a taken email address', async () => {
    createUser.mockRejectedValue(Object.assign(new Error('taken'), { code: 'auth/email-already-in-use' }));
    renderRegister();
    await fill({ username: 'Jane', email: 'customer@example.com', password: 'secret123' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: An account with this email already exists. Please log in instead.',
    );
  });

  it('links to the login page', () => {
    renderRegister();
    expect(screen.getByRole('link', { name: 'Please Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: /Google/ })).toBeInTheDocument();
  });
});
