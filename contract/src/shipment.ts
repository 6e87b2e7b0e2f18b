import { z } from './zod';
import { DocId, IsoDate, text } from './common';
import { Quantity } from './order-lines';

/**
 * Shipments: an order leaves the factory in one or more of them, each by a carrier. A `steadfast` shipment is booked
 * with the courier at once and followed by its tracking; an own van's or a pickup's is marked delivered by an
 * administrator.
 */
export const CARRIERS = ['steadfast', 'own-van', 'pickup'] as const;
export const Carrier = z.enum(CARRIERS, { error: `carrier must be one of ${CARRIERS.join(', ')}` });
export type Carrier = z.infer<typeof Carrier>;

/**
 * Where a shipment stands. `booking-failed`: the courier refused or did not answer, "Book again" retries it.
 * `in-transit`, `on-hold`, `partially-delivered`, `delivered`, `returning` follow the courier's tracking (or an
 * administrator, for own van and pickup); `received-back`: a returning shipment's units counted back into stock.
 */
export const SHIPMENT_STATUSES = ['booking-failed', 'in-transit', 'on-hold', 'partially-delivered', 'delivered', 'returning', 'received-back'] as const;
export const ShipmentStatus = z.enum(SHIPMENT_STATUSES);
export type ShipmentStatus = z.infer<typeof ShipmentStatus>;

/** Shipments whose tracking the store still follows. */
export const OPEN_SHIPMENT_STATUSES: readonly ShipmentStatus[] = ['in-transit', 'on-hold', 'partially-delivered'];

export const SERIAL_MAX = 40;
export const Serial = z
  .string({ error: 'serial is required' })
  .trim()
  .min(3, 'a serial has 3 to 40 characters')
  .max(SERIAL_MAX, 'a serial has 3 to 40 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9/_.-]*$/, 'a serial may only contain letters, digits and / _ . -')
  .transform((serial) => serial.toUpperCase());

export const LineIndex = z
  .number({ error: 'lineIndex must be a number' })
  .int('lineIndex must be a whole number')
  .min(0, 'lineIndex counts the order lines from 0')
  .max(49, 'lineIndex counts the order lines from 0');

export const ShipmentLineInput = z.object({ lineIndex: LineIndex, quantity: Quantity, serials: z.array(Serial).max(1000).optional() }).strict();

export const VEHICLE_MAX = 30;

/** Body of POST /api/orders/:id/shipments. */
export const CreateShipmentBody = z
  .object({
    lines: z.array(ShipmentLineInput, { error: 'lines must be a list of { lineIndex, quantity }' }).min(1, 'lines must have at least 1 line').max(50),
    carrier: Carrier,
    /** The own van's registration number ("Dhaka Metro-Ta 11-2345"). */
    vehicle: text('vehicle', VEHICLE_MAX).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.carrier === 'own-van' && !body.vehicle) ctx.addIssue({ code: 'custom', path: ['vehicle'], message: 'vehicle is required for an own-van shipment' });
    if (body.carrier !== 'own-van' && body.vehicle) ctx.addIssue({ code: 'custom', path: ['vehicle'], message: 'only an own-van shipment has a vehicle' });
    const seen = new Set<number>();
    body.lines.forEach((line, index) => {
      if (seen.has(line.lineIndex)) ctx.addIssue({ code: 'custom', path: ['lines', index, 'lineIndex'], message: 'each order line may appear once' });
      seen.add(line.lineIndex);
      if (line.serials && line.serials.length !== line.quantity) {
        ctx.addIssue({ code: 'custom', path: ['lines', index, 'serials'], message: 'give one serial per unit shipped' });
      }
    });
  });
export type CreateShipmentBody = z.output<typeof CreateShipmentBody>;

export const ShipmentUnits = z.array(z.object({ lineIndex: LineIndex, quantity: z.number().int().min(0).max(1_000_000) }).strict()).min(1).max(50);

export const RECEIVED_BY_MAX = 100;

/** Body of PATCH /api/orders/:id/shipments/:n: an own van's or a pickup's delivery, or a returning one received back. */
export const UpdateShipmentBody = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('delivered'), receivedBy: text('receivedBy', RECEIVED_BY_MAX) }).strict(),
    z.object({ status: z.literal('received-back'), units: ShipmentUnits }).strict(),
  ],
  { error: 'status must be delivered (with receivedBy) or received-back (with units)' },
);
export type UpdateShipmentBody = z.infer<typeof UpdateShipmentBody>;

export const ShipmentPath = z.object({ id: DocId, n: z.coerce.number({ error: 'n is a shipment number' }).int('n is a shipment number').min(1, 'n is a shipment number').max(1000, 'n is a shipment number') });

export const ShipmentHistoryEntry = z.object({
  status: ShipmentStatus,
  at: IsoDate,
  /** The courier's own status word, or the administrator's note (who received it, a booking's refusal). */
  note: z.string().optional(),
});

export const ShipmentLine = z.object({
  lineIndex: z.number(),
  toolId: z.string(),
  toolname: z.string(),
  quantity: z.number(),
  serials: z.array(z.string()).optional(),
});
export type ShipmentLine = z.infer<typeof ShipmentLine>;

export const Shipment = z.object({
  orderId: z.string(),
  /** 1, 2, ... within the order. */
  number: z.number(),
  lines: z.array(ShipmentLine),
  carrier: Carrier,
  vehicle: z.string().optional(),
  status: ShipmentStatus,
  /** Steadfast: the courier's consignment, its tracking code and the tracking page for it. */
  consignmentId: z.string().optional(),
  trackingCode: z.string().optional(),
  trackingUrl: z.string().optional(),
  /** The cash the courier collects on delivery (the balance due on a cash-on-delivery order's last shipment). */
  codAmount: z.number(),
  /** Why the courier refused the last booking, while booking-failed. */
  bookingError: z.string().optional(),
  receivedBy: z.string().optional(),
  /** A returning shipment's units counted on arrival. */
  receivedBack: z.array(z.object({ lineIndex: z.number(), quantity: z.number() })).optional(),
  history: z.array(ShipmentHistoryEntry),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Shipment = z.infer<typeof Shipment>;

export const ShipmentList = z.object({ shipments: z.array(Shipment) });
export type ShipmentList = z.infer<typeof ShipmentList>;

/**
 * How far an order's shipments have gone, as the order answers it (absent until its first shipment): how many
 * there are, how many are still on their way, the units of each line (by index) in shipments not received back,
 * and the numbers of the own van's and pickup shipments still waiting for an administrator's "Mark delivered"
 * (absent on orders whose shipping was recorded before the store kept them).
 */
export const OrderShipping = z.object({
  shipments: z.number(),
  undelivered: z.number(),
  shipped: z.array(z.number()),
  handOvers: z.array(z.number()).optional(),
});
export type OrderShipping = z.infer<typeof OrderShipping>;

/**
 * Orders an administrator ships from: placed and not closed, not waiting for money or approval, not delivered (a
 * shipped order may still hold units that came back). The server's rule too.
 */
export const SHIPPABLE_ORDER_STATUSES = ['pending', 'confirmed', 'partially-shipped', 'shipped'] as const;

/**
 * Statuses an order an administrator marked by hand before the store had shipments is in: all of its units left
 * (nothing is left to ship), without a shipment to show for them.
 */
const SHIPPED_BY_STATUS: readonly string[] = ['shipped', 'delivered'];

interface ShippableOrder {
  status: string;
  lines: readonly { quantity: number }[];
  shipping?: Pick<OrderShipping, 'shipments' | 'shipped'>;
}

/**
 * Whether an order's shipments decide its shipped and delivered statuses (it has had one): an administrator then
 * no longer sets them by hand, the order's shipments move it.
 */
export const shipmentsDecideStatus = (order: { shipping?: Pick<OrderShipping, 'shipments'> }) => (order.shipping?.shipments ?? 0) > 0;

/**
 * The units of each order line not yet in a shipment, from the order alone: ordered less those its shipments hold
 * (units received back may leave again). An order shipped by its status alone has nothing left.
 */
export function unitsLeftOf(order: ShippableOrder): number[] {
  if (order.shipping) return order.lines.map((line, i) => Math.max(0, line.quantity - (order.shipping!.shipped[i] ?? 0)));
  return order.lines.map((line) => (SHIPPED_BY_STATUS.includes(order.status) ? 0 : line.quantity));
}

/** Whether an administrator may create a shipment of an order: its status allows it and some of its units are left. */
export const canShipOrder = (order: ShippableOrder) =>
  (SHIPPABLE_ORDER_STATUSES as readonly string[]).includes(order.status) && unitsLeftOf(order).some((units) => units > 0);

type ShippedUnits = Pick<Shipment, 'lines' | 'receivedBack'>;

/**
 * The units of each order line not yet in a shipment, in line order: ordered, less those of every shipment, plus
 * those a returning shipment brought back (they may leave again). A refused booking still holds its units, as
 * "Book again" sends them. An order shipped by its status alone (before the store had shipments) has none left.
 */
export function unitsLeftToShip(order: Pick<ShippableOrder, 'status' | 'lines'>, shipments: readonly ShippedUnits[]): number[] {
  if (shipments.length === 0 && SHIPPED_BY_STATUS.includes(order.status)) return order.lines.map(() => 0);
  const left = order.lines.map((line) => line.quantity);
  for (const shipment of shipments) {
    for (const line of shipment.lines) if (line.lineIndex < left.length) left[line.lineIndex]! -= line.quantity;
    for (const back of shipment.receivedBack ?? []) if (back.lineIndex < left.length) left[back.lineIndex]! += back.quantity;
  }
  return left.map((units) => Math.max(0, units));
}
