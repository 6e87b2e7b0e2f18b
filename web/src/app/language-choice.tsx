import { userRoutes } from '@store/contract/user-routes';
import { useEffect, useRef } from 'react';
import { callApi } from '../lib/api-client';
import { localeOfPath, unlocalizedPath, useLocale } from '../lib/i18n/locale-path';
import { useSession } from '../lib/session';

/**
 * Whether the page at `page` was opened by the navigation's language switch: a plain link from the same page
 * (path and query) in the other language, followed just now, not a reload or a step back or forward. Nothing
 * else links a page to itself in the other language.
 */
export function openedByLanguageSwitch(page: URL, referrer: string, navigationType: string | undefined): boolean {
  // document.referrer is an absolute address, or empty when there is none.
  if (navigationType !== 'navigate' || !referrer) return false;
  const from = new URL(referrer);
  return (
    from.origin === page.origin &&
    localeOfPath(from.pathname) !== localeOfPath(page.pathname) &&
    unlocalizedPath(from.pathname) + from.search === unlocalizedPath(page.pathname) + page.search
  );
}

const navigationType = () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;

/**
 * A signed-in user who switches language keeps the choice on their profile (their mail is written in it). The
 * switch is a plain link that loads the page anew, so the new page saves it once the session is first known, if
 * signed in: in the background, holding nothing up, and not fatal if it fails (the next switch saves it again).
 * Rendered by the Firebase session (./firebase-session.tsx), so none of it weighs on a visitor's first download.
 */
export function LanguageChoice() {
  const { status, user } = useSession();
  const locale = useLocale();
  const decided = useRef(false);

  useEffect(() => {
    if (status === 'loading' || decided.current) return;
    decided.current = true;
    if (!user?.email || !openedByLanguageSwitch(new URL(window.location.href), document.referrer, navigationType())) return;
    callApi(userRoutes.recordUser, { params: { email: user.email }, body: { locale } }).catch((error: unknown) =>
      console.warn('Could not keep the language on the profile:', error),
    );
  }, [status, user, locale]);

  return null;
}
