import type { DistrictId } from './districts';

/**
 * How the store delivers and what it charges: plain values in a module without zod, like the payment settings, so
 * the product page, the cart and checkout read them without the schemas. Amounts in taka (prices include VAT).
 */
export const DELIVERY_ZONES = ['dhaka-city', 'dhaka-suburbs', 'outside-dhaka'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export interface DeliveryChargeRule {
  /** Covers an order up to `includedKg`. */
  base: number;
  includedKg: number;
  /** For every started kilogram above `includedKg`. */
  perKg: number;
  /** Delivery is free when the goods total is this or more. */
  freeFrom?: number;
  estimateDays: { min: number; max: number };
}

export const DELIVERY_SETTINGS = {
  /** Districts of the zones around Dhaka; Dhaka district itself is the city zone, every other district is outside. */
  zoneOf: {
    dhaka: 'dhaka-city',
    gazipur: 'dhaka-suburbs',
    narayanganj: 'dhaka-suburbs',
    narsingdi: 'dhaka-suburbs',
    munshiganj: 'dhaka-suburbs',
    manikganj: 'dhaka-suburbs',
  } as Partial<Record<DistrictId, DeliveryZone>>,
  rules: {
    'dhaka-city': { base: 80, includedKg: 2, perKg: 20, freeFrom: 20_000, estimateDays: { min: 1, max: 2 } },
    'dhaka-suburbs': { base: 120, includedKg: 2, perKg: 25, estimateDays: { min: 2, max: 3 } },
    'outside-dhaka': { base: 150, includedKg: 2, perKg: 30, estimateDays: { min: 3, max: 5 } },
  } satisfies Record<DeliveryZone, DeliveryChargeRule>,
  /** A tool with no `specs.weightKg` weighs this much for the charge. */
  defaultWeightKg: 1,
  /** Collecting from the factory's sales counter: free, ready the next working day. */
  pickup: {
    estimateDays: { min: 1, max: 1 },
    counter: {
      name: 'Voltforge Tools sales counter',
      nameBn: 'ভোল্টফোর্জ টুলস বিক্রয় কাউন্টার',
      address: 'Plot 14, Road 7, Tejgaon Industrial Area, Dhaka 1208',
      addressBn: 'প্লট ১৪, রোড ৭, তেজগাঁও শিল্প এলাকা, ঢাকা ১২০৮',
      hours: 'Saturday to Thursday, 9:00 to 18:00',
      hoursBn: 'শনিবার থেকে বৃহস্পতিবার, সকাল ৯টা থেকে সন্ধ্যা ৬টা',
    },
  },
  /** The district a visitor's charge is shown for until they choose one. */
  defaultDistrict: 'dhaka' as DistrictId,
} as const;

export const zoneOfDistrict = (district: DistrictId): DeliveryZone => DELIVERY_SETTINGS.zoneOf[district] ?? 'outside-dhaka';
