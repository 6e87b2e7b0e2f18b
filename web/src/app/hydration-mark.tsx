import { useEffect } from 'react';

/**
 * Marks #root `data-hydrated` once the page (its lazy chunk included) is running: a prerendered page ignores
 * clicks and form submissions until then (web/prerender-plugin.ts, src/boot.ts), and browser tests wait for it.
 */
export function HydrationMark() {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
