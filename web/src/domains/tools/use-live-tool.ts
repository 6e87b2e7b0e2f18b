import type { Tool } from '@store/contract/tool';
import { useEffect, useMemo, useRef, useState } from 'react';

interface StockFields {
  available?: number;
  price?: number;
  minimum?: number;
}

/** What tells a storefront page that its visitor is acting on it (scrolling, tapping, typing). */
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'focusin'] as const;
/** When a visitor who has not touched the page gets live stock all the same. */
const UNTOUCHED_START_MS = 15_000;

/**
 * For a storefront page, when to start the live listener: at the visitor's first interaction with the page, or
 * UNTOUCHED_START_MS after it loaded, whichever comes first; then when the browser is idle. The Firestore SDK is a
 * large download whose start holds the main thread for a while: begun two seconds in, it ran while a slow phone
 * was still hydrating the page and delayed the page's first responses. The stock the server rendered is that of
 * the moment the page loaded, so a listener that starts later misses no change: its first snapshot is the current
 * stock, and the page shows it then.
 */
function whenIdle(run: () => void): () => void {
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopWaiting = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, begin, true);
    window.removeEventListener('load', afterLoad);
    clearTimeout(timer);
  };
  function begin() {
    stopWaiting();
    if (typeof requestIdleCallback === 'function') idleHandle = requestIdleCallback(run, { timeout: 2000 });
    else timer = setTimeout(run, 0);
  }
  function afterLoad() {
    timer = setTimeout(begin, UNTOUCHED_START_MS);
  }
  for (const type of INTERACTIONS) window.addEventListener(type, begin, { capture: true, passive: true });
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    stopWaiting();
    if (idleHandle !== undefined) cancelIdleCallback(idleHandle);
  };
}

const sameFields = (a: StockFields, b: StockFields) => a.available === b.available && a.price === b.price && a.minimum === b.minimum;

/**
 * The tool with its stock, price and minimum kept live from tools/{id} (the rules let anyone read tools), through
 * the Firestore SDK, which loads on first use: at once for the purchase page, or for a storefront page
 * (`start: 'idle'`) once its visitor acts on it or a while after it loaded (whenIdle), so it never weighs on the
 * page's first load. If the listener fails the page keeps the fetched values.
 */
export function useLiveTool<T extends Tool>(tool: T | undefined, { start = 'now' }: { start?: 'now' | 'idle' } = {}): T | undefined {
  const [live, setLive] = useState<StockFields | null>(null);
  const id = tool?.id;
  // The fetched values, for the listener to compare its snapshots with.
  const fetched = useRef<StockFields | undefined>(tool);
  useEffect(() => {
    fetched.current = tool;
  }, [tool]);

  useEffect(() => {
    setLive(null);
    if (!id) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const listen = () =>
      void import('../../lib/firestore').then(({ watchDocument }) => {
        if (cancelled) return;
        stop = watchDocument<StockFields>(
          `tools/${id}`,
          (doc) => {
            const next = doc ? { available: doc.available, price: doc.price, minimum: doc.minimum } : null;
            // A snapshot that says what the page shows already (the first one, most often) changes nothing: keeping
            // the state as it is spares the whole page a render.
            setLive((current) => {
              if (next === null) return null;
              const shown = current ?? fetched.current;
              return shown && sameFields(shown, next) ? current : next;
            });
          },
          (error) => console.warn('Live stock is not available:', error.message),
        );
      });
    const cancelStart = start === 'idle' ? whenIdle(listen) : (listen(), undefined);
    return () => {
      cancelled = true;
      cancelStart?.();
      stop?.();
    };
  }, [id, start]);

  // The same object while nothing changed, so what receives it need not render again.
  return useMemo(() => {
    if (!tool || !live) return tool;
    const merged = {
      available: typeof live.available === 'number' ? live.available : tool.available,
      price: typeof live.price === 'number' ? live.price : tool.price,
      minimum: typeof live.minimum === 'number' ? live.minimum : tool.minimum,
    };
    return sameFields(merged, tool) ? tool : { ...tool, ...merged };
  }, [tool, live]);
}
