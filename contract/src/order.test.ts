import { describe, expect, it } from 'vitest';
import { canMoveOrder, orderTotal, Phone, PlaceOrderBody, purchaseForm } from './order';

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

describe('orderTotal', () => {
  it('is exact to the cent', () => {
    expect(orderTotal(19.99, 3)).toBe(59.97);
    expect(orderTotal(0.1, 3)).toBe(0.3);
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
