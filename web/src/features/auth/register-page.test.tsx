import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createUserWithEmailAndPassword, sendEmailVerification, updateProfile } from 'firebase/auth';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@store/contract/locale';
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

function renderRegister(locale: Locale = 'en') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/" element={<p>Home</p>} />
      </Routes>
      <LocationDisplay />
    </>,
    { route: locale === 'bn' ? '/bn/register' : '/register', locale },
  );
}

/** The form's labels and its button, in each language. */
const FORM = {
  en: { username: /^Username/, email: /^Email/, password: /^Password/, submit: 'Register' },
  bn: { username: /^ইউজারনেম/, email: /^ইমেইল/, password: /^পাসওয়ার্ড/, submit: 'রেজিস্টার করুন' },
};

async function fill(fields: { username?: string; email?: string; password?: string }, locale: Locale = 'en') {
  const user = userEvent.setup();
  const form = FORM[locale];
  if (fields.username) await user.type(screen.getByLabelText(form.username), fields.username);
  if (fields.email) await user.type(screen.getByLabelText(form.email), fields.email);
  if (fields.password) await user.type(screen.getByLabelText(form.password), fields.password);
  await user.click(screen.getByRole('button', { name: form.submit }));
}

/** The body of the n-th call made to the API (the PUT that records the user). */
const sentBody = (fetchSpy: { mock: { calls: Parameters<typeof fetch>[] } }, n = 0) => JSON.parse(String(fetchSpy.mock.calls[n]![1]?.body));

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
    expect(sentBody(fetchSpy)).toEqual({ displayName: 'Jane Doe', locale: 'en' });
    expect(await screen.findByText(/We sent a verification email to jane@example.com/)).toBeInTheDocument();

    view.setSession(signedIn({ user: { email: 'jane@example.com' } }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('gives an account signed up on a Bangla page Bangla as its language (its mail is written in it)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ ok: true }));
    const account = signedIn({ user: { email: 'rahim@example.com', displayName: null, emailVerified: false } }).user!;
    createUser.mockResolvedValue({ user: account } as Awaited<ReturnType<typeof createUserWithEmailAndPassword>>);
    renderRegister('bn');
    expect(screen.getByText('কমপক্ষে ৬টি অক্ষর')).toBeInTheDocument();

    await fill({ username: 'Rahim', email: 'rahim@example.com', password: 'secret123' }, 'bn');

    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/user/rahim%40example.com');
    expect(sentBody(fetchSpy)).toEqual({ displayName: 'Rahim', locale: 'bn' });
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
