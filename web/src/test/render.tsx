import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import { INTL_LOCALE, type Locale } from '@store/contract/locale';
import type { User } from 'firebase/auth';
import { useState, type ReactElement, type ReactNode } from 'react';
import { createIntl, IntlProvider, type Catalog } from '../lib/i18n/intl';
import { vi, type MockInstance } from 'vitest';
import { MemoryRouter, useLocation, type InitialEntry } from 'react-router-dom';
import { theme } from '../app/theme/theme';
import { FeedbackProvider } from '../components/feedback';
import type { MessageId } from '../lib/i18n/message-id';
import { LOCALE_BASE } from '../lib/i18n/locale-path';
import bn from '../lib/i18n/messages/bn.json';
import en from '../lib/i18n/messages/en.json';
import { createQueryClient } from '../lib/query-client';
import { SessionContext, type Session } from '../lib/session';

export const signedOut: Session = { status: 'signed-out', user: null, isAdmin: false };

/** A stand-in for firebase/auth's User with what our components read and call. */
export function fakeUser(overrides: Partial<User> = {}): User {
  return {
    uid: 'customer-uid',
    email: 'customer@example.com',
    displayName: 'Demo Customer',
    emailVerified: true,
    getIdToken: async () => 'test-id-token',
    getIdTokenResult: async () => ({ issuedAtTime: new Date().toUTCString(), claims: {} }),
    reload: async () => {},
    ...overrides,
  } as User;
}

export function signedIn(options: { admin?: boolean; user?: Partial<User> } = {}): Session {
  return { status: 'signed-in', user: fakeUser(options.user), isAdmin: options.admin ?? false };
}

export interface RenderOptions {
  /** Where the MemoryRouter starts: a path or a location with state. */
  route?: InitialEntry;
  session?: Session;
  /** The API cache to render with, for a test that fills it first (as the server's data would); a fresh one otherwise. */
  queryClient?: QueryClient;
  /** The page's language: English unless a test says; the router is mounted under the language's prefix, as in the app. */
  locale?: Locale;
}

// As the build compiles them (vite.config.ts), so the tests render what the browser does.
const CATALOGS = { en, bn } as unknown as Record<Locale, Catalog>;

const englishIntl = createIntl({ locale: INTL_LOCALE.en, messages: CATALOGS.en });

/** A message as the English page shows it, for a test that names the words of data it renders (a slide's heading). */
export const englishMessage = (id: MessageId): string => englishIntl.formatMessage({ id });

/** A message the catalog lacks fails the test that shows it, instead of falling back to its id. */
function failOnIntlError(error: Error) {
  throw error;
}

/** The app's API cache, without retries: a test sees a failure at once. */
export function testQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return queryClient;
}

function TestProviders({ route, session, queryClient, locale, children }: Required<RenderOptions> & { children: ReactNode }) {
  return (
    <IntlProvider locale={INTL_LOCALE[locale]} messages={CATALOGS[locale]} onError={failOnIntlError}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <SessionContext.Provider value={session}>
            <FeedbackProvider>
              <MemoryRouter initialEntries={[route]} basename={LOCALE_BASE[locale] || undefined}>
                {children}
              </MemoryRouter>
            </FeedbackProvider>
          </SessionContext.Provider>
        </ThemeProvider>
      </QueryClientProvider>
    </IntlProvider>
  );
}

/**
 * Renders with the app's theme, snackbars, API cache, a router and the given session (signed out by default).
 * `setSession` changes the session afterwards, as Firebase Auth would after a sign-in.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', session = signedOut, queryClient = testQueryClient(), locale = 'en' }: RenderOptions = {},
): RenderResult & { setSession: (next: Session) => void } {
  let changeSession: ((next: Session) => void) | undefined;
  const Wrapper = ({ children }: { children: ReactNode }) => {
    const [current, setCurrent] = useState(session);
    changeSession = setCurrent;
    return (
      <TestProviders route={route} session={current} queryClient={queryClient} locale={locale}>
        {children}
      </TestProviders>
    );
  };
  const result = render(ui, { wrapper: Wrapper });
  return Object.assign(result, { setSession: (next: Session) => act(() => changeSession?.(next)) });
}

/** `ui` inside the providers renderWithProviders gives, as an element: for react-dom/server and hydrateRoot. */
export function withProviders(
  ui: ReactElement,
  { route = '/', session = signedOut, queryClient = testQueryClient(), locale = 'en' }: RenderOptions = {},
): ReactElement {
  return (
    <TestProviders route={route} session={session} queryClient={queryClient} locale={locale}>
      {ui}
    </TestProviders>
  );
}

/** Renders the current location, so tests can assert where navigation led. */
export function LocationDisplay() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </div>
  );
}

/** A fetch Response with a JSON body. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** Stands in for the network: each fetch gets the next of `answers`, in order. */
export function answerFetches(...answers: Response[]): MockInstance<typeof fetch> {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  for (const answer of answers) fetchSpy.mockResolvedValueOnce(answer);
  return fetchSpy;
}

/** The calls a fetch spy saw, one "METHOD url body" line each. */
export function sentRequests(fetchSpy: MockInstance<typeof fetch>): string[] {
  return fetchSpy.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}${init?.body ? ` ${String(init.body)}` : ''}`);
}
