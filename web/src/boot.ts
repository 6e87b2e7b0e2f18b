/**
 * The page's only script tag. A prerendered page (web/prerender-plugin.ts) is already drawn from its HTML,
 * so the app's JavaScript starts once that first paint is on screen: its start-up then never holds the
 * first paint back. The chunks of the page shown (listed by the prerender on #root) are fetched alongside
 * the app, not after it. Until the app has hydrated the page, the page ignores clicks (a style in its
 * <head>) and form submissions (below); app/hydration-mark.tsx says when it has.
 */
function startApp() {
  // The app chunk first: it is the largest, and everything waits for it.
  void import('./main');
  const root = document.getElementById('root');
  for (const chunk of root?.dataset.pageChunks?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = `/${chunk}`;
    document.head.append(link);
  }
}

// Until the app has taken over the prerendered page, a form would submit natively: as a GET to this very
// page, with what was typed (a password too) in the address. The app's own handlers take submissions after.
document.addEventListener(
  'submit',
  (event) => {
    if (!document.getElementById('root')?.hasAttribute('data-hydrated')) event.preventDefault();
  },
  true,
);

// A module script runs once the document is parsed; the next frame paints it, and the one after runs this.
requestAnimationFrame(() => requestAnimationFrame(startApp));
