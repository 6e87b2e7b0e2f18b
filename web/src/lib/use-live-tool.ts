import type { Tool } from '@store/contract/tool';
import { useEffect, useState } from 'react';

interface StockFields {
  available?: number;
  price?: number;
  minimum?: number;
}

/** After the page is interactive and the browser is idle (or two seconds at most): a page's own work comes first. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 2000);
  return () => clearTimeout(timer);
}

/**
 * The tool with its stock, price and minimum kept live from tools/{id} (the rules let anyone read tools), through
 * the Firestore SDK, which loads on first use: at once for the purchase page, or when the browser is idle for a
 * storefront page (`start: 'idle'`), so it never weighs on the page's first load. If the listener fails the page
 * keeps the fetched values.
 */
export function useLiveTool<T extends Tool>(tool: T | undefined, { start = 'now' }: { start?: 'now' | 'idle' } = {}): T | undefined {
  const [live, setLive] = useState<StockFields | null>(null);
  const id = tool?.id;

  useEffect(() => {
    setLive(null);
    if (!id) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const listen = () =>
      void import('./firestore').then(({ watchDocument }) => {
        if (cancelled) return;
        stop = watchDocument<StockFields>(
          `tools/${id}`,
          (doc) => setLive(doc ? { available: doc.available, price: doc.price, minimum: doc.minimum } : null),
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

  if (!tool || !live) return tool;
  return {
    ...tool,
    available: typeof live.available === 'number' ? live.available : tool.available,
    price: typeof live.price === 'number' ? live.price : tool.price,
    minimum: typeof live.minimum === 'number' ? live.minimum : tool.minimum,
  };
}
