import { useEffect } from 'react';

/**
 * Marks #root `data-hydrated` once the page (its lazy chunk included) has been taken over by the app, for the
 * browser tests and the bench to wait for (nothing in the app reads it).
 */
export function HydrationMark() {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
