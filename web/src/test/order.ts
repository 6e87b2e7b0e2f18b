import type { Order } from '@store/contract/order';

type OneLine = { toolId: string; toolname: string; quantity: number; unitPrice: number };

/**
 * An order of one line for a test, given as orders were stored before they had lines (toolId, toolname,
 * quantity, unitPrice): the line, toolIds and a creation history entry are made from them; in taka.
 */
export function testOrder({ toolId, toolname, quantity, unitPrice, ...fields }: OneLine & Omit<Order, 'lines' | 'toolIds' | 'history' | 'currency'> & Partial<Order>): Order {
  return {
    currency: 'BDT',
    lines: [{ toolId, toolname, quantity, unitPrice, lineTotal: fields.total }],
    toolIds: [toolId],
    history: [{ status: 'pending', at: fields.createdAt, by: 'customer' }],
    ...fields,
  };
}
