import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, LocationDisplay, renderWithProviders, signedIn, type RenderOptions } from '../../test/render';
import LoginPage from './login-page';

// Our page's use of Firebase Auth, replaced at the module boundary: what the page does with the
// answer is under test here; Firebase itself is exercised by the browser journeys on the emulators.
vi.mock('firebase/auth', () => ({
  signInWithEmailAndPassword: vi.fn(),
  signInWithPopup: vi.fn(),
  GoogleAuthProvider: vi.fn(),
  browserPopupRedirectResolver: {},
}));

const signIn = vi.mocked(signInWithEmailAndPassword);

function renderLogin(route: RenderOptions['route'] = '/login') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<p>Somewhere else</p>} />
      </Routes>
      <LocationDisplay />
    </>,
    { route },
  );
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    signIn.mockReset();
  });

  it('requires the email and the password before calling Firebase', async () => {
    renderLogin();
    await fillAndSubmit('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('asks in Bangla on a Bangla page, and links to the Bangla register page', async () => {
    renderWithProviders(<LoginPage />, { route: '/bn/login', locale: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'লগইন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'অ্যাকাউন্ট খুলুন' })).toHaveAttribute('href', '/bn/register');
    await userEvent.setup().click(screen.getByRole('button', { name: 'লগইন' }));
    expect(await screen.findByText('ইমেইল দিতে হবে')).toBeInTheDocument();
    expect(screen.getByText('পাসওয়ার্ড দিতে হবে')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('rejects an email address without a domain', async () => {
    renderLogin();
    await fillAndSubmit('someone', 'secret1');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it.each([
    ['auth/wrong-password', 'Error: The password is wrong. Try again or reset it.'],
    ['auth/invalid-credential', 'Error: The email or the password is wrong.'],
    ['auth/user-not-found', 'Error: There is no account with this email. Please register first.'],
    ['auth/too-many-requests', 'Error: Too many attempts. Wait a few minutes, or reset your password, and try again.'],
    ['auth/network-request-failed', 'Error: Cannot reach the sign-in service. Check your connection and try again.'],
    ['auth/internal-error', 'Error: Something went wrong while signing in. Please try again.'],
  ])('shows %s as a readable red "Error:" line', async (code, text) => {
    signIn.mockRejectedValue(Object.assign(new Error(code), { code }));
    renderLogin();
    await fillAndSubmit('customer@example.com', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveStyle({ color: 'rgb(211, 47, 47)' }); // the theme's error red
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('says why the sign-in failed in Bangla on a Bangla page', async () => {
    signIn.mockRejectedValue(Object.assign(new Error('auth/wrong-password'), { code: 'auth/wrong-password' }));
    renderWithProviders(<LoginPage />, { route: '/bn/login', locale: 'bn' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^ইমেইল/), 'customer@example.com');
    await user.type(screen.getByLabelText(/^পাসওয়ার্ড/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'লগইন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('সমস্যা: পাসওয়ার্ড ভুল হয়েছে। আবার চেষ্টা করুন, অথবা পাসওয়ার্ড রিসেট করুন।');
  });

  it('links to register and to password reset', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Please Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
    expect(screen.getByRole('button', { name: /Google/ })).toBeInTheDocument();
  });

  it('records the user and returns to the page the guard came from', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ ok: true }));
    const account = signedIn().user!;
    signIn.mockResolvedValue({ user: account } as Awaited<ReturnType<typeof signInWithEmailAndPassword>>);
    const view = renderLogin({ pathname: '/login', state: { from: { pathname: '/purchase/cordless-drill', search: '' } } });

    await fillAndSubmit('customer@example.com', 'customer123');
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(signIn).toHaveBeenCalledWith(expect.anything(), 'customer@example.com', 'customer123');
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/user/customer%40example.com');
    expect(init?.method).toBe('PUT');

    // Navigation waits for the app's session to report the sign-in, so no guard bounces the user back.
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    view.setSession(signedIn());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/purchase/cordless-drill'));
  });
});
