import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { fakeMatchMedia } from './match-media';

// Component tests never start Firebase: the app's instances are replaced by inert objects, and
// tests that need a signed-in user set one through the Session context (see render.tsx).
// A test that exercises a firebase/auth call mocks that call itself with vi.mock('firebase/auth').
vi.mock('../lib/firebase-app', () => ({ firebaseApp: { name: '[test]' } }));
vi.mock('../lib/firebase', () => ({ auth: { currentUser: null } }));

// findBy* and waitFor wait for what a test expects to see, up to this long. Testing Library's default of
// 1 s is a race on a busy 2-core machine (a debounced search, a lazy chunk, a page of MUI cards); a
// passing test returns as soon as the condition holds, so a generous bound costs nothing.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// jsdom lacks these; MUI and the home page's lazy chart section ask for them.
// (Files that run in the node environment, like the bundle budget, have no window.)
if (typeof window !== 'undefined') installBrowserShims();

function installBrowserShims() {
window.matchMedia ??= fakeMatchMedia(() => false);

if (!('IntersectionObserver' in window)) {
  class ImmediateIntersectionObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: ImmediateIntersectionObserver });
}

window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};
}
