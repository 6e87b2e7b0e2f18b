import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { fakeMatchMedia } from './match-media';

// Component tests never start Firebase: the app's instances are replaced by inert objects, and
// tests that need a signed-in user set one through the Session context (see render.tsx).
// A test that exercises a firebase/auth call mocks that call itself with vi.mock('firebase/auth').
vi.mock('../lib/firebase', () => ({
  firebaseApp: { name: '[test]' },
  auth: { currentUser: null },
  firebaseConfig: { projectId: 'demo-tools-store' },
  useEmulators: true,
}));

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
