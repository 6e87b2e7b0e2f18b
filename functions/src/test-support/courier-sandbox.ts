/**
 * The courier sandbox (scripts/courier-sandbox.mjs), as tests script it: its control calls stand in for the courier
 * moving a parcel on (or failing a booking). scripts/firebase.mjs starts it beside the emulators and names it here;
 * a shipment's trackingUrl is on the same origin.
 */
export const COURIER_SANDBOX_URL = process.env.COURIER_SANDBOX_URL ?? 'http://127.0.0.1:9460';

/** The statuses the sandbox's control call sets, in Steadfast's words. */
export type CourierSandboxStatus = 'in_review' | 'pending' | 'hold' | 'delivered' | 'partial_delivered' | 'cancelled';

/** A consignment as the sandbox lists it: what the store sent, and where it stands. */
export interface SandboxConsignment {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  tracking_url: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  cod_amount: number;
  note: string | null;
  item_description: string | null;
  delivery_type: number;
  status: CourierSandboxStatus;
  history: { status: CourierSandboxStatus; at: string }[];
}

export async function courierSandbox(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${COURIER_SANDBOX_URL}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** What the courier holds under an invoice (one consignment at most: it refuses a second booking of one). */
export async function consignmentsAtCourier(invoice: string): Promise<SandboxConsignment[]> {
  const res = await courierSandbox('GET', `/control/consignments?invoice=${encodeURIComponent(invoice)}`);
  return res.body.consignments;
}

/** Moves a consignment on at the courier: what the status calls answer next. */
export async function setConsignmentStatus(consignmentId: string | number, status: CourierSandboxStatus): Promise<void> {
  const res = await courierSandbox('POST', `/control/consignments/${consignmentId}`, { status });
  if (res.status !== 200) throw new Error(`The courier sandbox did not set ${consignmentId} to ${status}: ${JSON.stringify(res.body)}`);
}

/** Makes the next booking refuse (with the courier's message), or time out; `booked`: it books and the answer is lost. */
export async function failNextBooking(failure: { fail: 'refuse'; message?: string } | { fail: 'timeout'; booked?: boolean } | { fail: null }): Promise<void> {
  const res = await courierSandbox('POST', '/control/next-booking', failure);
  if (res.status !== 200) throw new Error(`The courier sandbox did not take ${JSON.stringify(failure)}: ${JSON.stringify(res.body)}`);
}
