/**
 * Volume pricing: the server prices orders and carts with it, and the web app shows the same figure. A module
 * without zod, so the storefront's product page shows the unit price beside its quantity without downloading the
 * schemas. tool.ts re-exports it.
 */

/** A price tier as the tool holds it (tool.ts's PriceTier schema). */
export interface PriceTierValue {
  minQuantity: number;
  unitPrice: number;
}

/**
 * The unit price of `quantity` units: the unitPrice of the largest tier whose minQuantity is at most the
 * quantity, or the tool's price when none applies. The one definition the server charges and the web shows.
 */
export function unitPriceFor(tool: { price: number; priceTiers?: readonly PriceTierValue[] }, quantity: number): number {
  let unitPrice = tool.price;
  for (const tier of tool.priceTiers ?? []) {
    if (tier.minQuantity <= quantity) unitPrice = tier.unitPrice;
  }
  return unitPrice;
}
