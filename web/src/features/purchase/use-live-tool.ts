import type { Tool } from '@store/contract/tool';
import { useEffect, useState } from 'react';
import { watchDocument } from '../../lib/firestore';

interface StockFields {
  available?: number;
  price?: number;
  minimum?: number;
}

/**
 * The tool with its stock, price and minimum kept live from tools/{id} (the rules let anyone read
 * tools). If the listener fails the page keeps the fetched values and refreshes them after an order.
 */
export function useLiveTool(tool: Tool | undefined): Tool | undefined {
  const [live, setLive] = useState<StockFields | null>(null);
  const id = tool?.id;

  useEffect(() => {
    setLive(null);
    if (!id) return;
    return watchDocument<StockFields>(
      `tools/${id}`,
      (doc) => setLive(doc ? { available: doc.available, price: doc.price, minimum: doc.minimum } : null),
      (error) => console.warn('Live stock is not available:', error.message),
    );
  }, [id]);

  if (!tool || !live) return tool;
  return {
    ...tool,
    available: typeof live.available === 'number' ? live.available : tool.available,
    price: typeof live.price === 'number' ? live.price : tool.price,
    minimum: typeof live.minimum === 'number' ? live.minimum : tool.minimum,
  };
}
