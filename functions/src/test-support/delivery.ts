import { orderWeightKg, quoteDelivery } from '@store/contract/delivery';
import type { DistrictId } from '@store/contract/districts';
import { sumMoney } from '@store/contract/money';

/**
 * The courier charge of an order of `units` units of tools without a weight (1 kg each) worth `goods`, to
 * `district`: an address of the first releases' bodies that names no district goes to Dhaka.
 */
export const courierCharge = (units: number, goods: number, district: DistrictId = 'dhaka') =>
  quoteDelivery({ method: 'courier', district }, orderWeightKg([{ quantity: units }]), goods).charge;

/** An order's total: its goods and the courier charge of its units (as courierCharge). */
export const totalWithDelivery = (goods: number, units: number, district: DistrictId = 'dhaka') => sumMoney([goods, courierCharge(units, goods, district)]);
