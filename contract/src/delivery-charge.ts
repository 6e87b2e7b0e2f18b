import { DELIVERY_SETTINGS, zoneOfDistrict, type DeliveryZone } from './delivery-settings';
import type { DistrictId } from './districts';
import { compareMoney, fromPoisha, toPoisha } from './money';

/**
 * What delivering an order costs, from the store's charge rules: plain arithmetic without zod, so the product page,
 * the cart, checkout and the server compute the same figure. Weights are summed in whole grams and charges in whole
 * poisha, so no float ever decides a kilogram or a poisha.
 */

export type DeliveryMethod = 'courier' | 'pickup';

/** Where the goods go: a courier to a district, or collected at the factory's counter. */
export type DeliveryChoice = { method: 'courier'; district: DistrictId } | { method: 'pickup' };

export interface DeliveryQuote {
  method: DeliveryMethod;
  /** Courier deliveries: the zone of the district. */
  zone?: DeliveryZone;
  district?: DistrictId;
  weightKg: number;
  charge: number;
  /** The goods total from which this zone's delivery is free, when it has one. */
  freeFrom?: number;
  estimateDays: { min: number; max: number };
}

/** A line as the charge weighs it: its quantity and its tool's `specs.weightKg` (none: the default weight). */
export interface WeighedLine {
  quantity: number;
  weightKg?: number;
}

const grams = (kg: number) => Math.round(kg * 1000);

/** The weight of an order: every line's tool weight times its quantity, in kg to the gram. */
export const orderWeightKg = (lines: readonly WeighedLine[]): number =>
  lines.reduce((sum, line) => sum + grams(line.weightKg ?? DELIVERY_SETTINGS.defaultWeightKg) * line.quantity, 0) / 1000;

/** The charge of a courier delivery to `zone`: the base up to the included weight, then each started kg above it. */
export function zoneCharge(zone: DeliveryZone, weightKg: number, goodsTotal: number): number {
  const rule = DELIVERY_SETTINGS.rules[zone];
  if ('freeFrom' in rule && compareMoney(goodsTotal, rule.freeFrom) >= 0) return 0;
  const aboveGrams = Math.max(0, grams(weightKg) - grams(rule.includedKg));
  const startedKg = Math.ceil(aboveGrams / 1000);
  return fromPoisha(toPoisha(rule.base) + startedKg * toPoisha(rule.perKg));
}

/** The quote for delivering goods of `goodsTotal` weighing `weightKg` as `choice` says. */
export function quoteDelivery(choice: DeliveryChoice, weightKg: number, goodsTotal: number): DeliveryQuote {
  if (choice.method === 'pickup') return { method: 'pickup', weightKg, charge: 0, estimateDays: { ...DELIVERY_SETTINGS.pickup.estimateDays } };
  const zone = zoneOfDistrict(choice.district);
  const rule = DELIVERY_SETTINGS.rules[zone];
  return {
    method: 'courier',
    zone,
    district: choice.district,
    weightKg,
    charge: zoneCharge(zone, weightKg, goodsTotal),
    ...('freeFrom' in rule ? { freeFrom: rule.freeFrom } : {}),
    estimateDays: { ...rule.estimateDays },
  };
}
