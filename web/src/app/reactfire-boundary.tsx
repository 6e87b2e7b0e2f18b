import { lazy, type ReactNode } from 'react';

// Comes from the Firebase chunk, which is already loaded by the time a signed-in page renders.
const ReactfireProviders = lazy(() =>
  import('./firebase-session').then((module) => ({ default: module.ReactfireProviders })),
);

/** Wraps pages that use reactfire hooks (the dashboard) in reactfire's providers. */
export function ReactfireBoundary({ children }: { children: ReactNode }) {
  return <ReactfireProviders>{children}</ReactfireProviders>;
}
