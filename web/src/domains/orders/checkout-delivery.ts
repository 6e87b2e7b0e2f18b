import { DeliveryAddress, DeliveryMethod, type CheckoutDelivery } from '@store/contract/delivery';
import { Phone, PoNumber } from '@store/contract/order';
import { z } from 'zod';

const contact = { phone: Phone, poNumber: PoNumber.optional() };

/**
 * A checkout form's fields: how the order is delivered (by courier to an address with its district, or collected
 * at the sales counter), the mobile number and the PO number. The address is checked only for a courier.
 */
export const CheckoutDeliveryForm = z
  .discriminatedUnion('method', [
    z.object({ method: z.literal('courier'), ...DeliveryAddress.shape, ...contact }),
    z.object({ method: z.literal('pickup'), ...contact }),
  ])
  .transform(({ phone, poNumber, ...delivery }) => ({
    phone,
    ...(poNumber === undefined ? {} : { poNumber }),
    delivery: (delivery.method === 'pickup'
      ? { method: 'pickup' }
      : { method: 'courier', address: { lines: delivery.lines, area: delivery.area, district: delivery.district } }) satisfies CheckoutDelivery,
  }));

/** The choice of a new address rather than one of the address book's (whose ids never take this form). */
export const NEW_ADDRESS = 'new:address';

/**
 * The fields as the form holds them: the address stays while a pickup is chosen, in case the customer turns back.
 * `addressChoice` is a saved address's id, NEW_ADDRESS, or empty while the address book is read; lines, area and
 * district are the new address's, and `saveToBook` whether to keep it in the book.
 */
export interface CheckoutDeliveryFields {
  method: DeliveryMethod;
  addressChoice: string;
  lines: string;
  area: string;
  district: string | null;
  saveToBook: boolean;
  phone: string;
  poNumber?: string;
}

export type CheckoutDeliveryValues = z.output<typeof CheckoutDeliveryForm>;
