import { z } from './zod';
import { text } from './common';
import { DELIVERY_ZONES } from './delivery-settings';
import { DISTRICTS, districtNamed, type DistrictId } from './districts';
import { OrderLinesInput } from './order-lines';

export { DELIVERY_SETTINGS, DELIVERY_ZONES, zoneOfDistrict, type DeliveryZone } from './delivery-settings';
export { orderWeightKg, quoteDelivery, zoneCharge, type DeliveryChoice, type DeliveryQuote as DeliveryQuoteFigures } from './delivery-charge';

export const DeliveryZoneSchema = z.enum(DELIVERY_ZONES);

/** A district by its id ("chattogram"), its English name in any case ("Chattogram", "Chittagong") or its Bangla name. */
export const District = z
  .string({ error: 'district is required' })
  .max(60, "district must be one of Bangladesh's 64 districts")
  .transform((name, ctx) => {
    const id = districtNamed(name);
    if (!id) {
      ctx.addIssue({ code: 'custom', message: "district must be one of Bangladesh's 64 districts (GET /api/delivery/districts lists them)" });
      return z.NEVER;
    }
    return id;
  });

export const DELIVERY_METHODS = ['courier', 'pickup'] as const;
export const DeliveryMethod = z.enum(DELIVERY_METHODS, { error: `method must be one of ${DELIVERY_METHODS.join(', ')}` });
export type DeliveryMethod = z.infer<typeof DeliveryMethod>;

export const ADDRESS_LINES_MAX = 200;
export const AREA_MAX = 80;

/** An address a courier can deliver to: the street lines, the thana or upazila, the district. */
export const DeliveryAddress = z
  .object({ lines: text('address.lines', ADDRESS_LINES_MAX), area: text('address.area', AREA_MAX), district: District })
  .strict();
export type DeliveryAddressInput = z.input<typeof DeliveryAddress>;
export type DeliveryAddress = z.output<typeof DeliveryAddress>;

/** The `delivery` of a checkout body: a courier to an address, or pickup at the counter. */
export const CheckoutDelivery = z
  .object({ method: DeliveryMethod, address: DeliveryAddress.optional() })
  .strict()
  .superRefine((delivery, ctx) => {
    if (delivery.method === 'pickup' && delivery.address) ctx.addIssue({ code: 'custom', path: ['address'], message: 'a pickup has no delivery address' });
  });
export type CheckoutDelivery = z.output<typeof CheckoutDelivery>;

/** Body of POST /api/delivery/quote: `{ lines, district }` for a courier, or `{ lines, method: "pickup" }`. */
export const DeliveryQuoteBody = z
  .object({ lines: OrderLinesInput, district: District.optional(), method: DeliveryMethod.optional() })
  .strict()
  .superRefine((body, ctx) => {
    if (body.method === 'pickup' && body.district) ctx.addIssue({ code: 'custom', path: ['district'], message: 'a pickup has no district' });
    if (body.method !== 'pickup' && !body.district) ctx.addIssue({ code: 'custom', path: ['district'], message: 'district is required for a courier delivery' });
  });
export type DeliveryQuoteBody = z.output<typeof DeliveryQuoteBody>;

const EstimateDays = z.object({ min: z.number(), max: z.number() });

export const DeliveryQuote = z.object({
  method: DeliveryMethod,
  zone: DeliveryZoneSchema.optional(),
  district: z.string().optional(),
  weightKg: z.number(),
  charge: z.number(),
  freeFrom: z.number().optional(),
  estimateDays: EstimateDays,
});
export type DeliveryQuote = z.infer<typeof DeliveryQuote>;

/** An order's delivery as it was placed: its charge never changes afterwards, whatever the rules become. */
export const OrderDelivery = z.object({
  method: DeliveryMethod,
  zone: DeliveryZoneSchema.optional(),
  district: z.string().optional(),
  /** Courier deliveries given as an address with a district. */
  address: z.object({ lines: z.string(), area: z.string(), district: z.string() }).optional(),
  weightKg: z.number(),
  charge: z.number(),
  estimateDays: EstimateDays,
});
export type OrderDelivery = z.infer<typeof OrderDelivery>;

export const DistrictListEntry = z.object({ id: z.string(), name: z.string(), nameBn: z.string(), zone: DeliveryZoneSchema });
export const DistrictList = z.object({ districts: z.array(DistrictListEntry) });
export type DistrictList = z.infer<typeof DistrictList>;

export const allDistricts = (zoneOf: (id: DistrictId) => z.infer<typeof DeliveryZoneSchema>): DistrictList => ({
  districts: DISTRICTS.map((district) => ({ ...district, zone: zoneOf(district.id) })),
});
