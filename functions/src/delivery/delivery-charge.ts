import { lineTotal, sumMoney } from '@store/contract/money';
import { unitPriceFor } from '@store/contract/pricing';
import { DELIVERY_SETTINGS, orderWeightKg, quoteDelivery, type DeliveryChoice, type DeliveryQuoteFigures } from '@store/contract/delivery';
import { districtEntry, districtInAddress } from '@store/contract/districts';
import type { CheckoutDelivery, DeliveryAddress, OrderDelivery } from '@store/contract/delivery';
import type { OrderLineInput } from '@store/contract/order-lines';
import { ApiError } from '../http/api-error';
import type { ToolDocument } from '../tools/tool-model';

/** What the charge needs of a line's tool: its prices (the goods total decides a free delivery) and its weight. */
export type ToolToDeliver = Pick<ToolDocument, 'price' | 'priceTiers' | 'specs'>;

/** The charge of delivering `lines` of `tools` (each line's tool, in line order) worth `goodsTotal`, as `choice` says. */
export const deliveryFor = (choice: DeliveryChoice, lines: readonly { quantity: number }[], tools: readonly ToolToDeliver[], goodsTotal: number) =>
  quoteDelivery(
    choice,
    orderWeightKg(lines.map((line, i) => ({ quantity: line.quantity, weightKg: tools[i]!.specs?.weightKg }))),
    goodsTotal,
  );

/**
 * The quote of POST /api/delivery/quote: the goods at the tools' own prices, tiers applied, as an order prices
 * them. A line whose tool does not exist is refused (404), each such line named.
 */
export function quoteForLines(choice: DeliveryChoice, lines: readonly OrderLineInput[], tools: readonly (ToolToDeliver | undefined)[]): DeliveryQuoteFigures {
  const missing = lines.flatMap((_line, i) => (tools[i] ? [] : [i]));
  if (missing.length) {
    throw new ApiError(
      'not-found',
      missing.length === 1 && lines.length === 1 ? 'Tool not found' : `${missing.length} of the tools were not found`,
      missing.map((i) => ({ field: `lines.${i}.toolId`, message: 'Tool not found' })),
    );
  }
  const found = tools as readonly ToolToDeliver[];
  const goods = sumMoney(lines.map((line, i) => lineTotal(unitPriceFor(found[i]!, line.quantity), line.quantity)));
  return deliveryFor(choice, lines, found, goods);
}

/** How a checkout body's order is delivered, and the address the order keeps. */
export interface CheckoutDestination {
  choice: DeliveryChoice;
  /** The order's address: as given, else composed from the delivery address, else the counter's for a pickup. */
  address: string;
  /** A courier delivery given as an address with its district. */
  deliveryAddress?: DeliveryAddress;
}

/**
 * Reads where a checkout body sends the order. With `delivery`, as it says; without it (the bodies of the first
 * releases), a courier to the free-text address, in the district it names, or Dhaka when it names none.
 */
export function checkoutDestination(body: { address?: string; delivery?: CheckoutDelivery }): CheckoutDestination {
  const { delivery } = body;
  if (delivery?.method === 'pickup') return { choice: { method: 'pickup' }, address: body.address ?? DELIVERY_SETTINGS.pickup.counter.address };
  if (delivery?.address) {
    const given = delivery.address;
    return {
      choice: { method: 'courier', district: given.district },
      address: body.address ?? `${given.lines}, ${given.area}, ${districtEntry(given.district).name}`,
      deliveryAddress: given,
    };
  }
  // The body's schema requires the free-text address here.
  const address = body.address!;
  return { choice: { method: 'courier', district: districtInAddress(address) ?? DELIVERY_SETTINGS.defaultDistrict }, address };
}

/** The order's `delivery` as placed: its charge is kept, never computed again. */
export const orderDelivery = (quote: DeliveryQuoteFigures, deliveryAddress?: DeliveryAddress): OrderDelivery => ({
  method: quote.method,
  ...(quote.zone && { zone: quote.zone }),
  ...(quote.district && { district: quote.district }),
  ...(deliveryAddress && { address: { ...deliveryAddress } }),
  weightKg: quote.weightKg,
  charge: quote.charge,
  estimateDays: { ...quote.estimateDays },
});
