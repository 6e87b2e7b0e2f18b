import type { Order } from '@store/contract/order';
import { defaultPaymentMethod, type OrderPayment } from '@store/contract/payment';

type OneLine = { toolId: string; toolname: string; quantity: number; unitPrice: number };

/** An order's payment for a test: what an order of `total` placed without a method gets (due, nothing paid). */
export function testPayment(total: number, fields: Partial<OrderPayment> = {}): OrderPayment {
  return { method: defaultPaymentMethod(total), status: 'due', amountDue: total, amountPaid: 0, currency: 'BDT', dueAt: null, records: [], ...fields };
}

/**
 * An order of one line for a test, given as orders were stored before they had lines (toolId, toolname,
 * quantity, unitPrice): the line, toolIds, a creation history entry and a due payment are made from them; in taka.
 */
export function testOrder({
  toolId,
  toolname,
  quantity,
  unitPrice,
  ...fields
}: OneLine & Omit<Order, 'lines' | 'toolIds' | 'history' | 'currency' | 'payment'> & Partial<Order>): Order {
  return {
    currency: 'BDT',
    lines: [{ toolId, toolname, quantity, unitPrice, lineTotal: fields.total }],
    toolIds: [toolId],
    history: [{ status: 'pending', at: fields.createdAt, by: 'customer' }],
    payment: testPayment(fields.total),
    ...fields,
  };
}
