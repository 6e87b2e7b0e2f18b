import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { jsonResponse, renderWithProviders, signedIn, signedOut } from '../test/render';
import { LanguageChoice, openedByLanguageSwitch } from './language-choice';

const SITE = 'https://shop.example';
const at = (path: string) => new URL(path, SITE);

describe('openedByLanguageSwitch', () => {
  it('is true for a page just opened from itself in the other language, either way, Home included', () => {
    expect(openedByLanguageSwitch(at('/bn/tools?q=drill'), `${SITE}/tools?q=drill`, 'navigate')).toBe(true);
    expect(openedByLanguageSwitch(at('/dashboard/orders/abc'), `${SITE}/bn/dashboard/orders/abc`, 'navigate')).toBe(true);
    expect(openedByLanguageSwitch(at('/bn/'), `${SITE}/`, 'navigate')).toBe(true);
    expect(openedByLanguageSwitch(at('/#reviews'), `${SITE}/bn`, 'navigate')).toBe(true);
  });

  it('is false for a reload or a step back, another page, the same language, another site, or no referrer', () => {
    expect(openedByLanguageSwitch(at('/bn/tools'), `${SITE}/tools`, 'reload')).toBe(false);
    expect(openedByLanguageSwitch(at('/bn/tools'), `${SITE}/tools`, 'back_forward')).toBe(false);
    expect(openedByLanguageSwitch(at('/bn/tools'), `${SITE}/`, 'navigate')).toBe(false);
    expect(openedByLanguageSwitch(at('/bn/tools?q=saw'), `${SITE}/tools?q=drill`, 'navigate')).toBe(false);
    expect(openedByLanguageSwitch(at('/bn/tools'), `${SITE}/bn/`, 'navigate')).toBe(false);
    expect(openedByLanguageSwitch(at('/bn/tools'), 'https://elsewhere.example/tools', 'navigate')).toBe(false);
    expect(openedByLanguageSwitch(at('/bn/tools'), '', 'navigate')).toBe(false);
    expect(openedByLanguageSwitch(at('/bn/tools'), `${SITE}/tools`, undefined)).toBe(false);
  });
});

describe('LanguageChoice', () => {
  let fetchSpy: MockInstance<typeof fetch>;

  /** This page (the test's document) as opened from `referrer`. */
  function openedFrom(path: string, referrer: string, type = 'navigate') {
    window.history.replaceState(null, '', path);
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(new URL(referrer, window.location.origin).href);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);
  }

  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({}));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it("keeps a signed-in user's switch to Bangla on their profile, once the session is known", async () => {
    openedFrom('/bn/tools?q=drill', '/tools?q=drill');
    const view = renderWithProviders(<LanguageChoice />, { route: '/bn/tools?q=drill', locale: 'bn', session: { status: 'loading', user: null, isAdmin: false } });
    expect(fetchSpy).not.toHaveBeenCalled();
    view.setSession(signedIn());
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/user/customer%40example.com');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ locale: 'bn' });
    // A token refresh gives the session anew: the choice is not sent again.
    view.setSession(signedIn());
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('keeps a switch back to English too', async () => {
    openedFrom('/cart', '/bn/cart');
    renderWithProviders(<LanguageChoice />, { route: '/cart', session: signedIn() });
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toEqual({ locale: 'en' });
  });

  it('saves nothing for a visitor, for a page not opened by the switch, or for a reload', async () => {
    openedFrom('/bn/tools', '/tools');
    const visitor = renderWithProviders(<LanguageChoice />, { route: '/bn/tools', locale: 'bn', session: signedOut });
    // Signing in later on the page is no switch.
    visitor.setSession(signedIn());
    visitor.unmount();
    openedFrom('/bn/tools', '/bn/');
    renderWithProviders(<LanguageChoice />, { route: '/bn/tools', locale: 'bn', session: signedIn() }).unmount();
    openedFrom('/bn/tools', '/tools', 'reload');
    renderWithProviders(<LanguageChoice />, { route: '/bn/tools', locale: 'bn', session: signedIn() }).unmount();
    // The call would have gone out with the render's effects, before the API client's first await.
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
