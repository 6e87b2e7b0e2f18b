import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAdditionalUserInfo, signInWithPopup, type UserCredential } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, signedIn } from '../../test/render';
import { GoogleSignInButton } from './google-sign-in-button';

// Firebase Auth replaced at the module boundary (see login-page.test.tsx): what the button does with its answer is under test.
vi.mock('firebase/auth', () => ({
  signInWithPopup: vi.fn(),
  getAdditionalUserInfo: vi.fn(),
  GoogleAuthProvider: vi.fn(),
  browserPopupRedirectResolver: {},
}));

/** Signs in with Google on a Bangla page, as a new or a returning account; answers the body of the PUT that records the user. */
async function signInOnBanglaPage(isNewUser: boolean) {
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ ok: true }));
  const credential = { user: signedIn({ user: { email: 'rahim@example.com', displayName: 'Rahim' } }).user! } as UserCredential;
  vi.mocked(signInWithPopup).mockResolvedValue(credential);
  vi.mocked(getAdditionalUserInfo).mockReturnValue({ isNewUser, providerId: 'google.com', profile: null });
  const onSignedIn = vi.fn();
  renderWithProviders(<GoogleSignInButton onSignedIn={onSignedIn} onError={vi.fn()} />, { route: '/bn/login', locale: 'bn' });
  await userEvent.setup().click(screen.getByRole('button', { name: /Google/ }));
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(credential.user));
  expect(getAdditionalUserInfo).toHaveBeenCalledWith(credential);
  const [url, init] = fetchSpy.mock.calls[0]!;
  expect(url).toBe('/api/user/rahim%40example.com');
  return JSON.parse(String(init?.body));
}

describe('GoogleSignInButton', () => {
  beforeEach(() => vi.restoreAllMocks());

  it("signs a new account up in the page's language", async () => {
    expect(await signInOnBanglaPage(true)).toEqual({ displayName: 'Rahim', locale: 'bn' });
  });

  it('leaves the language a returning account chose as it is', async () => {
    expect(await signInOnBanglaPage(false)).toEqual({ displayName: 'Rahim' });
  });
});
