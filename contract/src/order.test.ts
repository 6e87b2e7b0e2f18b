import { describe, expect, it } from 'vitest';
import { canMoveOrder, Order, orderFromStored, orderTitle, orderUnits, Phone, PlaceOrderBody, purchaseForm } from './order';

describe('order pipeline', () => {
  it('moves forward one step at a time and cancels only before shipping', () => {
    expect(canMoveOrder('pending', 'confirmed')).toBe(true);
    expect(canMoveOrder('confirmed', 'shipped')).toBe(true);
    expect(canMoveOrder('shipped', 'delivered')).toBe(true);
    expect(canMoveOrder('pending', 'shipped')).toBe(false);
    expect(canMoveOrder('pending', 'cancelled')).toBe(true);
    expect(canMoveOrder('confirmed', 'cancelled')).toBe(true);
    expect(canMoveOrder('shipped', 'cancelled')).toBe(false);
    expect(canMoveOrder('delivered', 'cancelled')).toBe(false);
    expect(canMoveOrder('cancelled', 'pending')).toBe(false);
  });
});

describe('PlaceOrderBody and the purchase form', () => {
  const body = { toolId: 'abc', quantity: 5, address: '12 Road, Dhaka', phone: '+880 1712-345678' };
  it('accepts a valid order', () => expect(PlaceOrderBody.safeParse(body).success).toBe(true));
  it.each(['abc', '12', '+', '1'.repeat(16)])('refuses phone %j', (phone) => expect(Phone.safeParse(phone).success).toBe(false));
  it('applies the minimum order and the stock of the tool', () => {
    const form = purchaseForm({ minimum: 10, available: 50 });
    const { toolId: _toolId, ...values } = body;
    expect(form.safeParse({ ...values, quantity: 9 }).error?.issues[0]?.message).toBe('The minimum order is 10');
    expect(form.safeParse({ ...values, quantity: 51 }).error?.issues[0]?.message).toBe('Only 50 available');
    expect(form.safeParse({ ...values, quantity: 10.5 }).error?.issues[0]?.message).toBe('quantity must be a whole number');
    expect(form.safeParse({ ...values, quantity: 10 }).success).toBe(true);
  });
});

describe('PlaceOrderBody with lines', () => {
  const delivery = { address: '12 Road, Dhaka', phone: '+880 1712-345678' };
  it('reads the one-tool body as one line, and lines as they are', () => {
    expect(PlaceOrderBody.parse({ toolId: 'abc', quantity: 5, ...delivery })).toEqual({ lines: [{ toolId: 'abc', quantity: 5 }], ...delivery });
    const lines = [
      { toolId: 'a', quantity: 1 },
      { toolId: 'b', quantity: 2 },
    ];
    expect(PlaceOrderBody.parse({ lines, ...delivery, poNumber: ' PO-1 ' })).toEqual({ lines, ...delivery, poNumber: 'PO-1' });
  });
  it.each([
    ['lines', { lines: [] }],
    ['lines.1.toolId', { lines: [{ toolId: 'a', quantity: 1 }, { toolId: 'a', quantity: 1 }] }],
    ['toolId', { lines: [{ toolId: 'a', quantity: 1 }], toolId: 'a' }],
    ['toolId', {}],
    ['quantity', { toolId: 'a' }],
  ])('names %s', (field, body) => {
    expect(PlaceOrderBody.safeParse({ ...delivery, ...body }).error?.issues[0]?.path.join('.')).toBe(field);
  });
});

describe('orderFromStored', () => {
  const iso = (value: unknown) => `iso:${String(value)}`;
  it('reads a stored order, its times as ISO strings, without the fields only the server keeps', () => {
    const line = { toolId: 't', toolname: 'Drill', quantity: 3, unitPrice: 2.5, lineTotal: 7.5 };
    const order = Order.parse(
      orderFromStored(
        'o1',
        {
          uid: 'u',
          email: 'e',
          lines: [line],
          toolIds: ['t'],
          units: 3,
          total: 7.5,
          currency: 'BDT',
          address: 'a',
          phone: 'p',
          status: 'shipped',
          history: [{ status: 'pending', at: 'c', by: 'customer' }, { status: 'shipped', at: 'u2', by: 'admin' }],
          createdAt: 'c',
          updatedAt: 'u2',
          requestHash: 'h',
          idempotencyKey: 'k',
        },
        iso,
      ),
    );
    expect(order).toEqual({
      id: 'o1',
      uid: 'u',
      email: 'e',
      lines: [line],
      toolIds: ['t'],
      total: 7.5,
      currency: 'BDT',
      address: 'a',
      phone: 'p',
      status: 'shipped',
      history: [
        { status: 'pending', at: 'iso:c', by: 'customer' },
        { status: 'shipped', at: 'iso:u2', by: 'admin' },
      ],
      // Stored before the store took payments: due, by the method a body without one gets.
      payment: { method: 'cod', status: 'due', amountDue: 7.5, amountPaid: 0, currency: 'BDT', dueAt: null, records: [] },
      createdAt: 'iso:c',
      updatedAt: 'iso:u2',
    });
    expect(orderTitle(order)).toBe('Drill');
    expect(orderTitle({ lines: [...order.lines, ...order.lines, ...order.lines] })).toBe('Drill + 2 more');
    expect(orderUnits({ lines: [...order.lines, ...order.lines] })).toBe(6);
  });
});
